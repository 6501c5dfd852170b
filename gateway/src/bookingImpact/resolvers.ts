import type { Resolvers } from '../__generated__/resolvers-types.js';
import { computeImpact } from './impact.js';

export const bookingImpactResolvers: Resolvers = {
  Query: {
    bookingImpact: (_, { change, limit }, { sources, loaders, requestId, now }) =>
      computeImpact({ sources, loaders, requestId }, change, limit, now()),
  },
};
