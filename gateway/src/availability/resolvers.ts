import type { Resolvers } from '../__generated__/resolvers-types.js';
import { restListQuery, toPage } from '../rest/list.js';
import { seg } from '../rest/session.js';
import {
  availabilityBody,
  availabilityFields,
  availabilitySort,
  toAvailability,
  toPackageDay,
} from './normalise.js';

export const availabilityResolvers: Resolvers = {
  Availability: {
    package: (a, _, { loaders }) => loaders.package.load(a.packageId),
  },
  PackageDay: {
    package: (d, _, { loaders }) => loaders.package.load(d.packageId),
  },
  Query: {
    availabilities: async (_, { query, packageId }, { rest }) => {
      const answer = await rest.get('/availability/list', {
        shape: 'list',
        query: { ...restListQuery(rest.requestId, query, availabilitySort), packageId },
      });
      return toPage(answer.value, toAvailability);
    },
    availability: async (_, { id }, { rest }) =>
      toAvailability((await rest.get(`/availability/get/${seg(id)}`, { shape: 'data' })).value),
    packagesOnDay: async (_, { date }, { rest }) => {
      const answer = await rest.get('/availability/package/season', {
        shape: 'data',
        query: { startDate: date },
        fields: { startDate: 'date' },
      });
      return Array.isArray(answer.value) ? answer.value.map(toPackageDay) : [];
    },
  },
  Mutation: {
    createAvailability: async (_, { input }, { rest }) => {
      const answer = await rest.post('/availability/create', {
        shape: 'data',
        body: availabilityBody(input),
        fields: availabilityFields,
      });
      return { message: answer.message, availability: toAvailability(answer.value) };
    },
    updateAvailability: async (_, { id, input, expectedUpdatedAt }, { rest }) => {
      const answer = await rest.put('/availability/update', {
        shape: 'data',
        body: {
          _id: id,
          ...availabilityBody(input),
          ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
        },
        fields: availabilityFields,
      });
      return { message: answer.message, availability: toAvailability(answer.value) };
    },
    deleteAvailability: async (_, { id }, { rest }) => {
      const answer = await rest.delete(`/availability/delete/${seg(id)}`, { shape: 'message' });
      return { id, message: answer.message };
    },
  },
};
