import { patched } from '../graphql/patch-updates.js';
import type { SiteSettingsInput } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { settingsTable } from './table.js';

export const settingsResolvers: Resolvers = {
  SiteSettings: settingsTable.resolvers,
  Query: {
    siteSettings: (_, __, { sources }) => sources.settings.get(),
  },
  Mutation: {
    updateSiteSettings: async (_, args, context, info) =>
      context.sources.settings.update(
        (await patched<SiteSettingsInput>(args, context, info)).input,
        args.expectedUpdatedAt,
      ),
  },
};
