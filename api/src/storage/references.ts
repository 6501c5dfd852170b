import type { Db } from '../db/db.js';
import { validationError } from '../http/errors.js';
import { storedNameFromRef } from './names.js';
import { isStored } from './repo.js';

/**
 * Resolves what a client sent for an image (a stored name or its URL) to the stored name. Throws a
 * validation error on `field` when it names no stored file, so records never point at nothing.
 */
export async function requireStoredFile(db: Db, field: string, ref: string): Promise<string> {
  const name = storedNameFromRef(ref);
  if (!name || !(await isStored(db, name))) {
    throw validationError([{ field, message: `File ${ref.trim()} has not been uploaded` }]);
  }
  return name;
}

/** Like requireStoredFile, but an empty reference means "no image" and gives "". */
export async function optionalStoredFile(
  db: Db,
  field: string,
  ref: string | undefined,
): Promise<string> {
  return ref?.trim() ? requireStoredFile(db, field, ref) : '';
}
