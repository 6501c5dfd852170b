import { seasonChange } from '../bookingImpact/changes.js';
import { guardStranding } from '../bookingImpact/guard.js';
import { patched } from '../graphql/patch-updates.js';
import type { SeasonInput } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { recordOrRefFields } from '../common/lazy.js';
import type { SeasonRecord } from '../models.js';
import { seasonTable } from './table.js';

export const seasonResolvers: Resolvers = {
  Season: recordOrRefFields(seasonTable, (context, id) => context.loaders.season.load(id)),
  Query: {
    seasons: (_, { query }, { sources }) => sources.seasons.list(query),
    season: (_, { id }, { loaders }) => loaders.season.load(id),
  },
  Mutation: {
    createSeason: async (_, { input, acceptStranded }, context) => {
      await guardStranding(context, seasonChange(null, input), acceptStranded);
      return context.sources.seasons.create(input);
    },
    updateSeason: async (_, args, context, info) => {
      const { input, stored } = await patched<SeasonInput, SeasonRecord>(args, context, info);
      await guardStranding(context, seasonChange(args.id, input, stored), args.acceptStranded);
      return context.sources.seasons.update(args.id, input, args.expectedUpdatedAt);
    },
    deleteSeason: (_, { id }, { sources }) => sources.seasons.delete(id),
  },
};
