import type { PackagePatch } from '../__generated__/resolvers-types.js';
import { badInput, type FieldError } from '../rest/errors.js';

/** A stored file's name (`packages/…`, `seed/…`) or its path on the gateway (`/api/v1/files/…`). */
const STORED = /^\/?[\p{L}\p{N}\p{M}_.%-]+(\/[\p{L}\p{N}\p{M}_.%-]+)*$/u;

/**
 * Whether a package photo or add-on image reference may be stored: empty (none), an absolute
 * http(s) URL, or a stored file name or its gateway path. `javascript:`, `data:`, `blob:`, other
 * schemes, protocol-relative `//host` and `..` segments are not.
 */
export function isImageRef(value: string): boolean {
  if (value === '') return true;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }
  return STORED.test(value) && !value.split('/').includes('..');
}

const MESSAGE = 'must be an http(s) URL or a stored file name';

/** BAD_USER_INPUT on every photo or add-on image that is neither, before any REST call. */
export function checkImageRefs(
  requestId: string,
  input: Pick<PackagePatch, 'photos' | 'addOns'>,
): void {
  const refused = (field: string, name: string): FieldError => ({
    field,
    message: `${name} ${MESSAGE}`,
    reason: 'INVALID_FORMAT',
  });
  const errors: FieldError[] = [];
  input.photos?.forEach((p, i) => {
    if (!isImageRef(p.url)) errors.push(refused(`photos.${i}.url`, 'url'));
    if (!isImageRef(p.fileName)) errors.push(refused(`photos.${i}.fileName`, 'fileName'));
  });
  input.addOns?.forEach((a, i) => {
    if (a.imageUrl != null && !isImageRef(a.imageUrl))
      errors.push(refused(`addOns.${i}.imageUrl`, 'imageUrl'));
  });
  if (errors.length > 0) throw badInput(requestId, errors);
}
