import type { Db } from '../db/db.js';
import { newId } from '../db/ids.js';
import { deleteRow, updateRow } from '../db/write.js';
import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';
import { runList, type ListQuery, type Page } from '../http/list-query.js';
import { deleteUnlessUsedByPackages } from '../packages/usage.js';
import type { Category, CategoryAddBody, CategoryUpdateBody } from './schemas.js';

/** Dog (room) categories and package categories share one shape and one repository. */
export type CategoryTable = 'room_categories' | 'package_categories';

const SELECT = `id AS "_id", title, is_active AS "isActive", created_at AS "createdAt", updated_at AS "updatedAt"`;

async function assertTitleFree(
  db: Db,
  table: CategoryTable,
  title: string,
  exceptId?: string,
): Promise<void> {
  const rows = await db.query(
    `SELECT 1 FROM ${table} WHERE lower(title) = lower($1) AND id <> $2`,
    [title, exceptId ?? ''],
  );
  if (rows.length > 0)
    throw domainError(
      DomainCode.CATEGORY_TITLE_TAKEN,
      `A category titled "${title}" already exists`,
    );
}

export function listCategories(
  db: Db,
  table: CategoryTable,
  query: ListQuery,
): Promise<Page<Category>> {
  return runList<Category>(
    db,
    {
      select: SELECT,
      from: table,
      searchColumns: ['title'],
      sortColumns: {
        title: 'title',
        isActive: 'is_active',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      defaultSort: { column: 'createdAt', dir: 'desc' },
      tieBreaker: 'id',
    },
    query,
  );
}

export async function getCategory(
  db: Db,
  table: CategoryTable,
  id: string,
): Promise<Category | undefined> {
  const [row] = await db.query<Category>(`SELECT ${SELECT} FROM ${table} WHERE id = $1`, [id]);
  return row;
}

export async function addCategory(
  db: Db,
  table: CategoryTable,
  input: CategoryAddBody,
): Promise<Category> {
  const title = input.title.trim();
  await assertTitleFree(db, table, title);
  const [row] = await db.query<Category>(
    `INSERT INTO ${table} (id, title, is_active) VALUES ($1, $2, $3) RETURNING ${SELECT}`,
    [newId(), title, input.isActive ?? 1],
  );
  return row!;
}

export async function updateCategory(
  db: Db,
  table: CategoryTable,
  input: CategoryUpdateBody,
): Promise<void> {
  const title = input.title.trim();
  await assertTitleFree(db, table, title, input._id);
  await updateRow(db, {
    table,
    id: input._id,
    entity: 'Category',
    updatedAt: input.updatedAt,
    set: { title, is_active: input.isActive ?? 1 },
  });
}

/** Deletes a category no package uses (5070 otherwise). */
export function deleteCategory(db: Db, table: CategoryTable, id: string): Promise<void> {
  return deleteUnlessUsedByPackages(db, table, id, () => deleteRow(db, table, id, 'Category'));
}
