import type { Resolvers } from '../__generated__/resolvers-types.js';
import { arrivalTable } from '../bookings/table.js';
import { loadDayBoard } from './load.js';

export const dayBoardResolvers: Resolvers = {
  DayBoardArrival: arrivalTable.resolvers,
  DayBoardPackage: {
    package: (p, _, { loaders }) => loaders.package.load(p.packageId),
  },
  Query: {
    dayBoard: (_, { date }, { sources }) => loadDayBoard(sources, date),
  },
};
