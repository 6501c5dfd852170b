import type { Resolvers } from '../__generated__/resolvers-types.js';
import { restoreDeleted } from './restore.js';

export const restoreResolvers: Resolvers = {
  Mutation: {
    restoreDeleted: (_, { restoreId }, context, info) => restoreDeleted(restoreId, context, info),
  },
};
