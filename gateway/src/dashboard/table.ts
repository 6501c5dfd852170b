import type {
  BookingStatusCounts,
  DashboardFigures,
  DashboardGraph,
  DashboardGraphPoint,
  MonthlyTotals,
  MonthlyTotal,
  WalletBalance,
} from '../__generated__/resolvers-types.js';
import { childRecords } from '../rest/child-records.js';
import { blankNull, date, int, int0, mapped, optDate, optDateTime, str } from '../rest/codecs.js';
import { table, wholeTable, type Codec, type RestRecord } from '../rest/table.js';

/** A booking count and its revenue, as each dashboard answer names them. */
const bookingTotals = (codec: Codec<number>) => ({
  bookingCount: { rest: 'count', codec },
  totalPrice: { rest: 'totalPrice', codec },
});

/** The booking counts by status: absent counts read 0. */
export const statusCountsTable = table<BookingStatusCounts>(
  { what: 'dashboard.byStatus', type: 'BookingStatusCounts' },
  {
    failed: { rest: 'failed', codec: int0 },
    booked: { rest: 'booked', codec: int0 },
    cancelled: { rest: 'cancelled', codec: int0 },
    pending: { rest: 'pending', codec: int0 },
  },
);

/** The dashboard's figures as read: `byStatus` is a record of its own table. */
export type FiguresRow = Omit<DashboardFigures, 'byStatus'> & {
  byStatus: RestRecord<BookingStatusCounts>;
};

/** GET /dashboard/summary, field by field. */
export const figuresTable = table<FiguresRow>(
  { what: 'dashboard', type: 'DashboardFigures' },
  {
    ...bookingTotals(int0),
    // A value that is not a record reads as an empty one: every count 0.
    byStatus: { rest: 'byStatus', codec: mapped((r, k) => statusCountsTable.of(r.raw[k] ?? {})) },
    startDate: { rest: 'startDate', codec: optDate },
    endDate: { rest: 'endDate', codec: optDate },
  },
);

/** A day of the dashboard graph: an element of its `series`, read whole. */
export const graphPointTable = wholeTable<DashboardGraphPoint>(
  { what: 'graph.series', type: 'DashboardGraphPoint' },
  { date: { rest: 'date', codec: date }, ...bookingTotals(int) },
);

/** GET /dashboard/graph/…, field by field. */
export const graphTable = table<DashboardGraph>(
  { what: 'graph', type: 'DashboardGraph' },
  {
    startDate: { rest: 'startDate', codec: date },
    endDate: { rest: 'endDate', codec: date },
    points: { rest: 'series', codec: childRecords(graphPointTable) },
  },
);

/** A month's totals: an element of GET /dashboard/search/month's `months`, read whole. */
export const monthlyTotalTable = wholeTable<MonthlyTotal>(
  { what: 'months.months', type: 'MonthlyTotal' },
  { month: { rest: 'month', codec: str }, ...bookingTotals(int) },
);

/** GET /dashboard/search/month, field by field. */
export const monthsTable = table<MonthlyTotals>(
  { what: 'months', type: 'MonthlyTotals' },
  {
    startDate: { rest: 'startDate', codec: date },
    endDate: { rest: 'endDate', codec: date },
    months: { rest: 'months', codec: childRecords(monthlyTotalTable) },
  },
);

/**
 * GET /airports/getApiBalance's record, read whole; its `balance` is the envelope's (the balance
 * shape, rest/envelope.ts, reads `Balance` to know the answer is one).
 */
export const walletTable = wholeTable<WalletBalance, object, 'balance'>(
  { what: 'wallet', type: 'WalletBalance', answered: ['balance'] },
  {
    currency: { rest: 'currency', codec: blankNull },
    updatedAt: { rest: 'updatedAt', codec: optDateTime },
  },
);
