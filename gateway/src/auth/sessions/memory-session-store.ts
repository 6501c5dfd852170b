import { LRUCache } from 'lru-cache';
import {
  DEFAULT_MAX_SESSIONS_PER_USER,
  isSessionId,
  newSessionId,
  type SessionLifetimes,
  type SessionRecord,
  type SessionStore,
} from './session-store.js';

/** Most sessions one process keeps; the least recently used one goes first past it. */
const MAX_SESSIONS = 100_000;

/**
 * Sessions in this process (no REDIS_URL): lru-cache's per-entry TTL restarted on every read is
 * the idle timeout; the absolute end is checked on read. A user → session ids index lets a
 * password change or deactivation end them all.
 */
export class MemorySessionStore implements SessionStore {
  private readonly byUser = new Map<string, Set<string>>();
  private readonly sessions: LRUCache<string, SessionRecord>;
  private readonly maxPerUser: number;

  constructor(lifetimes: SessionLifetimes) {
    this.maxPerUser = lifetimes.maxPerUser ?? DEFAULT_MAX_SESSIONS_PER_USER;
    this.sessions = new LRUCache<string, SessionRecord>({
      max: MAX_SESSIONS,
      ttl: lifetimes.idleSeconds * 1000,
      updateAgeOnGet: true,
      dispose: (record, id) => this.unindex(record.userId, id),
    });
  }

  private unindex(userId: string, id: string): void {
    const ids = this.byUser.get(userId);
    ids?.delete(id);
    if (ids?.size === 0) this.byUser.delete(userId);
  }

  async create(record: SessionRecord): Promise<string> {
    const id = newSessionId();
    this.sessions.set(id, record);
    const ids = this.byUser.get(record.userId) ?? new Set<string>();
    ids.add(id);
    this.byUser.set(record.userId, ids);
    // Past the per-user cap the user's oldest sessions end (a Set keeps creation order).
    for (const old of [...ids].slice(0, Math.max(0, ids.size - this.maxPerUser)))
      this.sessions.delete(old);
    return id;
  }

  async get(id: string): Promise<SessionRecord | null> {
    if (!isSessionId(id)) return null;
    const record = this.sessions.get(id);
    if (!record) return null;
    if (Date.now() >= record.endsAt) {
      this.sessions.delete(id);
      return null;
    }
    return record;
  }

  async destroy(id: string): Promise<void> {
    this.sessions.delete(id);
  }

  async destroyUser(userId: string): Promise<void> {
    for (const id of [...(this.byUser.get(userId) ?? [])]) this.sessions.delete(id);
    this.byUser.delete(userId);
  }

  async close(): Promise<void> {
    this.sessions.clear();
  }
}
