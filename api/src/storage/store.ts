import type { ApiConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { removeStoredBytes, writeStoredBytes } from './disk.js';
import { isImageType, sniffImageType } from './image-types.js';
import { deleteStoredFileRow, insertStoredFile, isStored, type StoredFile } from './repo.js';
import { uploadErrors } from './upload-errors.js';

export interface StorageDeps {
  db: Db;
  config: Pick<ApiConfig, 'dataDir' | 'uploadMaxBytes'>;
}

/** Refuses a name that is already stored (5300). */
export async function assertNameFree(db: Db, name: string): Promise<void> {
  if (await isStored(db, name)) throw uploadErrors.duplicateName(name);
}

/**
 * Stores an uploaded image under a name: the declared type must be allowed (50010), the bytes must
 * really be that type (50010), within the size limit (50011), and the name free (5300). The row
 * claims the name first, so two concurrent uploads of one name cannot both win.
 */
export async function storeImage(
  deps: StorageDeps,
  upload: { name: string; declaredType: string; bytes: Uint8Array },
): Promise<StoredFile> {
  const { name, declaredType, bytes } = upload;
  if (!isImageType(declaredType)) throw uploadErrors.typeNotAllowed();
  if (bytes.length > deps.config.uploadMaxBytes)
    throw uploadErrors.tooLarge(deps.config.uploadMaxBytes);
  if (sniffImageType(bytes) !== declaredType) throw uploadErrors.contentMismatch(declaredType);
  const row = await insertStoredFile(deps.db, {
    name,
    contentType: declaredType,
    size: bytes.length,
  });
  if (!row) throw uploadErrors.duplicateName(name);
  try {
    await writeStoredBytes(deps.config.dataDir, name, bytes);
  } catch (error) {
    await deleteStoredFileRow(deps.db, name);
    throw error;
  }
  return row;
}

/** Forgets a stored file and removes its bytes. Unknown names are ignored. */
export async function deleteStoredFile(deps: StorageDeps, name: string): Promise<void> {
  await deleteStoredFileRow(deps.db, name);
  await removeStoredBytes(deps.config.dataDir, name);
}
