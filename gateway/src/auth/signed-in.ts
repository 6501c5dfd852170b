import type { FastifyRequest } from 'fastify';
import type { ApiKeys } from '../apiKeys/keys.js';
import { looksLikeKey } from '../apiKeys/secret.js';
import type { RestClient } from '../rest/client.js';
import { RestSession } from '../rest/session.js';
import { AuthSource } from './source.js';
import type { SecurityState } from './security-state.js';
import { bearerOf, sessionIdOf } from './token.js';

/**
 * Whether a request is signed in before its body is read: a live session cookie (the session
 * store), a live API key (the gateway's store), or a bearer token the REST server accepts (GET
 * /auth/user/me, kept 5 s per token in auth/caller.ts). Asked only of bodies larger than an
 * anonymous one may be.
 */
export function signedInCheck(client: RestClient, security: SecurityState, apiKeys: ApiKeys) {
  return async (request: FastifyRequest): Promise<boolean> => {
    try {
      const bearer = bearerOf(request);
      if (bearer && looksLikeKey(bearer)) return await apiKeys.isLive(bearer, request.id);
      if (bearer) {
        const auth = new AuthSource(new RestSession(client, request.id, bearer));
        await security.callers.of(bearer, auth);
        return true;
      }
      const id = sessionIdOf(request);
      return id !== null && (await security.sessions.get(id)) !== null;
    } catch {
      return false;
    }
  };
}
