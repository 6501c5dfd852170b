import { join, resolve } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import envSchema from 'env-schema';
import type { SecretKeySource } from './apiKeys/secret-key.js';
import type { StoreLocation } from './store/store.js';

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
  /**
   * Where staff open the admin when another server serves the web app (`npm run dev`: Vite's, with
   * hot reload); unset, this gateway. Only the start banner says it.
   */
  webUrl: string | undefined;
  /** Largest GraphQL request body: 8 MiB by default, room for a base64 profile picture. */
  bodyLimitBytes: number;
  /** Largest GraphQL request body before signing in: 64 KiB by default (sign-in is about 200 B). */
  anonymousBodyLimitBytes: number;
  /** Redis for state replicas share (sessions, login rate limits); unset: kept in this process. */
  redisUrl: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | string;
  /**
   * Shared with the api (GATEWAY_SECRET): sent with each REST call beside the client's address,
   * so the api's sign-in limits count the real client. Unset: no address is passed on.
   */
  gatewaySecret: string | undefined;
  /** Longest time to receive a whole request, body included (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Failed sign-ins allowed per login name (and per account) and per client address in one window. */
  loginLimits: { perName: number; perIp: number; windowSeconds: number };
  /**
   * Browser sessions end when unused for idleSeconds (SESSION_IDLE_SECONDS, 8 h) and at the
   * latest maxSeconds after sign-in (SESSION_MAX_SECONDS, 24 h); one user keeps at most
   * maxPerUser of them (SESSION_MAX_PER_USER, 20), the oldest ending first.
   */
  sessionLifetimes: { idleSeconds: number; maxSeconds: number; maxPerUser?: number };
  /**
   * The gateway's own store: PostgreSQL at GATEWAY_DATABASE_URL (replicas share it), else PGlite
   * in DATA_DIR/gateway-store (beside the reference api's data when `npm start` runs both).
   */
  store: StoreLocation;
  /**
   * Requests per caller in one window (RATE_LIMIT_MAX signed in: per session, bearer token or key;
   * RATE_LIMIT_ANONYMOUS_MAX per client address without one; RATE_LIMIT_WINDOW_SECONDS). 0 turns
   * that limit off.
   */
  rateLimits: { perCaller: number; perAnonymousAddress: number; windowSeconds: number };
  /** Origins allowed to call /graphql from a browser (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  /**
   * The secret that encrypts the API keys' service-account passwords (GATEWAY_SECRET_KEY, 32+
   * characters); required in production, else generated into DATA_DIR (apiKeys/secret-key.ts).
   */
  secretKey: SecretKeySource;
  /** Audit events older than this many days are pruned, in batches (AUDIT_RETENTION_DAYS, 400). */
  auditRetentionDays: number;
  /**
   * How long a caller's role is trusted before the REST server is asked again (ROLE_CACHE_MS,
   * 5 000): a role change or deactivation made at the REST server itself is seen within it.
   */
  roleCacheMs: number;
}

type Env = Record<string, string | undefined>;

const count = (fallback: number) => Type.Integer({ minimum: 0, default: fallback });

/** The gateway's environment variables (README, "Configuration"), parsed by env-schema. */
const EnvSchema = Type.Object({
  PORT: count(4000),
  HOST: Type.Optional(Type.String()),
  REST_BASE_URL: Type.Optional(Type.String()),
  REST_TIMEOUT_MS: count(10_000),
  PROXY_TIMEOUT_MS: count(60_000),
  UPLOAD_MAX_BYTES: count(5 * 1024 * 1024),
  NODE_ENV: Type.String({ default: 'development' }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  WEB_DIST: Type.String({ default: 'web/dist' }),
  WEB_URL: Type.Optional(Type.String()),
  GRAPHQL_BODY_LIMIT_BYTES: count(8 * 1024 * 1024),
  GRAPHQL_ANONYMOUS_BODY_LIMIT_BYTES: count(64 * 1024),
  REDIS_URL: Type.Optional(Type.String()),
  TRUST_PROXY: Type.Optional(Type.String()),
  GATEWAY_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 60_000 }),
  LOGIN_FAILURES_PER_NAME: count(5),
  LOGIN_FAILURES_PER_IP: count(20),
  LOGIN_WINDOW_SECONDS: count(900),
  SESSION_IDLE_SECONDS: Type.Integer({ minimum: 1, default: 8 * 3600 }),
  SESSION_MAX_SECONDS: Type.Integer({ minimum: 1, default: 24 * 3600 }),
  SESSION_MAX_PER_USER: Type.Integer({ minimum: 1, default: 20 }),
  ROLE_CACHE_MS: Type.Integer({ minimum: 1, default: 5_000 }),
  GATEWAY_DATABASE_URL: Type.Optional(Type.String()),
  DATA_IN_MEMORY: Type.Optional(Type.String()),
  DATA_DIR: Type.String({ default: './data' }),
  RATE_LIMIT_MAX: count(50_000),
  RATE_LIMIT_ANONYMOUS_MAX: count(1_000),
  RATE_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 10 }),
  CORS_ORIGINS: Type.Optional(Type.String()),
  GATEWAY_SECRET_KEY: Type.Optional(Type.String({ minLength: 32 })),
  AUDIT_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 400 }),
});

