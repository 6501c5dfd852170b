import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { callerOf } from './normalise.js';
import type { AuthSource } from './source.js';

/** Who is calling: the account id and its role (`admin` / `staff`). */
export interface Caller {
  id: string;
  role: string;
}

/**
 * The role of bearer-token callers (tools), from GET /auth/user/me, kept a minute per token so a
 * tool's requests cost one look-up; browser sessions carry it in their session record.
 */
export class BearerCallers {
  private readonly cache = new LRUCache<string, Caller>({ max: 10_000, ttl: 60_000 });

  async of(token: string, auth: AuthSource): Promise<Caller> {
    const key = createHash('sha256').update(token).digest('base64url');
    const hit = this.cache.get(key);
    if (hit) return hit;
    const viewer = await auth.viewer();
    const caller = callerOf(viewer);
    this.cache.set(key, caller);
    return caller;
  }
}
