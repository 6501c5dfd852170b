import type { Resolvers } from '../__generated__/resolvers-types.js';
import { figuresTable, graphTable, monthsTable, statusCountsTable } from './table.js';

export const dashboardResolvers: Resolvers = {
  DashboardFigures: figuresTable.resolvers,
  BookingStatusCounts: statusCountsTable.resolvers,
  DashboardGraph: graphTable.resolvers,
  MonthlyTotals: monthsTable.resolvers,
  Query: {
    dashboard: (_, { range }, { sources }) => sources.dashboard.summary(range),
    dashboardGraph: (_, { basis, range }, { sources }) =>
      sources.dashboard.graph(basis ?? 'VISIT_DATE', range),
    dashboardMonths: (_, { range }, { sources }) => sources.dashboard.months(range),
    walletBalance: (_, __, { sources }) => sources.dashboard.walletBalance(),
  },
};
