import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { updateRow } from '../db/write.js';
import { notFound } from '../http/errors.js';
import { runList, type Page } from '../http/list-query.js';
import { fileUrl } from '../storage/names.js';
import type { GalleryImage, GalleryListQuery } from './schemas.js';

type GalleryRow = Omit<GalleryImage, 'file'>;

const SELECT = `id AS "_id", title, file_name AS "fileName", featured,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Adds the public URL of the image. */
export const toGalleryImage = (row: GalleryRow, publicUrl: string): GalleryImage => ({
  ...row,
  file: fileUrl(publicUrl, row.fileName),
});

export function listGalleryImages(db: Db, query: GalleryListQuery): Promise<Page<GalleryRow>> {
  return runList<GalleryRow>(
    db,
    {
      select: SELECT,
      from: 'gallery_images',
      where: query.featured ? [{ sql: 'featured = $1', params: [query.featured] }] : [],
      searchColumns: ['title', 'file_name'],
      sortColumns: {
        title: 'title',
        fileName: 'file_name',
        featured: 'featured',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      defaultSort: { column: 'createdAt', dir: 'desc' },
      tieBreaker: 'id',
    },
    query,
  );
}

export async function getGalleryImage(db: Db, id: string): Promise<GalleryRow | undefined> {
  const [row] = await db.query<GalleryRow>(`SELECT ${SELECT} FROM gallery_images WHERE id = $1`, [
    id,
  ]);
  return row;
}

export async function addGalleryImage(
  db: Db,
  input: { title: string; fileName: string; featured: number },
): Promise<GalleryRow> {
  const [row] = await db.query<GalleryRow>(
    `INSERT INTO gallery_images (id, title, file_name, featured) VALUES ($1, $2, $3, $4) RETURNING ${SELECT}`,
    [newId(), input.title, input.fileName, input.featured],
  );
  return row!;
}

/** Updates and returns the stored name the image had before, so a replaced file can be released. */
export async function updateGalleryImage(
  db: Db,
  input: {
    id: string;
    title: string;
    fileName: string;
    featured: number;
    updatedAt?: string | undefined;
  },
): Promise<string> {
  const before = await getGalleryImage(db, input.id);
  if (!before) throw notFound('Gallery image');
  await updateRow(db, {
    table: 'gallery_images',
    id: input.id,
    entity: 'Gallery image',
    updatedAt: input.updatedAt,
    set: { title: input.title, file_name: input.fileName, featured: input.featured },
  });
  return before.fileName;
}

/** Deletes and returns the stored name the image showed. */
export async function deleteGalleryImage(db: Db, id: string): Promise<string> {
  const [row] = await db.query<{ fileName: string }>(
    'DELETE FROM gallery_images WHERE id = $1 RETURNING file_name AS "fileName"',
    [id],
  );
  if (!row) throw notFound('Gallery image');
  return row.fileName;
}
