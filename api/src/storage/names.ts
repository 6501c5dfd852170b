import { extensionOf, IMAGE_EXTENSIONS } from './image-types.js';

/** Path under which stored files are served, below the api's public URL. */
export const FILES_PATH = '/api/v1/files/';

const SEGMENT = /^[\p{L}\p{N}_][\p{L}\p{N}\p{M}._-]*$/u;
const MAX_NAME_LENGTH = 200;
const MAX_SEGMENTS = 4;

/**
 * A stored name is a relative path of 1–4 safe segments ("gallery/犬の写真.png"): letters, digits,
 * "_", "-" and ".", never starting with a dot, so "..", hidden files and absolute paths are impossible.
 */
export function isValidStoredName(name: string): boolean {
  if (!name || name.length > MAX_NAME_LENGTH || name !== name.normalize('NFC')) return false;
  const segments = name.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((s) => SEGMENT.test(s));
}

/**
 * Turns a file name chosen by a user ("C:\\pics\\My Dog (1).JPG") into one safe segment
 * ("My-Dog-1.jpg"). Returns undefined when nothing usable is left.
 */
export function sanitiseFileName(original: string): string | undefined {
  const base = original.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const rawStem = dot > 0 ? base.slice(0, dot) : base;
  const rawExt = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = rawStem
    .replace(/[^\p{L}\p{N}\p{M}_.-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 100);
  if (!stem || !SEGMENT.test(stem)) return undefined;
  const ext = /^[a-z0-9]{1,10}$/.test(rawExt) ? rawExt : '';
  return ext ? `${stem}.${ext}` : stem;
}

/** Whether the name ends in an image extension the api accepts. */
export function hasImageExtension(name: string): boolean {
  return extensionOf(name) in IMAGE_EXTENSIONS;
}

/** Percent-encodes each segment of a stored name for use in a URL path. */
export function encodeName(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/');
}

/** The public URL of a stored file; "" for no file. */
export function fileUrl(publicUrl: string, name: string): string {
  return name ? `${publicUrl}${FILES_PATH}${encodeName(name)}` : '';
}

/**
 * A client may refer to a stored file by its name ("gallery/a.png") or by its URL
 * (".../api/v1/files/gallery/a.png"). Returns the stored name, or undefined when the reference is
 * neither.
 */
export function storedNameFromRef(ref: string): string | undefined {
  const trimmed = ref.trim();
  if (!trimmed) return undefined;
  let candidate = trimmed;
  const at = trimmed.indexOf(FILES_PATH);
  if (at >= 0) {
    const path = trimmed.slice(at + FILES_PATH.length).split(/[?#]/)[0]!;
    try {
      candidate = path.split('/').map(decodeURIComponent).join('/');
    } catch {
      return undefined;
    }
  }
  candidate = candidate.normalize('NFC');
  return isValidStoredName(candidate) ? candidate : undefined;
}
