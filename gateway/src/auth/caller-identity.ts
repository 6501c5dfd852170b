import type { FastifyRequest } from 'fastify';
import type { SessionStore } from './sessions/session-store.js';
import { bearerOf, secretDigest as digest, sessionIdOf } from './token.js';

/** Who a request counts as for per-caller limits (http/rate-limit.ts). */
export interface CallerIdentity {
  /** `bearer:<hash>`, `session:<hash>` or `address:<ip>`; never the secret itself. */
  key: string;
  /** Whether it came with a credential: the signed-in limit applies, else the anonymous one. */
  signedIn: boolean;
}

/**
 * A bearer (a staff token or an API key `dsk_…`: each secret is its own caller) by the hash of
 * the secret, so no other code is needed to tell keys apart; a live session cookie by the hash of
 * its id; anything else by the client's address (TRUST_PROXY decides whose). A session cookie that
 * names no live session counts as its address, so made-up cookies buy no fresh allowance. A
 * bearer is not checked here (that is a REST call): an unknown one is refused by its first field.
 */
export function callerIdentity(sessions: SessionStore) {
  return async (request: FastifyRequest): Promise<CallerIdentity> => {
    const bearer = bearerOf(request);
    if (bearer) return { key: `bearer:${digest(bearer)}`, signedIn: true };
    const id = sessionIdOf(request);
    if (id && (await liveSession(sessions, id))) {
      return { key: `session:${digest(id)}`, signedIn: true };
    }
    return { key: `address:${request.ip}`, signedIn: false };
  };
}

async function liveSession(sessions: SessionStore, id: string): Promise<boolean> {
  try {
    return (await sessions.get(id)) !== null;
  } catch {
    // The session store is down: the request is treated as signed out (context.ts does the same).
    return false;
  }
}
