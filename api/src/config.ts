import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

/** The token secret comes from TOKEN_SECRET, else from (or into) DATA_DIR/token-secret. */
function tokenSecret(env: Env, dataDir: string, inMemory: boolean): string {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  if (inMemory) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const port = overrides.port ?? int(env, 'API_PORT', 4001);
  const host = overrides.host ?? env.API_HOST ?? '127.0.0.1';
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const inMemory = overrides.inMemory ?? env.DATA_IN_MEMORY === '1';
  return {
    port,
    host,
    dataDir,
    databaseUrl: overrides.databaseUrl ?? (env.DATABASE_URL || undefined),
    inMemory,
    adminEmail: overrides.adminEmail ?? (env.ADMIN_EMAIL || undefined),
    adminPassword: overrides.adminPassword ?? (env.ADMIN_PASSWORD || undefined),
    tokenSecret: overrides.tokenSecret ?? tokenSecret(env, dataDir, inMemory),
    tokenTtlSeconds: overrides.tokenTtlSeconds ?? int(env, 'TOKEN_TTL_SECONDS', 86_400),
    uploadMaxBytes: overrides.uploadMaxBytes ?? int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    publicUrl: (overrides.publicUrl ?? env.API_PUBLIC_URL ?? `http://${host}:${port}`).replace(
      /\/$/,
      '',
    ),
    seedScale: overrides.seedScale ?? int(env, 'SEED_SCALE', 1),
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? 'info',
  };
}
