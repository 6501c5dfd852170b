import type {
  BookingStatusCounts,
  DashboardFigures,
  DashboardGraph,
  DashboardGraphPoint,
  MonthlyTotals,
  MonthlyTotal,
  WalletBalance,
} from '../__generated__/resolvers-types.js';
import { blankNull, date, int0, mapped, optDate, optDateTime } from '../rest/codecs.js';
import { table, wholeTable, type RestRecord } from '../rest/table.js';

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
    bookingCount: { rest: 'count', codec: int0 },
    totalPrice: { rest: 'totalPrice', codec: int0 },
    // A value that is not a record reads as an empty one: every count 0.
    byStatus: { rest: 'byStatus', codec: mapped((r, k) => statusCountsTable.of(r.raw[k] ?? {})) },
    startDate: { rest: 'startDate', codec: optDate },
    endDate: { rest: 'endDate', codec: optDate },
  },
);

/** GET /dashboard/graph/…, field by field. */
export const graphTable = table<DashboardGraph>(
  { what: 'graph', type: 'DashboardGraph' },
  {
    startDate: { rest: 'startDate', codec: date },
    endDate: { rest: 'endDate', codec: date },
    points: {
      rest: 'series',
      codec: mapped((r, k) =>
        r.recs(k).map((p): DashboardGraphPoint => ({
          date: p.date('date'),
          bookingCount: p.int('count'),
          totalPrice: p.int('totalPrice'),
        })),
      ),
    },
  },
);

/** GET /dashboard/search/month, field by field. */
export const monthsTable = table<MonthlyTotals>(
  { what: 'months', type: 'MonthlyTotals' },
  {
    startDate: { rest: 'startDate', codec: date },
    endDate: { rest: 'endDate', codec: date },
    months: {
      rest: 'months',
      codec: mapped((r, k) =>
        r.recs(k).map((m): MonthlyTotal => ({
          month: m.str('month'),
          bookingCount: m.int('count'),
          totalPrice: m.int('totalPrice'),
        })),
      ),
    },
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
