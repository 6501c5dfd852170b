import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { LoginLimiter } from './login-limiter.js';
import { MemoryAttemptStore } from './memory-store.js';
import { RedisAttemptStore } from './redis-store.js';

/** The login limiter of one gateway: in memory, or in Redis (shared by replicas) with REDIS_URL. */
export async function createLoginLimiter(
  config: Pick<GatewayConfig, 'redisUrl' | 'loginLimits'>,
  log: Logger,
): Promise<LoginLimiter> {
  if (!config.redisUrl) return new LoginLimiter(new MemoryAttemptStore(), config.loginLimits, log);
  const store = new RedisAttemptStore(config.redisUrl, log);
  // Start without Redis when it is down (sign-ins are then not limited); it reconnects by itself.
  await store.connected;
  return new LoginLimiter(store, config.loginLimits, log);
}
