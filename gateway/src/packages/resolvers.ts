import { dependentCounts } from '../restore/dependents.js';
import { packageChange } from '../bookingImpact/changes.js';
import { guardStranding } from '../bookingImpact/guard.js';
import { patched } from '../graphql/patch-updates.js';
import type { PackageInput } from '../__generated__/resolvers-types.js';
import { checkImageRefs } from './image-refs.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { PackageModel } from '../models.js';
import { checkPeopleFit } from './people-fit.js';
import { packageOptionTable, packageTable } from './table.js';

/** A package's children as read: a list row has none, so they come from the package's get. */
const full = async (
  p: PackageModel,
  loaders: { packageDetail: { load(id: string): Promise<PackageModel> } },
) => (p.get('seasonPrices') && p.get('addOns') ? p : loaders.packageDetail.load(p.get('id')));

export const packageResolvers: Resolvers = {
  Package: {
    ...packageTable.resolvers,
    category: (p) => {
      const id = p.get('categoryId');
      return id ? { id, title: p.getOr('categoryTitle', null) ?? '' } : null;
    },
    dogCategory: (p) => {
      const id = p.get('dogCategoryId');
      return id ? { id, title: p.getOr('dogCategoryTitle', null) ?? '' } : null;
    },
    seasonPrices: async (p, _, { loaders }) =>
      p.get('seasonPrices') ?? (await full(p, loaders)).get('seasonPrices') ?? [],
    addOns: async (p, _, { loaders }) =>
      p.get('addOns') ?? (await full(p, loaders)).get('addOns') ?? [],
    dependents: async (p, _, context) => {
      const whole = await full(p, context.loaders);
      return {
        ...(await dependentCounts(p.get('id'), context)),
        seasonPrices: whole.get('seasonPrices')?.length ?? 0,
        addOns: whole.get('addOns')?.length ?? 0,
      };
    },
  },
  PackageOption: packageOptionTable.resolvers,
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
      const { input, stored } = await patched<PackageInput, PackageModel>(args, context, info);
      // The whole package after the patch: a maximum changed alone meets the stored included.
      checkPeopleFit(context.requestId, input);
      await guardStranding(context, packageChange(args.id, input, stored), args.acceptStranded);
      return context.sources.packages.update(args.id, input, args.expectedUpdatedAt);
    },
    deletePackage: (_, { id }, { sources }) => sources.packages.delete(id),
  },
};
