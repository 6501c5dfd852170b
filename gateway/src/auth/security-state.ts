import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { Callers } from './caller.js';
import { createLoginLimiter } from './login-limiter-factory.js';
import type { LoginLimiter } from './login-limiter.js';
import { connectRedis } from './redis-connection.js';
import { MemorySessionStore } from './sessions/memory-session-store.js';
import { RedisSessionStore } from './sessions/redis-session-store.js';
import type { SessionStore } from './sessions/session-store.js';

/** The gateway's sign-in state: sessions, the login limiter and callers’ roles. */
export interface SecurityState {
  sessions: SessionStore;
  loginLimiter: LoginLimiter;
  callers: Callers;
  /** The shared Redis connection (REDIS_URL), for other limits replicas share; null without it. */
  redis: Redis | null;
  close(): Promise<void>;
}

/** In this process by default; in Redis (shared by replicas) with REDIS_URL. */
export async function createSecurityState(
  config: Pick<GatewayConfig, 'redisUrl' | 'loginLimits' | 'sessionLifetimes' | 'roleCacheMs'>,
  log: Logger,
): Promise<SecurityState> {
  const callers = new Callers(config.roleCacheMs);
  if (!config.redisUrl) {
    const sessions = new MemorySessionStore(config.sessionLifetimes);
    return {
      sessions,
      loginLimiter: createLoginLimiter(config.loginLimits, log),
      callers,
      redis: null,
      close: () => sessions.close(),
    };
  }
  const connection = connectRedis(config.redisUrl, log);
  // Start without Redis when it is down (sign-ins then fail until it is back); it reconnects by itself.
  await connection.connected;
  return {
    sessions: new RedisSessionStore(connection.redis, config.sessionLifetimes),
    loginLimiter: createLoginLimiter(config.loginLimits, log, connection.redis),
    callers,
    redis: connection.redis,
    close: () => connection.close(),
  };
}
