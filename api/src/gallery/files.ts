import type { Db } from '../db/db.js';
import { deleteStoredFile, type StorageDeps } from '../storage/store.js';

/** Whether any gallery image or cover still shows the stored file. */
async function stillUsed(db: Db, name: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM gallery_images WHERE file_name = $1
     UNION ALL SELECT 1 FROM gallery_covers WHERE cover_img = $1 LIMIT 1`,
    [name],
  );
  return rows.length > 0;
}

/** Removes a stored file the gallery no longer shows (after a delete or an image change). */
export async function releasePhoto(deps: StorageDeps, name: string): Promise<void> {
  if (name && !(await stillUsed(deps.db, name))) await deleteStoredFile(deps, name);
}
