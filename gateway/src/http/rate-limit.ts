import fastifyRateLimit, { type errorResponseBuilderContext } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config.js';
import type { CallerIdentity } from '../auth/caller-identity.js';
import { ErrorCode } from '../rest/errors.js';

export interface RateLimitOptions {
  limits: GatewayConfig['rateLimits'];
  /** Who the request counts as (auth/caller-identity.ts). */
  identify(request: FastifyRequest): Promise<CallerIdentity>;
  /** Counters replicas share (REDIS_URL); null: counted in this process. */
  redis: Redis | null;
}

/** The refusal past the limit: a GraphQL error (http/request-errors.ts) with 429 and retryAfter. */
export interface RateLimited extends Error {
  statusCode: number;
  code: typeof ErrorCode.TOO_MANY_REQUESTS;
  retryAfter: number;
}

function refusal(context: errorResponseBuilderContext, windowSeconds: number): RateLimited {
  const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
  return Object.assign(
    new Error(
      `Too many requests: at most ${context.max} per caller in ${windowSeconds} s; try again in ${retryAfter} s.`,
    ),
    { statusCode: 429, code: ErrorCode.TOO_MANY_REQUESTS, retryAfter },
  );
}

/**
 * Requests per caller (@fastify/rate-limit, fixed windows, Redis with REDIS_URL): the signed-in
 * limit per session, bearer token or key, the anonymous one per client address. Every answer
 * carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (the IETF draft's
 * names); past the limit the request is refused before its body is read, with 429,
 * `Retry-After` and TOO_MANY_REQUESTS. Counted in the route's scope (GraphQL and the SDL).
 */
export async function rateLimit(scope: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const { perCaller, perAnonymousAddress, windowSeconds } = options.limits;
  const known = new WeakMap<FastifyRequest, CallerIdentity>();
  const identity = async (request: FastifyRequest) => {
    let found = known.get(request);
    if (!found) known.set(request, (found = await options.identify(request)));
    return found;
  };
  const maxOf = async (request: FastifyRequest) =>
    (await identity(request)).signedIn ? perCaller : perAnonymousAddress;
  await scope.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: windowSeconds * 1000,
    keyGenerator: async (request) => (await identity(request)).key,
    max: (request) => maxOf(request),
    allowList: async (request) => (await maxOf(request)) === 0,
    enableDraftSpec: true,
    // A store that fails (Redis down) lets requests through rather than refusing every caller.
    skipOnError: true,
    nameSpace: 'gateway-rate:',
    ...(options.redis ? { redis: options.redis } : {}),
    errorResponseBuilder: (_request, context) => refusal(context, windowSeconds),
  });
}
