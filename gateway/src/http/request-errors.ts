import type { FastifyError } from 'fastify';
import { ErrorCode } from '../rest/errors.js';

/** A refusal of the whole request before GraphQL runs, as clients read it. */
export interface RequestErrorBody {
  errors: [
    {
      message: string;
      extensions: { code: string; requestId: string; retryAfter?: number };
    },
  ];
}

/**
 * The GraphQL error shape of a refusal made at the HTTP level: 429 (the rate limit) is
 * TOO_MANY_REQUESTS with `retryAfter` in seconds; every other 4xx (body too large, malformed or
 * too deep JSON, unsupported content type) is BAD_REQUEST. Both carry the request id.
 */
export function requestErrorBody(
  error: FastifyError & { retryAfter?: unknown },
  requestId: string,
): RequestErrorBody {
  if (error.statusCode === 429 && typeof error.retryAfter === 'number') {
    return {
      errors: [
        {
          message: error.message,
          extensions: {
            code: ErrorCode.TOO_MANY_REQUESTS,
            requestId,
            retryAfter: error.retryAfter,
          },
        },
      ],
    };
  }
  return { errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST', requestId } }] };
}
