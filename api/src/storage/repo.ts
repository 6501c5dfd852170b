import type { Db } from '../db/db.js';
import type { ImageType } from './image-types.js';

export interface StoredFile {
  name: string;
  contentType: ImageType;
  size: number;
  createdAt: string;
}

const SELECT = `name, content_type AS "contentType", size, created_at AS "createdAt"`;

export async function findStoredFile(db: Db, name: string): Promise<StoredFile | undefined> {
  const [row] = await db.query<StoredFile>(`SELECT ${SELECT} FROM stored_files WHERE name = $1`, [
    name,
  ]);
  return row;
}

export async function isStored(db: Db, name: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM stored_files WHERE name = $1', [name])).length > 0;
}

/** Claims the name; returns undefined when it is already taken (no error, no overwrite). */
export async function insertStoredFile(
  db: Db,
  file: { name: string; contentType: ImageType; size: number },
): Promise<StoredFile | undefined> {
  const [row] = await db.query<StoredFile>(
    `INSERT INTO stored_files (name, content_type, size) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO NOTHING RETURNING ${SELECT}`,
    [file.name, file.contentType, file.size],
  );
  return row;
}

export async function deleteStoredFileRow(db: Db, name: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM stored_files WHERE name = $1 RETURNING name', [name])).length > 0
  );
}
