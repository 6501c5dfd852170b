import type { Resolvers } from '../__generated__/resolvers-types.js';
import { lazyFields } from '../common/lazy.js';

export const seasonResolvers: Resolvers = {
  Season: lazyFields('season', [
    'status',
    'startDate',
    'endDate',
    'timeSlots',
    'createdAt',
    'updatedAt',
  ]),
  Query: {
    seasons: (_, { query }, { sources }) => sources.seasons.list(query),
    season: (_, { id }, { loaders }) => loaders.season.load(id),
  },
  Mutation: {
    createSeason: (_, { input }, { sources }) => sources.seasons.create(input),
    updateSeason: (_, { id, input, expectedUpdatedAt }, { sources }) =>
      sources.seasons.update(id, input, expectedUpdatedAt),
    deleteSeason: (_, { id }, { sources }) => sources.seasons.delete(id),
  },
};
