import { holidayChange } from '../bookingImpact/changes.js';
import { guardStranding } from '../bookingImpact/guard.js';
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
    createHoliday: async (_, { input, acceptStranded }, context) => {
      await guardStranding(context, holidayChange(input), acceptStranded);
      return context.sources.holidays.create(input);
    },
    updateHoliday: async (_, args, context, info) => {
      const { input, stored } = await patched<HolidayInput>(args, context, info);
      await guardStranding(context, holidayChange(input, stored), args.acceptStranded);
      return context.sources.holidays.update(args.id, input, args.expectedUpdatedAt);
    },
    deleteHoliday: (_, { id }, { sources }) => sources.holidays.delete(id),
  },
};
