import type { SessionCookie } from './token.js';
import type { SessionLifetimes, SessionRecord, SessionStore } from './sessions/session-store.js';

/** What resolvers do with browser sessions: sign in, sign out, end a user's sessions. */
export interface SessionControl {
  /** The session this request came with (cookie), or null (bearer token or none). */
  readonly current: SessionRecord | null;
  /** Signs in: a new session for the token and user, its id in the cookie; the old one ends. */
  start(
    token: string,
    user: { id: string; role: string },
    tokenTtlSeconds: number | null,
  ): Promise<void>;
  /** Signs out: the session is deleted and the cookie cleared. */
  end(): Promise<void>;
  /** Ends every session of a user (password change or reset, deactivation, deletion, role change). */
  endAllOf(userId: string): Promise<void>;
}

export function sessionControl(
  store: SessionStore,
  lifetimes: SessionLifetimes,
  cookie: SessionCookie,
  current: { id: string; record: SessionRecord } | null,
): SessionControl {
  return {
    current: current?.record ?? null,
    async start(token, user, tokenTtlSeconds) {
      if (current) await store.destroy(current.id);
      const seconds = Math.min(lifetimes.maxSeconds, tokenTtlSeconds || lifetimes.maxSeconds);
      const endsAt = Date.now() + seconds * 1000;
      const id = await store.create({ token, userId: user.id, role: user.role, endsAt });
      cookie.set(id, seconds);
    },
    async end() {
      if (current) await store.destroy(current.id);
      cookie.clear();
    },
    endAllOf: (userId) => store.destroyUser(userId),
  };
}
