import { patched } from '../graphql/patch-updates.js';
import type { SeasonInput } from '../__generated__/resolvers-types.js';
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
    updateSeason: async (_, args, context, info) =>
      context.sources.seasons.update(
        args.id,
        (await patched<SeasonInput>(args, context, info)).input,
        args.expectedUpdatedAt,
      ),
    deleteSeason: (_, { id }, { sources }) => sources.seasons.delete(id),
  },
};
