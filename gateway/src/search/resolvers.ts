import type { Resolvers } from '../__generated__/resolvers-types.js';
import { searchEverything } from './search.js';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_, { text, limit }, { sources, requestId }) =>
      searchEverything(sources, requestId, text, limit),
  },
};
