import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { loadConfig, type ApiConfig } from '../config.js';
import { openDb, type Db } from '../db/db.js';
import { startApi, type RunningApi } from '../start.js';
import { SEED_TODAY, TEST_ADMIN } from './seeded.js';
import { templateCopy } from './template.js';

export { SEED_TODAY, TEST_ADMIN } from './seeded.js';

export interface TestApi extends RunningApi {
  token: string;
  /**
   * A request to /api/v1 with the admin's bearer token (unless `token: null`), answered by the
   * api in-process (Fastify's inject: the same routes, hooks and serialisation, no socket).
   */
  call(
    method: string,
    path: string,
    body?: unknown,
    options?: { token?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

/**
 * A fresh database per test file: in memory, a copy of the migrated (and, unless `seed: false`,
 * seeded) PGlite template (./template.ts), or a new PostgreSQL database created from
 * TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test), migrated and seeded by the
 * api, and dropped on close.
 */
async function freshDb(
  seed: boolean,
  config: ApiConfig,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const db = await templateCopy(seed ? 'seeded' : 'empty', config);
    // The files of a worker share its process (vitest.config.ts): each closes its own copy.
    return { db, drop: () => db.close() };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  return {
    db,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the real api on a free loopback port with seeded data and signs the admin in. */
export async function startTestApi(
  options: { seed?: boolean; uploadMaxBytes?: number; config?: Partial<ApiConfig> } = {},
): Promise<TestApi> {
  const config = loadConfig(
    {},
    {
      port: 0,
      host: '127.0.0.1',
      inMemory: true,
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      dataDir: `/tmp/dogstay-api-test-${randomBytes(6).toString('hex')}`,
      logLevel: process.env.API_TEST_LOG === '1' ? 'error' : 'silent',
      ...(options.uploadMaxBytes ? { uploadMaxBytes: options.uploadMaxBytes } : {}),
      ...options.config,
    },
  );
  const { db, drop } = await freshDb(options.seed ?? true, config);
  const api = await startApi({
    config,
    db,
    logger: process.env.API_TEST_LOG === '1',
    seed: options.seed ?? true,
    seedToday: SEED_TODAY,
  });
  const call: TestApi['call'] = async (method, path, body, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const token = opts.token === undefined ? tokenHolder.token : opts.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined && typeof body !== 'string')
      headers['content-type'] = 'application/json';
    if (typeof body === 'string' && !headers['content-type'])
      headers['content-type'] = 'application/json';
    const res = await api.app.inject({
      method: method as 'GET',
      url: `/api/v1${path}`,
      headers,
      ...(body !== undefined
        ? { payload: typeof body === 'string' ? body : JSON.stringify(body) }
        : {}),
    });
    const text = res.body;
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { raw: text };
    }
    return { status: res.statusCode, body: parsed };
  };
  const tokenHolder = { token: '' as string | null };
  const login = await call('POST', '/admin/login', TEST_ADMIN, { token: null });
  tokenHolder.token = (login.body.data as { accessToken: string }).accessToken;
  return {
    ...api,
    token: tokenHolder.token,
    call,
    async close() {
      // The file's tests are done: a connection a client left open (a keep-alive socket, a body it
      // did not read) must not hold the close for the idle timeout.
      api.app.server.closeAllConnections();
      await api.close();
      await drop();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
