import { patched } from '../graphql/patch-updates.js';
import type { NewsTopicInput, NewsCategoryInput } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { newsCategoryTable, newsTopicTable } from './table.js';

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
    ...newsTopicTable.resolvers,
    category: (topic, _, { loaders }) => {
      const categoryId = topic.get('categoryId');
      return categoryId ? loaders.newsCategory.load(categoryId) : null;
    },
  },
  NewsCategory: newsCategoryTable.resolvers,
  Mutation: {
    createNewsTopic: (_, { input }, { sources }) => sources.newsTopics.create(input),
    updateNewsTopic: async (_, args, context, info) =>
      context.sources.newsTopics.update(
        args.id,
        (await patched<NewsTopicInput>(args, context, info)).input,
        args.expectedUpdatedAt,
      ),
    deleteNewsTopic: (_, { id }, { sources }) => sources.newsTopics.delete(id),
    createNewsCategory: (_, { input }, { sources }) => sources.newsCategories.create(input),
    updateNewsCategory: async (_, args, context, info) => {
      const { id, expectedUpdatedAt } = args;
      const { input } = await patched<NewsCategoryInput>(args, context, info);
      const saved = await context.sources.newsCategories.update(id, input, expectedUpdatedAt);
      context.loaders.newsCategory.clear(id).prime(id, saved.newsCategory);
      return saved;
    },
    deleteNewsCategory: async (_, { id }, { sources, loaders }) => {
      const deleted = await sources.newsCategories.delete(id);
      loaders.newsCategory.clear(id);
      return deleted;
    },
  },
};
