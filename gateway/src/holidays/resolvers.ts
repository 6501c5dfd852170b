import type { Resolvers } from '../__generated__/resolvers-types.js';

export const holidayResolvers: Resolvers = {
  Holiday: {
    package: (h, _, { loaders }) => loaders.package.load(h.packageId),
  },
  Query: {
    holidays: (_, { query }, { sources }) => sources.holidays.list(query),
    holiday: (_, { id }, { sources }) => sources.holidays.get(id),
  },
  Mutation: {
    createHoliday: (_, { input }, { sources }) => sources.holidays.create(input),
    updateHoliday: (_, { id, input, expectedUpdatedAt }, { sources }) =>
      sources.holidays.update(id, input, expectedUpdatedAt),
    deleteHoliday: (_, { id }, { sources }) => sources.holidays.delete(id),
  },
};
