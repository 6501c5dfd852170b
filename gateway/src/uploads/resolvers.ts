import type { Resolvers, UploadKind } from '../__generated__/resolvers-types.js';
import { record } from '../rest/read.js';
import { expiryOf, onGatewayOrigin } from './urls.js';

/** The signed-URL call of each kind (the news path is spelled `singed-url` by the contract). */
const signedUrlPath: Record<UploadKind, string> = {
  GALLERY: '/gallery/signed-url',
  NEWS: '/news/singed-url',
};

export const uploadResolvers: Resolvers = {
  Mutation: {
    createUploadUrl: async (_, { kind, fileName }, { rest }) => {
      const answer = await rest.post(signedUrlPath[kind], { shape: 'data', body: { fileName } });
      const r = record(answer.value, 'signedUrl');
      const signedUrl = r.str('signedUrl');
      return {
        uploadUrl: onGatewayOrigin(signedUrl),
        fileName: r.str('fileNameWithPrefix'),
        expiresAt: expiryOf(signedUrl),
      };
    },
  },
};
