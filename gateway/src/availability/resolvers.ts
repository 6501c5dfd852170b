import { availabilityChange } from '../bookingImpact/changes.js';
import { guardStranding } from '../bookingImpact/guard.js';
import { patched } from '../graphql/patch-updates.js';
import type { AvailabilityInput } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { AvailabilityModel } from '../models.js';
import { availabilityTable } from './table.js';

export const availabilityResolvers: Resolvers = {
  Availability: {
    ...availabilityTable.resolvers,
    package: (a, _, { loaders }) => loaders.package.load(a.get('packageId')),
  },
  PackageDay: {
    package: (d, _, { loaders }) => loaders.package.load(d.packageId),
  },
  Query: {
    availabilities: (_, { query, packageId }, { sources }) =>
      sources.availability.list(query, packageId),
    availability: (_, { id }, { sources }) => sources.availability.get(id),
    packagesOnDay: (_, { date }, { sources }) => sources.availability.packagesOnDay(date),
  },
  Mutation: {
    createAvailability: (_, { input }, { sources }) => sources.availability.create(input),
    updateAvailability: async (_, args, context, info) => {
      const { input, stored } = await patched<AvailabilityInput, AvailabilityModel>(
        args,
        context,
        info,
      );
      await guardStranding(
        context,
        availabilityChange(args.id, input, stored),
        args.acceptStranded,
      );
      return context.sources.availability.update(args.id, input, args.expectedUpdatedAt);
    },
    deleteAvailability: (_, { id }, { sources }) => sources.availability.delete(id),
  },
};
