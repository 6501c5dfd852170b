import { holidayChange } from '../bookingImpact/changes.js';
import { guardStranding } from '../bookingImpact/guard.js';
import { patched } from '../graphql/patch-updates.js';
import type { HolidayInput } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { HolidayModel } from '../models.js';
import { holidayTable } from './table.js';

export const holidayResolvers: Resolvers = {
  Holiday: {
    ...holidayTable.resolvers,
    package: (h, _, { loaders }) => loaders.package.load(h.get('packageId')),
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
      const { input, stored } = await patched<HolidayInput, HolidayModel>(args, context, info);
      await guardStranding(context, holidayChange(input, stored), args.acceptStranded);
      return context.sources.holidays.update(args.id, input, args.expectedUpdatedAt);
    },
    deleteHoliday: (_, { id }, { sources }) => sources.holidays.delete(id),
  },
};
