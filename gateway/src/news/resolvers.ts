import type { Resolvers } from '../__generated__/resolvers-types.js';

export const newsResolvers: Resolvers = {
  Query: {
    newsTopics: (_, { query, categoryId }, { sources }) =>
      sources.newsTopics.list(query, categoryId),
    newsTopic: (_, { id }, { sources }) => sources.newsTopics.get(id),
    newsCategories: (_, { query }, { sources }) => sources.newsCategories.list(query),
    allNewsCategories: (_, __, { sources }) => sources.newsCategories.all(),
    newsCategory: (_, { id }, { loaders }) => loaders.newsCategory.load(id),
  },
  NewsTopic: {
    category: (topic, _, { loaders }) =>
      topic.categoryId ? loaders.newsCategory.load(topic.categoryId) : null,
  },
  Mutation: {
    createNewsTopic: (_, { input }, { sources }) => sources.newsTopics.create(input),
    updateNewsTopic: (_, { id, input, expectedUpdatedAt }, { sources }) =>
      sources.newsTopics.update(id, input, expectedUpdatedAt),
    deleteNewsTopic: (_, { id }, { sources }) => sources.newsTopics.delete(id),
    createNewsCategory: (_, { input }, { sources }) => sources.newsCategories.create(input),
    updateNewsCategory: async (_, { id, input, expectedUpdatedAt }, { sources, loaders }) => {
      const saved = await sources.newsCategories.update(id, input, expectedUpdatedAt);
      loaders.newsCategory.clear(id).prime(id, saved.newsCategory);
      return saved;
    },
    deleteNewsCategory: async (_, { id }, { sources, loaders }) => {
      const deleted = await sources.newsCategories.delete(id);
      loaders.newsCategory.clear(id);
      return deleted;
    },
  },
};
