import { Type, type Static } from '@sinclair/typebox';
import type { Db } from '../db/db.js';
import { sortExpression } from './sort-column.js';

/** The list query every list route accepts (docs/product.md §3: pageNo, pageSize, search, sortColumn, sortDir). */
export const ListQuerySchema = Type.Object({
  pageNo: Type.Optional(
    Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1' }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10000,
      default: 10,
      description: 'Rows per page (max 10000)',
    }),
  ),
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Case-insensitive text search' }),
  ),
  sortColumn: Type.Optional(
    Type.String({ maxLength: 64, description: 'One of the sortable columns of the route' }),
  ),
  sortDir: Type.Optional(
    Type.Union(
      [Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')],
      {
        description: 'Sort direction',
      },
    ),
  ),
});
export type ListQuery = Static<typeof ListQuerySchema>;

export interface ListSpec {
  /** SELECT list, already aliased to the contract's field names. */
  select: string;
  /** FROM clause including joins. */
  from: string;
  /** Extra fixed conditions with their own parameters ($1.. numbered from 1; shifted for you). */
  where?: { sql: string; params: unknown[] }[];
  /** SQL expressions searched with ILIKE. */
  searchColumns: string[];
  /** Public sort column name → SQL expression. Anything else is refused. */
  sortColumns: Record<string, string>;
  defaultSort: { column: string; dir: 'asc' | 'desc' };
  /** Unique tie-breaker appended to ORDER BY for stable paging. */
  tieBreaker: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%" and nothing else. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function renumber(sql: string, offset: number): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

/**
 * Runs one page plus its total (counted unless the page itself tells it). Sort columns come from a fixed map, values only ever as parameters.
 * PostgreSQL's default null ordering (last ascending, first descending) is kept so a plain btree
 * index serves both directions.
 */
export async function runList<T extends object>(
  db: Db,
  spec: ListSpec,
  query: ListQuery,
): Promise<Page<T>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const sortKey = query.sortColumn || spec.defaultSort.column;
  const sortSql = sortExpression(spec.sortColumns, sortKey);
  const dir =
    (query.sortDir ?? (query.sortColumn ? 'asc' : spec.defaultSort.dir)).toLowerCase() === 'desc'
      ? 'DESC'
      : 'ASC';

  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const w of spec.where ?? []) {
    conditions.push(renumber(w.sql, params.length));
    params.push(...w.params);
  }
  const search = query.search?.trim();
  if (search && spec.searchColumns.length > 0) {
    params.push(likePattern(search));
    const p = `$${params.length}`;
    conditions.push(`(${spec.searchColumns.map((c) => `${c} ILIKE ${p}`).join(' OR ')})`);
  }
  const whereSql = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const offset = (pageNo - 1) * pageSize;
  const rows = await db.query<T>(
    `SELECT ${spec.select} FROM ${spec.from} ${whereSql}
     ORDER BY ${sortSql} ${dir}, ${spec.tieBreaker} ${dir}
     LIMIT ${pageSize} OFFSET ${offset}`,
    params,
  );
  // A short page that is not past the end already tells the total (the order is total, with the
  // tie-breaker): no count query, one round trip to the database instead of two.
  if (rows.length < pageSize && (rows.length > 0 || offset === 0)) {
    return { rows, total: offset + rows.length, pageNo, pageSize };
  }
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${spec.from} ${whereSql}`,
    params,
  );
  return { rows, total: count?.total ?? 0, pageNo, pageSize };
}
