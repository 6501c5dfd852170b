import { BUSINESS_TIME_ZONE, type DayRange } from '../bookings/dates.js';
import { BookingStatus } from '../bookings/schemas.js';
import type { Db } from '../db/db.js';
import type { ClosedRange } from './range.js';
import type { ByStatus, GraphParam, GraphPoint, MonthPoint } from './schemas.js';

/** Visit-day bounds as " AND …" conditions on bookings.date; their parameters follow the first `offset` ones. */
function visitBounds(range: DayRange, offset: number): { sql: string; params: string[] } {
  const sql: string[] = [];
  const params: string[] = [];
  if (range.startDate) sql.push(` AND date >= $${offset + params.push(range.startDate)}::date`);
  if (range.endDate) sql.push(` AND date <= $${offset + params.push(range.endDate)}::date`);
  return { sql: sql.join(''), params };
}

/** Booked bookings (status 2) with a visit day in the range: how many and their total price. */
export async function bookedFigures(
  db: Db,
  range: DayRange,
): Promise<{ count: number; totalPrice: number }> {
  const bounds = visitBounds(range, 1);
  const [row] = await db.query<{ count: number; totalPrice: number }>(
    `SELECT count(*) AS count, coalesce(sum(total_price), 0) AS "totalPrice" FROM bookings WHERE status = $1${bounds.sql}`,
    [BookingStatus.BOOKED, ...bounds.params],
  );
  return { count: Number(row?.count ?? 0), totalPrice: Number(row?.totalPrice ?? 0) };
}

export interface Summary {
  count: number;
  totalPrice: number;
  byStatus: ByStatus;
}

/**
 * The summary in one query: bookings of every status with a visit day in the range, and the
 * count and total price of the booked ones. One index-only scan of bookings_status_date_idx
 * (status, date, id) INCLUDE (total_price): PostgreSQL 18's skip scan takes each of the four
 * statuses' day range in turn, so no index on the day alone is needed.
 */
export async function summary(db: Db, range: DayRange): Promise<Summary> {
  const bounds = visitBounds(range, 0);
  const rows = await db.query<{ status: number; n: number; total: number }>(
    `SELECT status, count(*)::int AS n, coalesce(sum(total_price), 0)::bigint AS total
     FROM bookings WHERE true${bounds.sql} GROUP BY status`,
    bounds.params,
  );
  const of = (status: number) => rows.find((r) => r.status === status);
  const n = (status: number) => of(status)?.n ?? 0;
  return {
    count: n(BookingStatus.BOOKED),
    totalPrice: Number(of(BookingStatus.BOOKED)?.total ?? 0),
    byStatus: {
      failed: n(BookingStatus.FAILED),
      booked: n(BookingStatus.BOOKED),
      cancelled: n(BookingStatus.CANCELLED),
      pending: n(BookingStatus.PENDING),
    },
  };
}

/** The day a booked booking falls on for the graph: its visit day, or the day it was made in Asia/Tokyo. */
const DAY_OF: Record<GraphParam, { day: string; where: string }> = {
  visitDate: { day: 'date', where: 'date BETWEEN $2::date AND $3::date' },
  bookingDate: {
    day: `(created_at AT TIME ZONE $4)::date`,
    where: `created_at >= ($2::date::timestamp AT TIME ZONE $4) AND created_at < (($3::date + 1)::timestamp AT TIME ZONE $4)`,
  },
};

/** One point per day of the range (empty days included) of booked bookings and their revenue. */
export function dailySeries(db: Db, basis: GraphParam, range: ClosedRange): Promise<GraphPoint[]> {
  const { day, where } = DAY_OF[basis];
  const params: unknown[] = [BookingStatus.BOOKED, range.startDate, range.endDate];
  if (basis === 'bookingDate') params.push(BUSINESS_TIME_ZONE);
  return db.query<GraphPoint>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(a.count, 0)::int AS count, coalesce(a.total, 0)::bigint AS "totalPrice"
     FROM generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') AS d
     LEFT JOIN (
       SELECT ${day} AS day, count(*) AS count, sum(total_price) AS total
       FROM bookings WHERE status = $1 AND ${where} GROUP BY 1
     ) a ON a.day = d::date
     ORDER BY d`,
    params,
  );
}

/** One entry per calendar month touching the range (empty months included), by visit day. */
export function monthlyTotals(db: Db, range: ClosedRange): Promise<MonthPoint[]> {
  return db.query<MonthPoint>(
    `SELECT to_char(m, 'YYYY-MM') AS month, coalesce(a.count, 0)::int AS count, coalesce(a.total, 0)::bigint AS "totalPrice"
     FROM generate_series(date_trunc('month', $2::date::timestamp), date_trunc('month', $3::date::timestamp), interval '1 month') AS m
     LEFT JOIN (
       SELECT date_trunc('month', date::timestamp) AS month, count(*) AS count, sum(total_price) AS total
       FROM bookings WHERE status = $1 AND date BETWEEN $2::date AND $3::date GROUP BY 1
     ) a ON a.month = m
     ORDER BY m`,
    [BookingStatus.BOOKED, range.startDate, range.endDate],
  );
}
