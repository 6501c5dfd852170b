import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Which account a login name (email or username, hashed) belongs to, learnt at each successful
 * sign-in, so failures under either name of a known account count together.
 */
export interface LoginAliases {
  accountOf(nameKey: string): Promise<string | undefined>;
  remember(nameKeys: string[], accountId: string): Promise<void>;
}

const TTL_SECONDS = 30 * 24 * 3600;

export function memoryAliases(): LoginAliases {
  const cache = new LRUCache<string, string>({ max: 100_000, ttl: TTL_SECONDS * 1000 });
  return {
    accountOf: async (nameKey) => cache.get(nameKey),
    remember: async (nameKeys, accountId) => {
      for (const key of nameKeys) cache.set(key, accountId);
    },
  };
}

export function redisAliases(redis: Redis): LoginAliases {
  const key = (nameKey: string) => `dogstay:login:alias:${nameKey}`;
  return {
    accountOf: async (nameKey) => (await redis.get(key(nameKey))) ?? undefined,
    remember: async (nameKeys, accountId) => {
      const multi = redis.multi();
      for (const nameKey of nameKeys) multi.set(key(nameKey), accountId, 'EX', TTL_SECONDS);
      await multi.exec();
    },
  };
}
