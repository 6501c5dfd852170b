import type {
  BookingStatusCounts,
  DashboardFigures,
  DashboardGraph,
  MonthlyTotals,
  WalletBalance,
} from '../__generated__/resolvers-types.js';
import type { BalanceValue } from '../rest/envelope.js';
import { modelOf } from '../rest/model.js';
import { record } from '../rest/read.js';

/** The booking counts by status: absent counts read 0. */
const toStatusCounts = modelOf<BookingStatusCounts>('dashboard.byStatus', {
  failed: (r) => r.optInt('failed') ?? 0,
  booked: (r) => r.optInt('booked') ?? 0,
  cancelled: (r) => r.optInt('cancelled') ?? 0,
  pending: (r) => r.optInt('pending') ?? 0,
});

/** GET /dashboard/summary → DashboardFigures, read field by field (a lazy model). */
export const toFigures = modelOf<DashboardFigures>('dashboard', {
  bookingCount: (r) => r.optInt('count') ?? 0,
  totalPrice: (r) => r.optInt('totalPrice') ?? 0,
  byStatus: (r) => toStatusCounts(r.raw.byStatus ?? {}),
  startDate: (r) => r.optDate('startDate'),
  endDate: (r) => r.optDate('endDate'),
});

/** GET /dashboard/graph/… → DashboardGraph, read field by field. */
export const toGraph = modelOf<DashboardGraph>('graph', {
  startDate: (r) => r.date('startDate'),
  endDate: (r) => r.date('endDate'),
  points: (r) =>
    r.recs('series').map((p) => ({
      date: p.date('date'),
      bookingCount: p.int('count'),
      totalPrice: p.int('totalPrice'),
    })),
});

/** GET /dashboard/search/month → MonthlyTotals, read field by field. */
export const toMonths = modelOf<MonthlyTotals>('months', {
  startDate: (r) => r.date('startDate'),
  endDate: (r) => r.date('endDate'),
  months: (r) =>
    r.recs('months').map((m) => ({
      month: m.str('month'),
      bookingCount: m.int('count'),
      totalPrice: m.int('totalPrice'),
    })),
});

/** The wallet balance (the envelope normaliser's `balance` shape). */
export function toWallet(value: BalanceValue): WalletBalance {
  const r = record(value.data, 'wallet');
  return {
    balance: Math.round(value.balance),
    currency: r.optStr('currency') || null,
    updatedAt: r.optDateTime('updatedAt'),
  };
}
