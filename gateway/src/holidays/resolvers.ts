import type { Resolvers } from '../__generated__/resolvers-types.js';
import { restListQuery, toPage } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { holidayBody, holidayFields, holidaySort, toHoliday } from './normalise.js';

export const holidayResolvers: Resolvers = {
  Holiday: {
    package: (h, _, { loaders }) => loaders.package.load(h.packageId),
  },
  Query: {
    holidays: async (_, { query }, { rest }) => {
      const answer = await rest.get('/holiday/list', {
        shape: 'list',
        query: restListQuery(rest.requestId, query, holidaySort),
      });
      return toPage(answer.value, toHoliday);
    },
    holiday: async (_, { id }, { rest }) =>
      toHoliday((await rest.get(`/holiday/get/${seg(id)}`, { shape: 'data' })).value),
  },
  Mutation: {
    createHoliday: async (_, { input }, { rest }) => {
      const answer = await rest.post('/holiday/create', {
        shape: 'data',
        body: holidayBody(input),
        fields: holidayFields,
      });
      return { message: answer.message, holiday: toHoliday(answer.value) };
    },
    updateHoliday: async (_, { id, input, expectedUpdatedAt }, { rest }) => {
      const answer = await rest.put('/holiday/update', {
        shape: 'data',
        body: {
          _id: id,
          ...holidayBody(input),
          ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
        },
        fields: holidayFields,
      });
      return { message: answer.message, holiday: toHoliday(answer.value) };
    },
    deleteHoliday: async (_, { id }, { rest }) => {
      const answer = await rest.delete(`/holiday/delete/${seg(id)}`, { shape: 'message' });
      return { id, message: answer.message };
    },
  },
};