/**
 * The variables with their defaults and types, or an error naming the bad one ("env/PORT must be
 * >= 0"). An empty variable counts as unset.
 */
function parseEnv(env: Env): Static<typeof EnvSchema> {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== '' && value !== undefined),
  );
  return envSchema<Static<typeof EnvSchema>>({
    schema: EnvSchema,
    data: set,
    env: false,
    dotenv: false,
  });
}

/** TRUST_PROXY: unset or false, true (any proxy), or the proxies' addresses / CIDRs, comma-separated. */
function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** CORS_ORIGINS: comma-separated origins such as https://studio.apollographql.com. */
function origins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
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

/**
 * GATEWAY_SECRET_KEY; in production it is required (a generated one in one replica's folder would
 * differ from the next replica's); else a file in DATA_DIR, or one per process for in-memory stores.
 */
function secretKeySource(
  value: string | undefined,
  production: boolean,
  store: StoreLocation,
  dataDir: string,
): SecretKeySource {
  if (value) return { kind: 'env', value };
  if (store.kind === 'memory') return { kind: 'memory' };
  if (production)
    throw new Error(
      'env/GATEWAY_SECRET_KEY is required in production (32+ characters, e.g. `openssl rand -hex 32`)',
    );
  return { kind: 'file', path: join(resolve(dataDir), 'gateway-secret-key') };
}

export function loadConfig(
  env: Env = process.env,
  overrides: Partial<GatewayConfig> = {},
): GatewayConfig {
  const vars = parseEnv(env);
  const nodeEnv = overrides.nodeEnv ?? vars.NODE_ENV;
  const production = overrides.production ?? nodeEnv === 'production';
  const rest = overrides.restBaseUrl ?? vars.REST_BASE_URL;
  const store: StoreLocation =
    overrides.store ??
    (vars.GATEWAY_DATABASE_URL
      ? { kind: 'postgres', url: vars.GATEWAY_DATABASE_URL }
      : vars.DATA_IN_MEMORY === '1'
        ? { kind: 'memory' }
        : { kind: 'pglite', dir: join(resolve(vars.DATA_DIR), 'gateway-store') });
  return {
    port: overrides.port ?? vars.PORT,
    host: overrides.host ?? vars.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    restBaseUrl: rest === undefined ? undefined : restBase(rest),
    restTimeoutMs: overrides.restTimeoutMs ?? vars.REST_TIMEOUT_MS,
    proxyTimeoutMs: overrides.proxyTimeoutMs ?? vars.PROXY_TIMEOUT_MS,
    uploadMaxBytes: overrides.uploadMaxBytes ?? vars.UPLOAD_MAX_BYTES,
    nodeEnv,
    production,
    logLevel: overrides.logLevel ?? vars.LOG_LEVEL,
    webDist: resolve(overrides.webDist ?? vars.WEB_DIST),
    webUrl: overrides.webUrl ?? vars.WEB_URL,
    bodyLimitBytes: overrides.bodyLimitBytes ?? vars.GRAPHQL_BODY_LIMIT_BYTES,
    anonymousBodyLimitBytes:
      overrides.anonymousBodyLimitBytes ?? vars.GRAPHQL_ANONYMOUS_BODY_LIMIT_BYTES,
    redisUrl: overrides.redisUrl ?? vars.REDIS_URL,
    trustProxy: overrides.trustProxy ?? trustProxy(vars.TRUST_PROXY),
    gatewaySecret: overrides.gatewaySecret ?? vars.GATEWAY_SECRET,
    requestTimeoutMs: overrides.requestTimeoutMs ?? vars.REQUEST_TIMEOUT_MS,
    loginLimits: overrides.loginLimits ?? {
      perName: vars.LOGIN_FAILURES_PER_NAME,
      perIp: vars.LOGIN_FAILURES_PER_IP,
      windowSeconds: vars.LOGIN_WINDOW_SECONDS,
    },
    sessionLifetimes: overrides.sessionLifetimes ?? {
      idleSeconds: vars.SESSION_IDLE_SECONDS,
      maxSeconds: vars.SESSION_MAX_SECONDS,
      maxPerUser: vars.SESSION_MAX_PER_USER,
    },
    rateLimits: overrides.rateLimits ?? {
      perCaller: vars.RATE_LIMIT_MAX,
      perAnonymousAddress: vars.RATE_LIMIT_ANONYMOUS_MAX,
      windowSeconds: vars.RATE_LIMIT_WINDOW_SECONDS,
    },
    corsOrigins: overrides.corsOrigins ?? origins(vars.CORS_ORIGINS),
    store,
    secretKey:
      overrides.secretKey ??
      secretKeySource(vars.GATEWAY_SECRET_KEY, production, store, vars.DATA_DIR),
    auditRetentionDays: overrides.auditRetentionDays ?? vars.AUDIT_RETENTION_DAYS,
    roleCacheMs: overrides.roleCacheMs ?? vars.ROLE_CACHE_MS,
  };
}
