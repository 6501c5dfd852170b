import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS for the listed origins only (CORS_ORIGINS; none by default, so nothing changes): e.g.
 * Apollo Sandbox's hosted page (https://studio.apollographql.com) calling a production gateway
 * with a key in `Authorization`. No credentials: a browser's session cookie is never sent across
 * origins; tools send their key. The rate limit's headers and the request id are readable.
 */
export async function corsFor(scope: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await scope.register(fastifyCors, {
    origin: origins,
    methods: ['GET', 'POST'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'apollo-require-preflight',
      'x-apollo-operation-name',
      'idempotency-key',
      'x-request-id',
    ],
    exposedHeaders: [
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
      'retry-after',
      'x-request-id',
    ],
    credentials: false,
    maxAge: 600,
  });
}
