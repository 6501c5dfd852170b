import type {
  DateRangeInput,
  DashboardGraphBasis,
  WalletBalance,
} from '../__generated__/resolvers-types.js';
import { rangeFields, rangeQuery } from '../bookings/range.js';
import { RestSource } from '../rest/source.js';
import { checkRangeLength } from './range-limit.js';
import { figuresTable, graphTable, monthsTable, walletTable } from './table.js';
import type { DashboardFiguresModel, DashboardGraphModel, MonthlyTotalsModel } from '../models.js';

const GRAPH_PATH: Record<DashboardGraphBasis, string> = {
  VISIT_DATE: '/dashboard/graph/visitDate',
  BOOKING_DATE: '/dashboard/graph/bookingDate',
};

/** The dashboard's figures: /dashboard/… and the wallet balance. */
export class DashboardSource extends RestSource {
  async summary(range: DateRangeInput | null | undefined): Promise<DashboardFiguresModel> {
    const answer = await this.rest.get('/dashboard/summary', {
      shape: 'data',
      query: rangeQuery(range),
      fields: rangeFields,
    });
    return figuresTable.of(answer.value);
  }

  async graph(
    basis: DashboardGraphBasis,
    range: DateRangeInput | null | undefined,
  ): Promise<DashboardGraphModel> {
    checkRangeLength(range, 'graph', this.requestId);
    const answer = await this.rest.get(GRAPH_PATH[basis], {
      shape: 'data',
      query: rangeQuery(range),
      fields: rangeFields,
    });
    return graphTable.of(answer.value);
  }

  async months(range: DateRangeInput | null | undefined): Promise<MonthlyTotalsModel> {
    checkRangeLength(range, 'months', this.requestId);
    const answer = await this.rest.get('/dashboard/search/month', {
      shape: 'data',
      query: rangeQuery(range),
      fields: rangeFields,
    });
    return monthsTable.of(answer.value);
  }

  async walletBalance(): Promise<WalletBalance> {
    const answer = await this.rest.get('/airports/getApiBalance', { shape: 'balance' });
    return {
      balance: Math.round(answer.value.balance),
      ...walletTable.readWhole(answer.value.data),
    };
  }
}
