import type { Resolvers } from '../__generated__/resolvers-types.js';
import { lazyFields } from '../common/lazy.js';

const LAZY = ['status', 'createdAt', 'updatedAt'] as const;

export const categoryResolvers: Resolvers = {
  DogCategory: lazyFields('dogCategory', LAZY),
  PackageCategory: lazyFields('packageCategory', LAZY),
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
    updateDogCategory: async (_, { id, input, expectedUpdatedAt }, { sources }) => {
      const { message, category } = await sources.dogCategories.update(
        id,
        input,
        expectedUpdatedAt,
      );
      return { message, dogCategory: category };
    },
    deleteDogCategory: (_, { id }, { sources }) => sources.dogCategories.delete(id),
    createPackageCategory: async (_, { input }, { sources }) => {
      const { message, category } = await sources.packageCategories.create(input);
      return { message, packageCategory: category };
    },
    updatePackageCategory: async (_, { id, input, expectedUpdatedAt }, { sources }) => {
      const { message, category } = await sources.packageCategories.update(
        id,
        input,
        expectedUpdatedAt,
      );
      return { message, packageCategory: category };
    },
    deletePackageCategory: (_, { id }, { sources }) => sources.packageCategories.delete(id),
  },
};
