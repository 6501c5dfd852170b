import type { Redis } from 'ioredis';
import {
  DEFAULT_MAX_SESSIONS_PER_USER,
  isSessionId,
  newSessionId,
  type SessionLifetimes,
  type SessionRecord,
  type SessionStore,
} from './session-store.js';

const PREFIX = 'dogstay:session:';
const sessionKey = (id: string) => `${PREFIX}${id}`;
/** A user's session ids (a set; before issue 34, still read when ending them all). */
const userKey = (userId: string) => `${PREFIX}user:${userId}`;
/** A user's session ids scored by creation time, so the oldest can be ended past the cap. */
const userByAgeKey = (userId: string) => `${PREFIX}users:${userId}`;

function parse(text: string | null): SessionRecord | null {
  if (!text) return null;
  try {
    const record = JSON.parse(text) as Partial<SessionRecord>;
    if (typeof record.token !== 'string' || typeof record.userId !== 'string') return null;
    return {
      token: record.token,
      userId: record.userId,
      role: typeof record.role === 'string' ? record.role : 'staff',
      endsAt: Number(record.endsAt) || 0,
    };
  } catch {
    return null;
  }
}

/**
 * Sessions in Redis (REDIS_URL), shared by every gateway replica: one key per session whose TTL
 * is the idle timeout (GETEX restarts it on each read), and a set per user of their session ids.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly lifetimes: SessionLifetimes,
  ) {}

  private ttl(endsAt: number): number {
    const left = Math.ceil((endsAt - Date.now()) / 1000);
    return Math.max(1, Math.min(this.lifetimes.idleSeconds, left));
  }

  async create(record: SessionRecord): Promise<string> {
    const id = newSessionId();
    const byAge = userByAgeKey(record.userId);
    const max = this.lifetimes.maxPerUser ?? DEFAULT_MAX_SESSIONS_PER_USER;
    await this.redis
      .multi()
      .set(sessionKey(id), JSON.stringify(record), 'EX', this.ttl(record.endsAt))
      .zadd(byAge, Date.now(), id)
      .expire(byAge, this.lifetimes.maxSeconds)
      .exec();
    // Past the per-user cap the user's oldest sessions end.
    const excess = await this.redis.zrange(byAge, '0', String(-(max + 1)));
    if (excess.length > 0)
      await this.redis
        .multi()
        .del(...excess.map(sessionKey))
        .zrem(byAge, ...excess)
        .exec();
    return id;
  }

  async get(id: string): Promise<SessionRecord | null> {
    if (!isSessionId(id)) return null;
    const record = parse(await this.redis.getex(sessionKey(id), 'EX', this.lifetimes.idleSeconds));
    if (!record) return null;
    if (Date.now() >= record.endsAt) {
      await this.destroy(id);
      return null;
    }
    return record;
  }

  async destroy(id: string): Promise<void> {
    if (isSessionId(id)) await this.redis.del(sessionKey(id));
  }

  async destroyUser(userId: string): Promise<void> {
    const [older, ids] = await Promise.all([
      this.redis.smembers(userKey(userId)),
      this.redis.zrange(userByAgeKey(userId), '0', '-1'),
    ]);
    await this.redis.del(
      userKey(userId),
      userByAgeKey(userId),
      ...[...older, ...ids].map(sessionKey),
    );
  }

  async close(): Promise<void> {}
}
