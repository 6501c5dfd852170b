import { patched } from '../graphql/patch-updates.js';
import type { HolidayInput } from '../__generated__/resolvers-types.js';
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
    updateHoliday: async (_, args, context, info) =>
      context.sources.holidays.update(
        args.id,
        (await patched<HolidayInput>(args, context, info)).input,
        args.expectedUpdatedAt,
      ),
    deleteHoliday: (_, { id }, { sources }) => sources.holidays.delete(id),
  },
};
