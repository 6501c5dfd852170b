import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { memoryAliases, redisAliases } from './login-aliases.js';
import { LoginLimiter, type LoginCounters, type LoginLimits } from './login-limiter.js';

const PREFIX = 'dogstay:login';

/** The login limiter of one gateway: in memory, or in Redis (shared by replicas) with REDIS_URL. */
export function createLoginLimiter(limits: LoginLimits, log: Logger, redis?: Redis): LoginLimiter {
  const counter = (kind: string, points: number) => {
    const options = { keyPrefix: `${PREFIX}:${kind}`, points, duration: limits.windowSeconds };
    return redis
      ? new RateLimiterRedis({ ...options, storeClient: redis })
      : new RateLimiterMemory(options);
  };
  const counters: LoginCounters = {
    byName: counter('name', limits.perName),
    byAccount: counter('account', limits.perName),
    byIp: counter('ip', limits.perIp),
    // Only "has this client failed for the account" is read; the points just bound the count.
    byClient: counter('client', Math.max(1, limits.perName)),
  };
  return new LoginLimiter(counters, redis ? redisAliases(redis) : memoryAliases(), log);
}
