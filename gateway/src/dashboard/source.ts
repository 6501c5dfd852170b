import type {
  DashboardFigures,
  DashboardGraph,
  DateRangeInput,
  DashboardGraphBasis,
  MonthlyTotals,
  WalletBalance,
} from '../__generated__/resolvers-types.js';
import { rangeFields, rangeQuery } from '../bookings/normalise.js';
import { RestSource } from '../rest/source.js';
import { toFigures, toGraph, toMonths, toWallet } from './normalise.js';
import { checkRangeLength } from './range-limit.js';

const GRAPH_PATH: Record<DashboardGraphBasis, string> = {
  VISIT_DATE: '/dashboard/graph/visitDate',
  BOOKING_DATE: '/dashboard/graph/bookingDate',
};

/** The dashboard's figures: /dashboard/… and the wallet balance. */
export class DashboardSource extends RestSource {
  async summary(range: DateRangeInput | null | undefined): Promise<DashboardFigures> {
    const answer = await this.rest.get('/dashboard/summary', {
      shape: 'data',
      query: rangeQuery(range),
      fields: rangeFields,
    });
    return toFigures(answer.value);
  }

  async graph(
    basis: DashboardGraphBasis,
    range: DateRangeInput | null | undefined,
  ): Promise<DashboardGraph> {
    checkRangeLength(range, 'graph', this.requestId);
    const answer = await this.rest.get(GRAPH_PATH[basis], {
      shape: 'data',
      query: rangeQuery(range),
      fields: rangeFields,
    });
    return toGraph(answer.value);
  }

  async months(range: DateRangeInput | null | undefined): Promise<MonthlyTotals> {
    checkRangeLength(range, 'months', this.requestId);
    const answer = await this.rest.get('/dashboard/search/month', {
      shape: 'data',
      query: rangeQuery(range),
      fields: rangeFields,
    });
    return toMonths(answer.value);
  }

  async walletBalance(): Promise<WalletBalance> {
    return toWallet((await this.rest.get('/airports/getApiBalance', { shape: 'balance' })).value);
  }
}
