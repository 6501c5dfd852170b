import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { updateRow } from '../db/write.js';
import { DomainCode } from '../http/codes.js';
import { domainError, notFound } from '../http/errors.js';
import { runList, type ListQuery, type Page } from '../http/list-query.js';
import type { NewsCategory } from './schemas.js';

const SELECT = `id AS "_id", title, created_at AS "createdAt", updated_at AS "updatedAt"`;

const titleTaken = (title: string) =>
  domainError(DomainCode.CATEGORY_TITLE_TAKEN, `A category titled "${title}" already exists`);

async function assertTitleFree(db: Db, title: string, exceptId = ''): Promise<void> {
  const rows = await db.query(
    'SELECT 1 FROM news_categories WHERE lower(title) = lower($1) AND id <> $2',
    [title, exceptId],
  );
  if (rows.length > 0) throw titleTaken(title);
}

export function listNewsCategories(db: Db, query: ListQuery): Promise<Page<NewsCategory>> {
  return runList<NewsCategory>(
    db,
    {
      select: SELECT,
      from: 'news_categories',
      searchColumns: ['title'],
      sortColumns: { title: 'title', createdAt: 'created_at', updatedAt: 'updated_at' },
      defaultSort: { column: 'createdAt', dir: 'desc' },
      tieBreaker: 'id',
    },
    query,
  );
}

export function allNewsCategories(db: Db): Promise<NewsCategory[]> {
  return db.query<NewsCategory>(`SELECT ${SELECT} FROM news_categories ORDER BY title, id`);
}

export async function getNewsCategory(db: Db, id: string): Promise<NewsCategory | undefined> {
  const [row] = await db.query<NewsCategory>(
    `SELECT ${SELECT} FROM news_categories WHERE id = $1`,
    [id],
  );
  return row;
}

export async function createNewsCategory(db: Db, title: string): Promise<NewsCategory> {
  await assertTitleFree(db, title);
  const [row] = await db.query<NewsCategory>(
    `INSERT INTO news_categories (id, title) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING ${SELECT}`,
    [newId(), title],
  );
  if (!row) throw titleTaken(title);
  return row;
}

export async function updateNewsCategory(
  db: Db,
  id: string,
  title: string,
  updatedAt?: string,
): Promise<void> {
  await assertTitleFree(db, title, id);
  await updateRow(db, {
    table: 'news_categories',
    id,
    entity: 'News category',
    updatedAt,
    set: { title },
  });
}

/** Deletes a category no topic uses (5072 otherwise). */
export async function deleteNewsCategory(db: Db, id: string): Promise<void> {
  const inUse = () =>
    domainError(
      DomainCode.NEWS_CATEGORY_IN_USE,
      'This news category is used by news topics and cannot be deleted',
    );
  const [row] = await db
    .query<{ deleted: boolean; used: boolean }>(
      `WITH used AS (SELECT EXISTS (SELECT 1 FROM news_topics WHERE category_id = $1) AS used),
          deleted AS (DELETE FROM news_categories WHERE id = $1 AND NOT (SELECT used FROM used) RETURNING id)
     SELECT EXISTS (SELECT 1 FROM deleted) AS deleted, (SELECT used FROM used) AS used`,
      [id],
    )
    .catch((error: unknown) => {
      // A topic added to the category at the same moment trips the foreign key.
      if ((error as { code?: unknown }).code === '23503') throw inUse();
      throw error;
    });
  if (row?.deleted) return;
  if (row?.used) throw inUse();
  throw notFound('News category');
}
