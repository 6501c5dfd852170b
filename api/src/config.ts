import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import envSchema from 'env-schema';

/** Everything the api reads from its environment, in one place. */
export interface ApiConfig {
  port: number;
  host: string;
  /** Folder for the embedded database, uploaded files and the generated token secret. */
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Run the embedded database in memory (tests). */
  inMemory: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  tokenSecret: string;
  tokenTtlSeconds: number;
  uploadMaxBytes: number;
  /** Absolute base under which signed upload URLs and stored files are reachable by browsers. */
  publicUrl: string;
  /** Multiplier for seeded bookings (benchmarks). */
  seedScale: number;
  logLevel: string;
  // --- Sign-in security (issue 16) ---
  /** Failed sign-ins per login name / account and per client address in one window (POST /admin/login). */
  loginLimits: { perName: number; perIp: number; windowSeconds: number };
  /** `npm start -- --reset-admin-password`: apply ADMIN_PASSWORD to an existing admin account. */
  resetAdminPassword: boolean;
  /**
   * Shared with the gateway (GATEWAY_SECRET): a request carrying it in x-gateway-secret has its
   * x-client-address believed as the client's address (login limits). Unset: never believed.
   */
  gatewaySecret: string | undefined;
  /** Longest time to receive a whole request, body included (API_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
}

/** Shortest TOKEN_SECRET accepted: 32 bytes, as HS256 needs a key at least as long as its hash. */
export const MIN_TOKEN_SECRET_BYTES = 32;

type Env = Record<string, string | undefined>;

const count = (fallback: number) => Type.Integer({ minimum: 0, default: fallback });

/** The api's environment variables (README, "Configuration"), parsed by env-schema. */
const EnvSchema = Type.Object({
  API_PORT: count(4001),
  API_HOST: Type.String({ default: '127.0.0.1' }),
  DATA_DIR: Type.String({ default: './data' }),
  DATA_IN_MEMORY: Type.Optional(Type.String()),
  DATABASE_URL: Type.Optional(Type.String()),
  ADMIN_EMAIL: Type.Optional(Type.String()),
  ADMIN_PASSWORD: Type.Optional(Type.String()),
  TOKEN_SECRET: Type.Optional(Type.String()),
  TOKEN_TTL_SECONDS: count(86_400),
  UPLOAD_MAX_BYTES: count(5 * 1024 * 1024),
  API_PUBLIC_URL: Type.Optional(Type.String()),
  SEED_SCALE: count(1),
  LOG_LEVEL: Type.String({ default: 'info' }),
  API_LOGIN_FAILURES_PER_NAME: count(10),
  API_LOGIN_FAILURES_PER_IP: count(100),
  API_LOGIN_WINDOW_SECONDS: count(900),
  RESET_ADMIN_PASSWORD: Type.Optional(Type.String()),
  GATEWAY_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  API_REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 60_000 }),
});
type Vars = Static<typeof EnvSchema>;

/**
 * The variables with their defaults and types, or an error naming the bad one ("env/API_PORT must
 * be >= 0"). An empty variable counts as unset.
 */
function parseEnv(env: Env): Vars {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== '' && value !== undefined),
  );
  return envSchema<Vars>({ schema: EnvSchema, data: set, env: false, dotenv: false });
}

/** Refuses a secret too short to sign with, naming where it came from. */
export function checkSecretLength(secret: string, source: string): string {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_TOKEN_SECRET_BYTES)
    throw new Error(
      `${source} is ${bytes} bytes; at least ${MIN_TOKEN_SECRET_BYTES} are needed ` +
        '(e.g. `openssl rand -hex 32`)',
    );
  return secret;
}

/** The token secret comes from TOKEN_SECRET, else from (or into) DATA_DIR/token-secret. */
function tokenSecret(vars: Vars, dataDir: string, inMemory: boolean): string {
  if (vars.TOKEN_SECRET) return checkSecretLength(vars.TOKEN_SECRET, 'TOKEN_SECRET');
  if (inMemory) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return checkSecretLength(readFileSync(file, 'utf8').trim(), file);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const vars = parseEnv(env);
  const port = overrides.port ?? vars.API_PORT;
  const host = overrides.host ?? vars.API_HOST;
  const dataDir = resolve(overrides.dataDir ?? vars.DATA_DIR);
  const inMemory = overrides.inMemory ?? vars.DATA_IN_MEMORY === '1';
  return {
    port,
    host,
    dataDir,
    databaseUrl: overrides.databaseUrl ?? vars.DATABASE_URL,
    inMemory,
    adminEmail: overrides.adminEmail ?? vars.ADMIN_EMAIL,
    adminPassword: overrides.adminPassword ?? vars.ADMIN_PASSWORD,
    tokenSecret: overrides.tokenSecret ?? tokenSecret(vars, dataDir, inMemory),
    tokenTtlSeconds: overrides.tokenTtlSeconds ?? vars.TOKEN_TTL_SECONDS,
    uploadMaxBytes: overrides.uploadMaxBytes ?? vars.UPLOAD_MAX_BYTES,
    publicUrl: (overrides.publicUrl ?? vars.API_PUBLIC_URL ?? `http://${host}:${port}`).replace(
      /\/$/,
      '',
    ),
    seedScale: overrides.seedScale ?? vars.SEED_SCALE,
    logLevel: overrides.logLevel ?? vars.LOG_LEVEL,
    loginLimits: overrides.loginLimits ?? {
      perName: vars.API_LOGIN_FAILURES_PER_NAME,
      perIp: vars.API_LOGIN_FAILURES_PER_IP,
      windowSeconds: vars.API_LOGIN_WINDOW_SECONDS,
    },
    resetAdminPassword: overrides.resetAdminPassword ?? vars.RESET_ADMIN_PASSWORD === '1',
    gatewaySecret: overrides.gatewaySecret ?? vars.GATEWAY_SECRET,
    requestTimeoutMs: overrides.requestTimeoutMs ?? vars.API_REQUEST_TIMEOUT_MS,
  };
}
