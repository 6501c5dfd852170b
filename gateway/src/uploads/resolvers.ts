import type { Resolvers, UploadKind } from '../__generated__/resolvers-types.js';
import { ErrorCode, GatewayError, gatewayError } from '../rest/errors.js';
import { record } from '../rest/read.js';
import { expiryOf, onGatewayOrigin } from './urls.js';

/** The signed-URL call of each kind (the news path is spelled `singed-url` by the contract). */
const signedUrlPath: Record<UploadKind, string> = {
  GALLERY: '/gallery/signed-url',
  NEWS: '/news/singed-url',
};

/**
 * The api answers a stored name with HTTP 409 and code 5300, which the envelope normaliser reads as
 * CONFLICT (it treats every 409 as a concurrent edit). A taken file name is a domain refusal, not a
 * stale write: report it as DOMAIN_ERROR with its code. Drop once the normaliser keeps CONFLICT for
 * 5002.
 */
function takenNameAsDomainError(error: unknown, requestId: string): unknown {
  if (!(error instanceof GatewayError) || error.extensions.code !== ErrorCode.CONFLICT)
    return error;
  const upstreamCode = error.extensions.upstreamCode;
  if (upstreamCode === 5002) return error;
  return gatewayError(ErrorCode.DOMAIN_ERROR, requestId, error.message, { upstreamCode });
}

export const uploadResolvers: Resolvers = {
  Mutation: {
    createUploadUrl: async (_, { kind, fileName }, { rest, requestId }) => {
      const answer = await rest
        .post(signedUrlPath[kind], { shape: 'data', body: { fileName } })
        .catch((error: unknown) => {
          throw takenNameAsDomainError(error, requestId);
        });
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
