import type { Resolvers } from '../__generated__/resolvers-types.js';
import { rangeFields, rangeQuery } from '../bookings/normalise.js';
import { toFigures, toGraph, toMonths, toWallet } from './normalise.js';

const GRAPH_BASIS = { VISIT_DATE: 'visitDate', BOOKING_DATE: 'bookingDate' } as const;

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: async (_, { range }, { rest }) => {
      const answer = await rest.get('/dashboard/summary', {
        shape: 'data',
        query: rangeQuery(range),
        fields: rangeFields,
      });
      return toFigures(answer.value);
    },
    dashboardGraph: async (_, { basis, range }, { rest }) => {
      const answer = await rest.get(`/dashboard/graph/${GRAPH_BASIS[basis ?? 'VISIT_DATE']}`, {
        shape: 'data',
        query: rangeQuery(range),
        fields: rangeFields,
      });
      return toGraph(answer.value);
    },
    dashboardMonths: async (_, { range }, { rest }) => {
      const answer = await rest.get('/dashboard/search/month', {
        shape: 'data',
        query: rangeQuery(range),
        fields: rangeFields,
      });
      return toMonths(answer.value);
    },
    walletBalance: async (_, __, { rest }) =>
      toWallet((await rest.get('/airports/getApiBalance', { shape: 'balance' })).value),
  },
};
