import type { Redis } from 'ioredis';
import {
  isSessionId,
  newSessionId,
  type SessionLifetimes,
  type SessionRecord,
  type SessionStore,
} from './session-store.js';

const PREFIX = 'dogstay:session:';
const sessionKey = (id: string) => `${PREFIX}${id}`;
const userKey = (userId: string) => `${PREFIX}user:${userId}`;

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
    await this.redis
      .multi()
      .set(sessionKey(id), JSON.stringify(record), 'EX', this.ttl(record.endsAt))
      .sadd(userKey(record.userId), id)
      .expire(userKey(record.userId), this.lifetimes.maxSeconds)
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
    const ids = await this.redis.smembers(userKey(userId));
    await this.redis.del(userKey(userId), ...ids.map(sessionKey));
  }

  async close(): Promise<void> {}
}
