import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { updateRow } from '../db/write.js';
import { notFound } from '../http/errors.js';
import { runList, type ListQuery, type Page } from '../http/list-query.js';
import { fileUrl } from '../storage/names.js';
import type { GalleryCover } from './schemas.js';

type CoverRow = Omit<GalleryCover, 'coverImg'>;

const SELECT = `id AS "_id", title, cover_img AS "fileName",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Adds the public URL of the cover image. */
export const toGalleryCover = (row: CoverRow, publicUrl: string): GalleryCover => ({
  ...row,
  coverImg: fileUrl(publicUrl, row.fileName),
});

export function listCovers(db: Db, query: ListQuery): Promise<Page<CoverRow>> {
  return runList<CoverRow>(
    db,
    {
      select: SELECT,
      from: 'gallery_covers',
      searchColumns: ['title', 'cover_img'],
      sortColumns: { title: 'title', createdAt: 'created_at', updatedAt: 'updated_at' },
      defaultSort: { column: 'createdAt', dir: 'desc' },
      tieBreaker: 'id',
    },
    query,
  );
}

export async function getCover(db: Db, id: string): Promise<CoverRow | undefined> {
  const [row] = await db.query<CoverRow>(`SELECT ${SELECT} FROM gallery_covers WHERE id = $1`, [
    id,
  ]);
  return row;
}

export async function addCover(
  db: Db,
  input: { title: string; fileName: string },
): Promise<CoverRow> {
  const [row] = await db.query<CoverRow>(
    `INSERT INTO gallery_covers (id, title, cover_img) VALUES ($1, $2, $3) RETURNING ${SELECT}`,
    [newId(), input.title, input.fileName],
  );
  return row!;
}

/** Updates and returns the stored name the cover had before. */
export async function updateCover(
  db: Db,
  input: { id: string; title: string; fileName: string; updatedAt?: string | undefined },
): Promise<string> {
  const before = await getCover(db, input.id);
  if (!before) throw notFound('Cover image');
  await updateRow(db, {
    table: 'gallery_covers',
    id: input.id,
    entity: 'Cover image',
    updatedAt: input.updatedAt,
    set: { title: input.title, cover_img: input.fileName },
  });
  return before.fileName;
}

/** Deletes and returns the stored name the cover showed. */
export async function deleteCover(db: Db, id: string): Promise<string> {
  const [row] = await db.query<{ fileName: string }>(
    'DELETE FROM gallery_covers WHERE id = $1 RETURNING cover_img AS "fileName"',
    [id],
  );
  if (!row) throw notFound('Cover image');
  return row.fileName;
}
