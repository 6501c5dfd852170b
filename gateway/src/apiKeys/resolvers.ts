import type { Resolvers } from '../__generated__/resolvers-types.js';
import { createApiKey, listApiKeys, revokeApiKey } from './manage.js';

export const apiKeyResolvers: Resolvers = {
  Query: {
    apiKeys: (_, __, context) => listApiKeys(context),
  },
  Mutation: {
    createApiKey: (_, { input }, context) => createApiKey(context, input),
    revokeApiKey: async (_, { id }, context) => ({ apiKey: await revokeApiKey(context, id) }),
  },
};
