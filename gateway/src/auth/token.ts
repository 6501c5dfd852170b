import type { FastifyReply, FastifyRequest } from 'fastify';

/** Name of the httpOnly cookie that holds the upstream access token. */
export const SESSION_COOKIE = 'dogstay_session';

/** The caller's token: `Authorization: Bearer` (tools, Sandbox) first, else the session cookie. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header && /^bearer /i.test(header)) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? cookie : null;
}

/** Sets and clears the session cookie of one response. */
export interface SessionCookie {
  set(token: string, maxAgeSeconds: number | null): void;
  clear(): void;
}

export function sessionCookie(reply: FastifyReply, secure: boolean): SessionCookie {
  const options = { httpOnly: true, sameSite: 'strict', secure, path: '/' } as const;
  return {
    set(token, maxAgeSeconds) {
      void reply.setCookie(SESSION_COOKIE, token, {
        ...options,
        ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
      });
    },
    clear() {
      void reply.clearCookie(SESSION_COOKIE, options);
    },
  };
}
