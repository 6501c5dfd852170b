import type { Resolvers } from '../__generated__/resolvers-types.js';
import { lazyFields } from '../common/lazy.js';
import { restListQuery, toPage } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { seasonBody, seasonFields, seasonSort, toSeason } from './normalise.js';

export const seasonResolvers: Resolvers = {
  Season: lazyFields('season', [
    'status',
    'startDate',
    'endDate',
    'timeSlots',
    'createdAt',
    'updatedAt',
  ]),
  Query: {
    seasons: async (_, { query }, { rest, requestId }) => {
      const answer = await rest.get('/season/list', {
        shape: 'list',
        query: restListQuery(requestId, query, seasonSort),
      });
      return toPage(answer.value, toSeason);
    },
    season: (_, { id }, { loaders }) => loaders.season.load(id),
  },
  Mutation: {
    createSeason: async (_, { input }, { rest }) => {
      const answer = await rest.post('/season/add', {
        shape: 'data',
        body: seasonBody(input),
        fields: seasonFields,
      });
      return { message: answer.message, season: toSeason(answer.value) };
    },
    updateSeason: async (_, { id, input, expectedUpdatedAt }, { rest }) => {
      const answer = await rest.put('/season/update', {
        shape: 'data',
        body: {
          _id: id,
          ...seasonBody(input),
          ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
        },
        fields: seasonFields,
      });
      return { message: answer.message, season: toSeason(answer.value) };
    },
    deleteSeason: async (_, { id }, { rest }) => {
      const answer = await rest.delete(`/season/delete/${seg(id)}`, { shape: 'message' });
      return { id, message: answer.message };
    },
  },
};
