import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginLimiter } from './auth/login-limiter.js';
import { sessionCookie, tokenOf, type SessionCookie } from './auth/token.js';
import { Loaders } from './loaders.js';
import type { RestClient } from './rest/client.js';
import { RestSession } from './rest/session.js';
import { Sources } from './sources.js';

/** What every resolver receives: one per GraphQL request. */
export interface GatewayContext {
  requestId: string;
  /** The caller's upstream token, from the bearer header or the session cookie. */
  token: string | null;
  /** REST bound to this request's token and request id; counts upstream calls. */
  rest: RestSession;
  /** The request's data sources, one per REST area: the only way resolvers reach REST. */
  sources: Sources;
  /** Per-request DataLoaders for look-ups by id. */
  loaders: Loaders;
  /** The session cookie of this response. */
  session: SessionCookie;
  /** What the request's log line reports; filled as the request runs. */
  trace: RequestTrace;
  /** The client's address (X-Forwarded-For only when TRUST_PROXY says so). */
  clientIp: string;
  /** Counts sign-in attempts per login name and address (auth/limit-login.ts). */
  loginLimiter: LoginLimiter;
}

/**
 * Mutable facts of one request, in their own object: Apollo shallow-copies the context per
 * operation, so plain context fields set by plugins would not reach the log line.
 */
export interface RequestTrace {
  operationName: string | null;
  errorCodes: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The GraphQL context of a /graphql request, for its log line. */
    gatewayContext?: GatewayContext;
  }
}

export interface ContextDeps {
  client: RestClient;
  secureCookies: boolean;
  loginLimiter: LoginLimiter;
}

export function createContext(
  deps: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): GatewayContext {
  const token = tokenOf(request);
  const requestId = request.id;
  const rest = new RestSession(deps.client, requestId, token);
  const sources = new Sources(rest);
  const context: GatewayContext = {
    requestId,
    token,
    rest,
    sources,
    loaders: new Loaders(sources, requestId),
    session: sessionCookie(reply, deps.secureCookies),
    trace: { operationName: null, errorCodes: [] },
    clientIp: request.ip,
    loginLimiter: deps.loginLimiter,
  };
  request.gatewayContext = context;
  return context;
}
