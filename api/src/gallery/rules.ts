import type { Db } from '../db/db.js';
import { assertValid } from '../http/errors.js';
import { requireStoredFile } from '../storage/references.js';

const PHOTOS_MESSAGE = 'please select package photos';

/** docs/product.md §5: updating an image or a cover needs one ("please select package photos"). */
export function checkPhotoGiven(field: 'file' | 'coverImg', value: string | undefined): void {
  assertValid([!value?.trim() && { field, message: PHOTOS_MESSAGE }]);
}

/**
 * The stored name a gallery record will use: the stored name when sent, else the URL field. No photo
 * at all gives the docs/product.md §5 message; a photo that was never uploaded is refused too.
 */
export async function resolvePhoto(
  db: Db,
  field: 'file' | 'coverImg',
  refs: { fileName?: string | undefined; url?: string | undefined },
): Promise<string> {
  const fromName = refs.fileName?.trim();
  const ref = fromName || refs.url?.trim() || '';
  checkPhotoGiven(field, ref);
  return requireStoredFile(db, fromName ? 'fileName' : field, ref);
}
