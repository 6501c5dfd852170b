import type { Resolvers } from '../__generated__/resolvers-types.js';

export const settingsResolvers: Resolvers = {
  Query: {
    siteSettings: (_, __, { sources }) => sources.settings.get(),
  },
  Mutation: {
    updateSiteSettings: (_, { input, expectedUpdatedAt }, { sources }) =>
      sources.settings.update(input, expectedUpdatedAt),
  },
};
