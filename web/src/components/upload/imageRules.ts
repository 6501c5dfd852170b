import { ja } from '../../i18n/ja';

/** What the upload target accepts (schema/upload.graphql): these four image types. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'] as const;
/** The api's default upload limit (UPLOAD_MAX_BYTES): 5 MiB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS].join(',');

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)}MB`;

/** The file's type: its own, or (some systems leave it empty) the one its extension names. */
export function imageTypeOf(file: File): string {
  if (file.type) return file.type;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return ext === 'jpg' ? 'image/jpeg' : ext ? `image/${ext}` : '';
}

/**
 * Checks a file before anything is sent: an image of an accepted type with a matching extension,
 * not empty, at most MAX_IMAGE_BYTES. Returns the message to show, or null when it may be uploaded.
 */
export function checkImageFile(file: File): string | null {
  const t = ja.upload;
  const name = file.name.toLowerCase();
  const type = imageTypeOf(file);
  if (
    !(IMAGE_TYPES as readonly string[]).includes(type) ||
    !IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext))
  ) {
    return t.wrongType(file.name);
  }
  if (file.size === 0) return t.emptyFile(file.name);
  if (file.size > MAX_IMAGE_BYTES)
    return t.tooLarge(megabytes(MAX_IMAGE_BYTES), megabytes(file.size));
  return null;
}
