import { patched } from '../graphql/patch-updates.js';
import type { CategoryInput } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { recordOrRefFields } from '../common/lazy.js';
import { dogCategoryTable, packageCategoryTable } from './table.js';

export const categoryResolvers: Resolvers = {
  DogCategory: recordOrRefFields(dogCategoryTable, (context, id) =>
    context.loaders.dogCategory.load(id),
  ),
  PackageCategory: recordOrRefFields(packageCategoryTable, (context, id) =>
    context.loaders.packageCategory.load(id),
  ),
  Query: {
    dogCategories: (_, { query }, { sources }) => sources.dogCategories.list(query),
    dogCategory: (_, { id }, { loaders }) => loaders.dogCategory.load(id),
    packageCategories: (_, { query }, { sources }) => sources.packageCategories.list(query),
    packageCategory: (_, { id }, { loaders }) => loaders.packageCategory.load(id),
  },
  Mutation: {
    createDogCategory: async (_, { input }, { sources }) => {
      const { message, category } = await sources.dogCategories.create(input);
      return { message, dogCategory: category };
    },
    updateDogCategory: async (_, args, context, info) => {
      const { input } = await patched<CategoryInput>(args, context, info);
      const { message, category } = await context.sources.dogCategories.update(
        args.id,
        input,
        args.expectedUpdatedAt,
      );
      return { message, dogCategory: category };
    },
    deleteDogCategory: (_, { id }, { sources }) => sources.dogCategories.delete(id),
    createPackageCategory: async (_, { input }, { sources }) => {
      const { message, category } = await sources.packageCategories.create(input);
      return { message, packageCategory: category };
    },
    updatePackageCategory: async (_, args, context, info) => {
      const { input } = await patched<CategoryInput>(args, context, info);
      const { message, category } = await context.sources.packageCategories.update(
        args.id,
        input,
        args.expectedUpdatedAt,
      );
      return { message, packageCategory: category };
    },
    deletePackageCategory: (_, { id }, { sources }) => sources.packageCategories.delete(id),
  },
};
