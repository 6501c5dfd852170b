import { LRUCache } from 'lru-cache';
import { callerOf } from './normalise.js';
import { secretDigest as keyOf } from './token.js';
import type { AuthSource } from './source.js';

/** Who is calling: the account id and its role (`admin` / `staff`). */
export interface Caller {
  id: string;
  role: string;
  /** The account's name as the audit trail shows it (full name, else family and given name). */
  name?: string;
}

/**
 * The role of every caller, browser session and bearer token (tools) alike, as the REST server
 * has it now: GET /auth/user/me, kept at most `ttlMs` per token (ROLE_CACHE_MS, 5 s), so a role
 * change or deactivation made at the REST server itself is seen within it and a tool's burst of
 * requests costs one look-up (requests arriving while it runs share it). A change made through
 * this gateway is seen at once (`forget`); another replica sees it within `ttlMs` (the cache is
 * each replica's own: sharing it in Redis would cost a round trip on every request to save one
 * every 5 s).
 */
export class Callers {
  private readonly cache: LRUCache<string, Caller>;
  private readonly pending = new Map<string, Promise<Caller>>();

  constructor(ttlMs: number) {
    this.cache = new LRUCache<string, Caller>({ max: 10_000, ttl: ttlMs });
  }

  /** The caller of a token when known now, without asking (the request log line's user). */
  known(token: string): Caller | undefined {
    return this.cache.peek(keyOf(token));
  }

  async of(token: string, auth: AuthSource): Promise<Caller> {
    const key = keyOf(token);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const lookUp = auth
      .viewer()
      .then((viewer) => {
        const caller = callerOf(viewer);
        this.cache.set(key, caller);
        return caller;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, lookUp);
    return lookUp;
  }

  /** Forgets a user's cached role: their next request reads it again (role, status, deletion). */
  forget(userId: string): void {
    const keys: string[] = [];
    for (const [key, caller] of this.cache.entries()) if (caller.id === userId) keys.push(key);
    for (const key of keys) this.cache.delete(key);
  }
}
