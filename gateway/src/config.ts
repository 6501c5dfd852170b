import { resolve } from 'node:path';
import { DEFAULT_QUIET_SECONDS } from './memory/idle-release.js';

/** Everything the gateway reads from its environment, in one place. */
export interface GatewayConfig {
  /** Port of the gateway: GraphQL at /graphql, the web build at /. 0 picks a free one. */
  port: number;
  /** Interface to listen on: loopback by default, every interface in production (containers). */
  host: string;
  /** Base of the REST contract, always ending in /api/v1. Unset: main.ts starts the reference api. */
  restBaseUrl: string | undefined;
  /** Deadline of each REST call, retry included. */
  restTimeoutMs: number;
  /** Deadline of a proxied file download or signed-URL upload. */
  proxyTimeoutMs: number;
  /** Largest upload the file proxy passes on (UPLOAD_MAX_BYTES, as the api's limit). */
  uploadMaxBytes: number;
  nodeEnv: string;
  production: boolean;
  logLevel: string;
  /** Folder of the built web app, served at / when it exists. */
  webDist: string;
  /** Largest GraphQL request body: 8 MiB by default, room for a base64 profile picture. */
  bodyLimitBytes: number;
  /** Redis for state replicas share (login rate limits); unset: kept in this process. */
  redisUrl: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | string;
  /** Failed sign-ins allowed per login name and per client address in one window. */
  loginLimits: { perName: number; perIp: number; windowSeconds: number };
  /** Give memory back to the system when a burst of traffic is over (memory/idle-release.ts); on in production. */
  releaseMemoryWhenIdle: boolean;
  /**
   * Seconds of quiet after a burst before that release (DEFAULT_QUIET_SECONDS, 30), so traffic
   * that comes back within half a minute finds its memory still there instead of faulting it in.
   */
  releaseMemoryAfterQuietSeconds: number;
  /**
   * Runs of an operation on graphql-js before graphql-jit compiles it (graphql/executor.ts): 1 by
   * default, so one-off operations are never compiled; 0 compiles every operation at once.
   */
  compileAfterRuns: number;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer`);
  return value;
}

/** TRUST_PROXY: unset or false, true (any proxy), or the proxies' addresses / CIDRs, comma-separated. */
function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** `http://api:4001`, `http://api:4001/` and `http://api:4001/api/v1` all mean the same contract. */
export function restBase(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error('REST_BASE_URL must be an http(s) URL');
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.origin}${path.endsWith('/api/v1') ? path : `${path}/api/v1`}`;
}

export function loadConfig(
  env: Env = process.env,
  overrides: Partial<GatewayConfig> = {},
): GatewayConfig {
  const nodeEnv = overrides.nodeEnv ?? env.NODE_ENV ?? 'development';
  const production = overrides.production ?? nodeEnv === 'production';
  const rest = overrides.restBaseUrl ?? (env.REST_BASE_URL || undefined);
  return {
    port: overrides.port ?? int(env, 'PORT', 4000),
    host: overrides.host ?? env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    restBaseUrl: rest === undefined ? undefined : restBase(rest),
    restTimeoutMs: overrides.restTimeoutMs ?? int(env, 'REST_TIMEOUT_MS', 10_000),
    proxyTimeoutMs: overrides.proxyTimeoutMs ?? int(env, 'PROXY_TIMEOUT_MS', 60_000),
    uploadMaxBytes: overrides.uploadMaxBytes ?? int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    nodeEnv,
    production,
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? 'info',
    webDist: resolve(overrides.webDist ?? env.WEB_DIST ?? 'web/dist'),
    bodyLimitBytes:
      overrides.bodyLimitBytes ?? int(env, 'GRAPHQL_BODY_LIMIT_BYTES', 8 * 1024 * 1024),
    redisUrl: overrides.redisUrl ?? (env.REDIS_URL || undefined),
    trustProxy: overrides.trustProxy ?? trustProxy(env.TRUST_PROXY),
    loginLimits: overrides.loginLimits ?? {
      perName: int(env, 'LOGIN_FAILURES_PER_NAME', 5),
      perIp: int(env, 'LOGIN_FAILURES_PER_IP', 20),
      windowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 900),
    },
    releaseMemoryWhenIdle:
      overrides.releaseMemoryWhenIdle ??
      (env.RELEASE_MEMORY_WHEN_IDLE ? env.RELEASE_MEMORY_WHEN_IDLE === 'true' : production),
    releaseMemoryAfterQuietSeconds:
      overrides.releaseMemoryAfterQuietSeconds ??
      int(env, 'RELEASE_MEMORY_AFTER_QUIET_S', DEFAULT_QUIET_SECONDS),
    compileAfterRuns: overrides.compileAfterRuns ?? int(env, 'GRAPHQL_COMPILE_AFTER_RUNS', 1),
  };
}
