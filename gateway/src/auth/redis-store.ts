import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AttemptCount, AttemptStore } from './attempt-store.js';

// Each script runs atomically in Redis: replicas hitting the same key never lose a count.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

const UNDO = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

function countOf(reply: unknown): AttemptCount {
  if (!Array.isArray(reply) || reply.length !== 2) throw new Error('unexpected Redis reply');
  return { count: Number(reply[0]), ttlSeconds: Number(reply[1]) };
}

/**
 * Attempt counts in Redis (REDIS_URL), shared by every gateway replica. Commands fail at once
 * while Redis is unreachable (no offline queue), and the client reconnects by itself.
 */
export class RedisAttemptStore implements AttemptStore {
  private readonly redis: Redis;
  private down = false;
  /** Settles once the first connection attempt succeeded (true) or failed (false). */
  readonly connected: Promise<boolean>;

  constructor(url: string, log: Logger) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    // One line per outage, not one per reconnection attempt.
    this.redis.on('error', (error: Error) => {
      if (this.down) return;
      this.down = true;
      log.warn({ err: { message: error.message } }, 'login rate limit store (Redis) unreachable');
    });
    this.redis.on('ready', () => {
      if (this.down) log.info('login rate limit store (Redis) reachable again');
      this.down = false;
    });
    // A failure is reported by the error listener; the client keeps retrying.
    this.connected = this.redis.connect().then(
      () => true,
      () => false,
    );
  }

  async hit(key: string, windowSeconds: number): Promise<AttemptCount> {
    return countOf(await this.redis.eval(HIT, 1, key, windowSeconds));
  }

  async undo(key: string): Promise<void> {
    await this.redis.eval(UNDO, 1, key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
