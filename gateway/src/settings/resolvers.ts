import type { Resolvers } from '../__generated__/resolvers-types.js';
import { settingsBody, toSiteSettings } from './normalise.js';

export const settingsResolvers: Resolvers = {
  Query: {
    siteSettings: async (_, __, { rest }) =>
      toSiteSettings((await rest.get('/setting/get', { shape: 'data' })).value),
  },
  Mutation: {
    updateSiteSettings: async (_, { input, expectedUpdatedAt }, { rest }) => {
      const answer = await rest.post('/setting/update', {
        shape: 'data',
        body: {
          ...settingsBody(input),
          ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
        },
      });
      return { message: answer.message, siteSettings: toSiteSettings(answer.value) };
    },
  },
};
