import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** One ioredis connection (REDIS_URL) for the state replicas share: sessions and sign-in limits. */
export interface RedisConnection {
  redis: Redis;
  /** Settles once the first connection attempt succeeded (true) or failed (false). */
  connected: Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Commands fail at once while Redis is unreachable (no offline queue) and the client reconnects by
 * itself; one warning per outage, not one per reconnection attempt.
 */
export function connectRedis(url: string, log: Logger): RedisConnection {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: error.message } }, 'Redis (sessions, sign-in limits) unreachable');
  });
  redis.on('ready', () => {
    if (down) log.info('Redis (sessions, sign-in limits) reachable again');
    down = false;
  });
  const connected = redis.connect().then(
    () => true,
    () => false,
  );
  return {
    redis,
    connected,
    async close() {
      if (redis.status === 'end') return;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
