import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Name of the httpOnly cookie that holds the opaque session id (sessions/session-store.ts). */
export const SESSION_COOKIE = 'dogstay_session';

/** `Authorization: Bearer` (tools, Sandbox): the upstream token itself, as before. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header && /^bearer /i.test(header)) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  return null;
}

/**
 * What the gateway keeps of a secret (a bearer token, a key, a session id) where it needs to
 * recognise it again: its SHA-256, never the secret itself (the role cache, the rate limit's key).
 */
export const secretDigest = (secret: string): string => hash('sha256', secret, 'base64url');

/** The session id in the cookie, if any. */
export function sessionIdOf(request: FastifyRequest): string | null {
  return request.cookies[SESSION_COOKIE] || null;
}

/** Sets and clears the session cookie of one response. */
export interface SessionCookie {
  set(sessionId: string, maxAgeSeconds: number): void;
  clear(): void;
}

export function sessionCookie(reply: FastifyReply, secure: boolean): SessionCookie {
  const options = { httpOnly: true, sameSite: 'strict', secure, path: '/' } as const;
  return {
    set(sessionId, maxAgeSeconds) {
      void reply.setCookie(SESSION_COOKIE, sessionId, { ...options, maxAge: maxAgeSeconds });
    },
    clear() {
      void reply.clearCookie(SESSION_COOKIE, options);
    },
  };
}
