import type { Db } from '../db/db.js';

/** Totals remembered for one database at one booking data version. */
interface Totals {
  version: number;
  counts: Map<string, number>;
}

const MAX_ENTRIES = 1000;
const caches = new WeakMap<Db, Totals>();

const keyOf = (countSql: string, params: unknown[]) => `${countSql}\u0000${JSON.stringify(params)}`;

/** SQL for the current booking data version, to read in the same statement as a page. */
export const DATA_VERSION_SQL = 'SELECT version FROM booking_data_version WHERE id = 1';

/**
 * The total already counted for this filter at this booking data version, if any. `version` must
 * have been read in the same snapshot as the page it goes with (one statement, or the
 * transaction of {@link cachedCount}).
 */
export function knownCount(
  db: Db,
  version: number,
  countSql: string,
  params: unknown[],
): number | undefined {
  const totals = caches.get(db);
  return totals?.version === version ? totals.counts.get(keyOf(countSql, params)) : undefined;
}

/**
 * The total of a booking list, counted once per filter and booking data version (see
 * 022_booking_data_version.sql). `tx` must be a REPEATABLE READ transaction of `db`, so the
 * version and the count it caches come from one snapshot: a write committed in between cannot
 * slip into the total of the older version. The cache lives in the process; the version lives
 * in the database, so writes from any process invalidate it.
 */
export async function cachedCount(
  db: Db,
  tx: Db,
  countSql: string,
  params: unknown[],
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(DATA_VERSION_SQL);
  const version = Number(row?.version ?? -1);
  let totals = caches.get(db);
  if (!totals || totals.version !== version) {
    totals = { version, counts: new Map() };
    caches.set(db, totals);
  }
  const key = keyOf(countSql, params);
  const known = totals.counts.get(key);
  if (known !== undefined) return known;
  const [count] = await tx.query<{ total: number }>(countSql, params);
  const total = count?.total ?? 0;
  if (totals.counts.size >= MAX_ENTRIES) totals.counts.delete(totals.counts.keys().next().value!);
  totals.counts.set(key, total);
  return total;
}
