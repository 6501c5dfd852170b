import type { Resolvers } from '../__generated__/resolvers-types.js';
import { expiryOf, onGatewayOrigin } from './urls.js';

export const uploadResolvers: Resolvers = {
  Mutation: {
    createUploadUrl: async (_, { kind, fileName }, { sources }) => {
      const { signedUrl, fileName: stored } = await sources.uploads.signedUrl(kind, fileName);
      return {
        uploadUrl: onGatewayOrigin(signedUrl),
        fileName: stored,
        expiresAt: expiryOf(signedUrl),
      };
    },
  },
};
