import type { Resolvers } from '../__generated__/resolvers-types.js';
import { checkPeopleFit } from './people-fit.js';

export const packageResolvers: Resolvers = {
  Package: {
    category: (p) => (p.categoryId ? { id: p.categoryId, title: p.categoryTitle ?? '' } : null),
    dogCategory: (p) =>
      p.dogCategoryId ? { id: p.dogCategoryId, title: p.dogCategoryTitle ?? '' } : null,
    seasonPrices: async (p, _, { loaders }) =>
      p.seasonPrices ?? (await loaders.packageDetail.load(p.id)).seasonPrices ?? [],
    addOns: async (p, _, { loaders }) =>
      p.addOns ?? (await loaders.packageDetail.load(p.id)).addOns ?? [],
  },
  SeasonPrice: {
    season: (s) => ({ id: s.seasonId, title: s.seasonTitle }),
  },
  Query: {
    packages: (_, { query }, { sources }) => sources.packages.list(query),
    package: (_, { id }, { loaders }) => loaders.packageDetail.load(id),
    packageOptions: (_, __, { sources }) => sources.packages.options(),
  },
  Mutation: {
    createPackage: (_, { input }, { sources, requestId }) => {
      checkPeopleFit(requestId, input);
      return sources.packages.create(input);
    },
    updatePackage: async (_, { id, input, expectedUpdatedAt }, { sources, loaders, requestId }) => {
      // Only one of the two changes: compared with the stored other one.
      const one = (input.maxPeople == null) !== (input.includedPeople == null);
      checkPeopleFit(requestId, input, one ? await loaders.packageDetail.load(id) : undefined);
      return sources.packages.update(id, input, expectedUpdatedAt);
    },
    deletePackage: (_, { id }, { sources }) => sources.packages.delete(id),
  },
};
