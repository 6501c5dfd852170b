import type { Db } from '../db/db.js';
import { sortExpression } from '../http/sort-column.js';
import { likePattern, type ListQuery, type Page } from '../http/list-query.js';
import { BOOKING_SORT_COLUMNS, bookingsAsJson, fromJsonRow } from './columns.js';
import { cachedCount, DATA_VERSION_SQL, knownCount } from './count-cache.js';
import { BUSINESS_TIME_ZONE, type DayRange } from './dates.js';
import type { Booking } from './schemas.js';

export interface BookingFilter {
  status?: number | undefined;
  userId?: string | undefined;
  range: DayRange;
  /** The day the range applies to: the visit ("date") or the day the booking was made ("createdAt"). */
  rangeOn: 'date' | 'createdAt';
}

export interface SortDefault {
  column: keyof typeof BOOKING_SORT_COLUMNS & string;
  dir: 'asc' | 'desc';
}

class Conditions {
  readonly sql: string[] = [];
  readonly params: unknown[] = [];
  add(template: (p: (value: unknown) => string) => string): void {
    this.sql.push(
      template((value) => {
        this.params.push(value);
        return `$${this.params.length}`;
      }),
    );
  }
  get where(): string {
    return this.sql.length > 0 ? `WHERE ${this.sql.join(' AND ')}` : '';
  }
}

/** The search key of a term (see booking_search_key in 020_bookings.sql), as a LIKE pattern. */
async function searchPattern(db: Db, search: string): Promise<string> {
  const [row] = await db.query<{ key: string }>('SELECT booking_search_key($1) AS key', [search]);
  return likePattern(row?.key ?? '');
}

async function conditionsOf(
  db: Db,
  filter: BookingFilter,
  search: string | undefined,
): Promise<Conditions> {
  const c = new Conditions();
  if (filter.status !== undefined) c.add((p) => `status = ${p(filter.status)}`);
  if (filter.userId !== undefined) c.add((p) => `user_id = ${p(filter.userId)}`);
  const { startDate, endDate } = filter.range;
  if (filter.rangeOn === 'date') {
    if (startDate) c.add((p) => `date >= ${p(startDate)}::date`);
    if (endDate) c.add((p) => `date <= ${p(endDate)}::date`);
  } else {
    // Whole days in the business time zone, written so the created_at index applies.
    if (startDate)
      c.add(
        (p) =>
          `created_at >= (${p(startDate)}::date::timestamp AT TIME ZONE ${p(BUSINESS_TIME_ZONE)})`,
      );
    if (endDate)
      c.add(
        (p) =>
          `created_at < ((${p(endDate)}::date + 1)::timestamp AT TIME ZONE ${p(BUSINESS_TIME_ZONE)})`,
      );
  }
  const term = search?.trim();
  if (term) {
    const pattern = await searchPattern(db, term);
    c.add((p) => `search_key LIKE ${p(pattern)}`);
  }
  return c;
}

/** The ORDER BY of a list query; an unknown sort column is a validation error. */
export function orderBy(query: ListQuery, fallback: SortDefault): string {
  const key = query.sortColumn || fallback.column;
  const column = sortExpression(BOOKING_SORT_COLUMNS, key);
  const dir =
    (query.sortDir ?? (query.sortColumn ? 'asc' : fallback.dir)).toLowerCase() === 'desc'
      ? 'DESC'
      : 'ASC';
  // Sort columns are NOT NULL, so no NULLS clause: the (column, id) btree serves both directions.
  return `ORDER BY ${column} ${dir}, bookings.id ${dir}`;
}

/**
 * One page of bookings and the total for the filter. Search is a substring match on the booking
 * id, names, email, phone and package title through the trigram index on search_key.
 *
 * Without a search term, the page is read with the booking data version in the same statement
 * (one snapshot): when the total of that filter is already counted at that version, that one
 * statement answers (it was five round trips to the database: BEGIN, SET, page, version, COMMIT;
 * about 0.5 ms of a 3 ms list request on PGlite). Plans of these page queries are the same with
 * the default random_page_cost and with 1.1 (checked for every sort and filter).
 *
 * Otherwise both queries run in one REPEATABLE READ transaction (the cached total must belong to
 * the version it is cached under) with random_page_cost lowered: the bookings table and its
 * indexes are memory-resident, and at the default cost the planner counts a common search term
 * (5% of 100 000 rows) with a sequential scan several times slower than the trigram bitmap. PGlite
 * runs the executor in WebAssembly, where matching LIKE against every row costs far more than the
 * planner assumes (4x slower than the bitmap for a 10% match, measured), so there a search never
 * scans the whole table.
 */
export async function listBookings(
  db: Db,
  filter: BookingFilter,
  query: ListQuery,
  fallback: SortDefault,
): Promise<Page<Booking>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const offset = (pageNo - 1) * pageSize;
  const order = orderBy(query, fallback);
  const pageSql = (c: Conditions) =>
    `FROM bookings ${c.where} ${order} LIMIT ${pageSize} OFFSET ${offset}`;
  const countSql = (c: Conditions) => `SELECT count(*)::int AS total FROM bookings ${c.where}`;
  // A short page that is not past the end already tells the total.
  const shortPage = (rows: Booking[]) =>
    rows.length < pageSize && (rows.length > 0 || offset === 0);
  const search = query.search?.trim();

  if (!search) {
    const c = await conditionsOf(db, filter, undefined);
    const [versioned] = await db.query<{ rows: Booking[]; dataVersion: number }>(
      `SELECT ${bookingsAsJson(pageSql(c))} AS rows, (${DATA_VERSION_SQL}) AS "dataVersion"`,
      c.params,
    );
    const rows = (versioned?.rows ?? []).map(fromJsonRow);
    if (shortPage(rows)) return { rows, total: offset + rows.length, pageNo, pageSize };
    const version = versioned?.dataVersion;
    const total =
      version === undefined ? undefined : knownCount(db, Number(version), countSql(c), c.params);
    if (total !== undefined) return { rows, total, pageNo, pageSize };
  }

  const settings = [
    'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ',
    'SET LOCAL random_page_cost = 1.1',
  ];
  if (db.kind === 'pglite' && search) settings.push('SET LOCAL enable_seqscan = off');
  return db.transaction(async (tx) => {
    await tx.exec(settings.join('; '));
    const c = await conditionsOf(tx, filter, query.search);
    const [page] = await tx.query<{ rows: Booking[] }>(
      `SELECT ${bookingsAsJson(pageSql(c))} AS rows`,
      c.params,
    );
    const rows = (page?.rows ?? []).map(fromJsonRow);
    if (shortPage(rows)) return { rows, total: offset + rows.length, pageNo, pageSize };
    const total = await cachedCount(db, tx, countSql(c), c.params);
    return { rows, total, pageNo, pageSize };
  });
}
