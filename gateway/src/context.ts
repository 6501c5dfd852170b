import type { Db } from '@dogstay/db';
import type { ApiKeys, KeyIdentity } from './apiKeys/keys.js';
import { looksLikeKey } from './apiKeys/secret.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Caller } from './auth/caller.js';
import type { LoginLimiter } from './auth/login-limiter.js';
import type { SecurityState } from './auth/security-state.js';
import { sessionControl, type SessionControl } from './auth/session-control.js';
import type { SessionLifetimes, SessionRecord } from './auth/sessions/session-store.js';
import { bearerOf, sessionCookie, sessionIdOf } from './auth/token.js';
import type { LeftOutAt } from './graphql/left-out-records.js';
import { Loaders } from './loaders.js';
import type { RestClient } from './rest/client.js';
import type { GatewayError } from './rest/errors.js';
import { RestSession } from './rest/session.js';
import { Sources } from './sources.js';

/** What every resolver receives: one per GraphQL request. */
export interface GatewayContext {
  requestId: string;
  /**
   * The caller's upstream token: the bearer header, else the one the session cookie maps to; null
   * for an API key (its service account's token is fetched on the first REST call).
   */
  token: string | null;
  /** REST bound to this request's token and request id; counts upstream calls. */
  rest: RestSession;
  /** The request's data sources, one per REST area: the only way resolvers reach REST. */
  sources: Sources;
  /** Per-request DataLoaders for look-ups by id. */
  loaders: Loaders;
  /** The browser session of this request: sign in, sign out, end a user's sessions. */
  session: SessionControl;
  /**
   * The caller's account id and role as the REST server has them now, at most 5 s old
   * (auth/caller.ts, auth/require-admin.ts); UNAUTHENTICATED without a live token.
   */
  caller(): Promise<Caller>;
  /** The caller when known without asking REST (the session's, or a recent look-up); else null. */
  knownCaller(): Caller | null;
  /** A user's role, status or account changed here: their next request reads it again. */
  forgetCaller(userId: string): void;
  /** What the request's log line reports; filled as the request runs. */
  trace: RequestTrace;
  /** The client's address (X-Forwarded-For only when TRUST_PROXY says so). */
  clientIp: string;
  /** Counts sign-in attempts per login name, account and address (auth/limit-login.ts). */
  loginLimiter: LoginLimiter;
  /** The gateway's clock ("today" of impact checks); tests set it to their seed's day. */
  now(): Date;
  /** The gateway's own store (store/store.ts): idempotency keys and what else the gateway owns. */
  store: Db;
  /** The request's `Idempotency-Key` header (graphql/idempotent-creates.ts), if any. */
  idempotencyKey: string | null;
  /** How the caller reached the gateway (the audit trail's "how"; keys add their id and name). */
  credential: Credential;
  /** API keys: create, list, revoke, and the service accounts' upstream tokens (apiKeys/). */
  apiKeys: ApiKeys;
  /**
   * Why the request's API key is refused (unknown, revoked, expired, malformed, store down): thrown
   * before any resolver runs (apiKeys/key-guard.ts). Null without a key, or with a good one.
   */
  keyRefusal: GatewayError | null;
}

/** The credential a request came with; `NONE` when it came with none. */
export type Credential =
  | { via: 'SESSION' | 'TOKEN' | 'NONE' }
  | { via: 'KEY'; keyId: string; keyName: string; scope: 'READ' | 'READ_WRITE' };

/**
 * Mutable facts of one request, in their own object: Apollo shallow-copies the context per
 * operation, so plain context fields set by plugins would not reach the log line.
 */
export interface RequestTrace {
  operationName: string | null;
  errorCodes: string[];
  /** Pages that left out records they could not read (graphql/left-out-records.ts). */
  leftOut: LeftOutAt[];
  /** The signed-in user's id: the session's, or a bearer token's once its caller is known. */
  userId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The GraphQL context of a /graphql request, for its log line. */
    gatewayContext?: GatewayContext;
  }
}

export interface ContextDeps {
  client: RestClient;
  store: Db;
  secureCookies: boolean;
  security: SecurityState;
  sessionLifetimes: SessionLifetimes;
  log: Logger;
  now(): Date;
  apiKeys: ApiKeys;
}

/** The session the cookie names, when it is still live; a store failure counts as none. */
async function currentSession(
  deps: ContextDeps,
  request: FastifyRequest,
): Promise<{ id: string; record: SessionRecord } | null> {
  const id = sessionIdOf(request);
  if (!id) return null;
  try {
    const record = await deps.security.sessions.get(id);
    return record ? { id, record } : null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn({ err: { message } }, 'session store failed; request treated as signed out');
    return null;
  }
}

export async function createContext(
  deps: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GatewayContext> {
  const bearer = bearerOf(request);
  const requestId = request.id;
  // A bearer that starts like a key is a key (checked in the store on every request); any other
  // bearer is a staff member's upstream token, as before.
  const key = bearer && looksLikeKey(bearer) ? await deps.apiKeys.check(bearer, requestId) : null;
  const identity = key && 'identity' in key ? key.identity : null;
  const current = bearer ? null : await currentSession(deps, request);
  // A key's upstream token is its service account's, signed in on the first REST call.
  const token = key ? null : (bearer ?? current?.record.token ?? null);
  const rest = new RestSession(deps.client, requestId, token, request.ip, identity?.upstream);
  const session = sessionControl(
    deps.security.sessions,
    deps.sessionLifetimes,
    sessionCookie(reply, deps.secureCookies),
    current,
  );
  const sources = new Sources(rest, deps.store);
  const trace: RequestTrace = {
    operationName: null,
    errorCodes: [],
    leftOut: [],
    userId:
      current?.record.userId ?? (bearer ? deps.security.callers.known(bearer)?.id : null) ?? null,
  };
  const context: GatewayContext = {
    requestId,
    token,
    rest,
    sources,
    loaders: new Loaders(sources, requestId, deps.store),
    session,
    // Cookie sessions and bearer tokens alike: the role at sign-in may have changed since.
    // No token: GET /auth/user/me answers UNAUTHENTICATED.
    // A key's role is kept per key (its service account's token is not known yet).
    caller: () =>
      deps.security.callers
        .of(identity ? `key:${identity.keyId}` : (token ?? ''), sources.auth)
        .then((caller) => {
          trace.userId = caller.id;
          return caller;
        }),
    knownCaller: () =>
      (identity
        ? deps.security.callers.known(`key:${identity.keyId}`)
        : token
          ? deps.security.callers.known(token)
          : undefined) ??
      (current ? { id: current.record.userId, role: current.record.role } : null),
    forgetCaller: (userId) => deps.security.callers.forget(userId),
    trace,
    clientIp: request.ip,
    loginLimiter: deps.security.loginLimiter,
    now: deps.now,
    store: deps.store,
    idempotencyKey: headerOf(request, 'idempotency-key'),
    credential: credentialOf(identity, bearer, current),
    apiKeys: deps.apiKeys,
    keyRefusal: key && 'refusal' in key ? key.refusal : null,
  };
  request.gatewayContext = context;
  return context;
}

function credentialOf(
  key: KeyIdentity | null,
  bearer: string | null,
  session: unknown,
): Credential {
  if (key) return { via: 'KEY', keyId: key.keyId, keyName: key.keyName, scope: key.scope };
  // A refused key counts as no credential.
  if (bearer) return { via: looksLikeKey(bearer) ? 'NONE' : 'TOKEN' };
  return { via: session ? 'SESSION' : 'NONE' };
}

function headerOf(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}
