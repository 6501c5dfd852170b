import type { Resolvers } from '../__generated__/resolvers-types.js';
import { restListQuery, toPage } from '../rest/list.js';
import { seg } from '../rest/session.js';
import {
  newsCategoryBody,
  newsCategorySort,
  newsTopicBody,
  newsTopicFields,
  newsTopicSort,
  toNewsCategory,
  toNewsTopic,
} from './normalise.js';
import { allNewsCategories } from './rest.js';

export const newsResolvers: Resolvers = {
  Query: {
    newsTopics: async (_, { query, categoryId }, { rest, requestId }) => {
      const answer = await rest.get('/news/list', {
        shape: 'list',
        query: { ...restListQuery(requestId, query, newsTopicSort), catgoryId: categoryId },
      });
      return toPage(answer.value, toNewsTopic);
    },
    newsTopic: async (_, { id }, { rest }) =>
      toNewsTopic((await rest.get(`/news/get/${seg(id)}`, { shape: 'data' })).value),
    newsCategories: async (_, { query }, { rest, requestId }) => {
      const answer = await rest.get('/news/category/list', {
        shape: 'list',
        query: restListQuery(requestId, query, newsCategorySort),
      });
      return toPage(answer.value, toNewsCategory);
    },
    allNewsCategories: (_, __, { rest }) => allNewsCategories(rest),
    newsCategory: (_, { id }, { loaders }) => loaders.newsCategory.load(id),
  },
  NewsTopic: {
    category: (topic, _, { loaders }) =>
      topic.categoryId ? loaders.newsCategory.load(topic.categoryId) : null,
  },
  Mutation: {
    createNewsTopic: async (_, { input }, { rest }) => {
      const answer = await rest.post('/news/create', {
        shape: 'data',
        body: newsTopicBody(input),
        fields: newsTopicFields,
      });
      return { message: answer.message, newsTopic: toNewsTopic(answer.value) };
    },
    updateNewsTopic: async (_, { id, input, expectedUpdatedAt }, { rest }) => {
      const answer = await rest.post(`/news/update/${seg(id)}`, {
        shape: 'data',
        body: {
          ...newsTopicBody(input),
          ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
        },
        fields: newsTopicFields,
      });
      return { message: answer.message, newsTopic: toNewsTopic(answer.value) };
    },
    deleteNewsTopic: async (_, { id }, { rest }) => {
      const answer = await rest.delete(`/news/delete/${seg(id)}`, { shape: 'message' });
      return { id, message: answer.message };
    },
    createNewsCategory: async (_, { input }, { rest }) => {
      const answer = await rest.post('/news/category/create', {
        shape: 'data',
        body: newsCategoryBody(input),
      });
      return { message: answer.message, newsCategory: toNewsCategory(answer.value) };
    },
    updateNewsCategory: async (_, { id, input, expectedUpdatedAt }, { rest, loaders }) => {
      const answer = await rest.post(`/news/category/update/${seg(id)}`, {
        shape: 'data',
        body: {
          ...newsCategoryBody(input),
          ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
        },
      });
      const newsCategory = toNewsCategory(answer.value);
      loaders.newsCategory.clear(id).prime(id, newsCategory);
      return { message: answer.message, newsCategory };
    },
    deleteNewsCategory: async (_, { id }, { rest, loaders }) => {
      const answer = await rest.delete(`/news/category/delete/${seg(id)}`, { shape: 'message' });
      loaders.newsCategory.clear(id);
      return { id, message: answer.message };
    },
  },
};
