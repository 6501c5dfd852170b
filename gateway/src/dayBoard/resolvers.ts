import type { Resolvers } from '../__generated__/resolvers-types.js';
import { loadDayBoard } from './load.js';

export const dayBoardResolvers: Resolvers = {
  DayBoardPackage: {
    package: (p, _, { loaders }) => loaders.package.load(p.packageId),
  },
  Query: {
    dayBoard: (_, { date }, { sources }) => loadDayBoard(sources, date),
  },
};
