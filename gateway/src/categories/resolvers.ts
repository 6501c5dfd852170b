import type { Resolvers } from '../__generated__/resolvers-types.js';
import { lazyFields } from '../common/lazy.js';
import { categoryRest } from './rest.js';

const LAZY = ['status', 'createdAt', 'updatedAt'] as const;

export const categoryResolvers: Resolvers = {
  DogCategory: lazyFields('dogCategory', LAZY),
  PackageCategory: lazyFields('packageCategory', LAZY),
  Query: {
    dogCategories: (_, { query }, { rest }) => categoryRest(rest, '/room').list(query),
    dogCategory: (_, { id }, { loaders }) => loaders.dogCategory.load(id),
    packageCategories: (_, { query }, { rest }) =>
      categoryRest(rest, '/package-category').list(query),
    packageCategory: (_, { id }, { loaders }) => loaders.packageCategory.load(id),
  },
  Mutation: {
    createDogCategory: async (_, { input }, { rest }) => {
      const { message, category } = await categoryRest(rest, '/room').create(input);
      return { message, dogCategory: category };
    },
    updateDogCategory: async (_, { id, input, expectedUpdatedAt }, { rest }) => {
      const { message, category } = await categoryRest(rest, '/room').update(
        id,
        input,
        expectedUpdatedAt,
      );
      return { message, dogCategory: category };
    },
    deleteDogCategory: (_, { id }, { rest }) => categoryRest(rest, '/room').remove(id),
    createPackageCategory: async (_, { input }, { rest }) => {
      const { message, category } = await categoryRest(rest, '/package-category').create(input);
      return { message, packageCategory: category };
    },
    updatePackageCategory: async (_, { id, input, expectedUpdatedAt }, { rest }) => {
      const { message, category } = await categoryRest(rest, '/package-category').update(
        id,
        input,
        expectedUpdatedAt,
      );
      return { message, packageCategory: category };
    },
    deletePackageCategory: (_, { id }, { rest }) =>
      categoryRest(rest, '/package-category').remove(id),
  },
};
