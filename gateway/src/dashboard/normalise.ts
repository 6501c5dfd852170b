import type {
  DashboardFigures,
  DashboardGraph,
  MonthlyTotals,
  WalletBalance,
} from '../__generated__/resolvers-types.js';
import type { BalanceValue } from '../rest/envelope.js';
import { record } from '../rest/read.js';

export function toFigures(raw: unknown): DashboardFigures {
  const r = record(raw, 'dashboard');
  const s = r.optRec('byStatus');
  return {
    bookingCount: r.optInt('count') ?? 0,
    totalPrice: r.optInt('totalPrice') ?? 0,
    byStatus: {
      failed: s?.optInt('failed') ?? 0,
      booked: s?.optInt('booked') ?? 0,
      cancelled: s?.optInt('cancelled') ?? 0,
      pending: s?.optInt('pending') ?? 0,
    },
    startDate: r.optDate('startDate'),
    endDate: r.optDate('endDate'),
  };
}

export function toGraph(raw: unknown): DashboardGraph {
  const r = record(raw, 'graph');
  return {
    startDate: r.date('startDate'),
    endDate: r.date('endDate'),
    points: r.recs('series').map((p) => ({
      date: p.date('date'),
      bookingCount: p.int('count'),
      totalPrice: p.int('totalPrice'),
    })),
  };
}

export function toMonths(raw: unknown): MonthlyTotals {
  const r = record(raw, 'months');
  return {
    startDate: r.date('startDate'),
    endDate: r.date('endDate'),
    months: r.recs('months').map((m) => ({
      month: m.str('month'),
      bookingCount: m.int('count'),
      totalPrice: m.int('totalPrice'),
    })),
  };
}

/** The wallet balance (the envelope normaliser's `balance` shape). */
export function toWallet(value: BalanceValue): WalletBalance {
  const r = record(value.data, 'wallet');
  return {
    balance: Math.round(value.balance),
    currency: r.optStr('currency') || null,
    updatedAt: r.optDateTime('updatedAt'),
  };
}
