import { dependentCounts } from '../restore/dependents.js';
import { packageChange } from '../bookingImpact/changes.js';
import { guardStranding } from '../bookingImpact/guard.js';
import { patched } from '../graphql/patch-updates.js';
import type { PackageInput } from '../__generated__/resolvers-types.js';
import { checkImageRefs } from './image-refs.js';
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
    dependents: async (p, _, context) => {
      const full = p.seasonPrices && p.addOns ? p : await context.loaders.packageDetail.load(p.id);
      return {
        ...(await dependentCounts(p.id, context)),
        seasonPrices: full.seasonPrices?.length ?? 0,
        addOns: full.addOns?.length ?? 0,
      };
    },
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
      checkImageRefs(requestId, input);
      checkPeopleFit(requestId, input);
      return sources.packages.create(input);
    },
    updatePackage: async (_, args, context, info) => {
      checkImageRefs(context.requestId, args.input);
      const { input, stored } = await patched<PackageInput>(args, context, info);
      // The whole package after the patch: a maximum changed alone meets the stored included.
      checkPeopleFit(context.requestId, input);
      await guardStranding(context, packageChange(args.id, input, stored), args.acceptStranded);
      return context.sources.packages.update(args.id, input, args.expectedUpdatedAt);
    },
    deletePackage: (_, { id }, { sources }) => sources.packages.delete(id),
  },
};
