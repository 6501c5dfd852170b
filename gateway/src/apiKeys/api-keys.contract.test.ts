// Issue 33, item 1: API keys for tools, against the real reference api over HTTP. A recording
// proxy between the gateway and the api shows which refusals happen before any REST call.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { dataOf, errorOf } from '../test-support/expect.js';
import { recordingProxy, type RecordingProxy } from '../test-support/recording-proxy.js';
import { apiTestSupport, postGraphql, startStack, type TestApi } from '../test-support/stack.js';

let api: TestApi;
let proxy: RecordingProxy;
let gateway: RunningGateway;

const start = () =>
  startGateway({
    restBaseUrl: proxy.url,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
    store: { kind: 'memory' },
  });

beforeAll(async () => {
  api = await (await apiTestSupport()).startTestApi();
  proxy = await recordingProxy(api.url);
  gateway = await start();
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await api?.close();
});

export const CREATE_KEY = `mutation K($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name scope prefix createdBy createdAt lastUsedAt expiresAt revokedAt status } }
}`;
const REVOKE = 'mutation R($id: ID!) { revokeApiKey(id: $id) { apiKey { id revokedAt status } } }';
const LIST = '{ apiKeys { id name scope prefix createdBy lastUsedAt status } }';
const SEASONS = '{ seasons(query: { pageSize: 2 }) { total items { id title } } }';
const CREATE_SEASON = `mutation S($input: SeasonInput!) { createSeason(input: $input) { season { id title } } }`;

type Headers = Record<string, string>;
const admin = (): Headers => ({ authorization: `Bearer ${api.token}` });
const bearer = (secret: string): Headers => ({ authorization: `Bearer ${secret}` });
const gql = <T = Record<string, unknown>>(
  query: string,
  headers: Headers,
  variables: Record<string, unknown> = {},
  on = gateway,
) => postGraphql<T>(on.url, query, variables, headers);

interface Created {
  createApiKey: {
    secret: string;
    apiKey: {
      id: string;
      name: string;
      scope: string;
      prefix: string;
      createdBy: string;
      status: string;
    };
  };
}
let counter = 0;
async function newKey(scope: 'READ' | 'READ_WRITE', expiresAt?: string) {
  counter += 1;
  const created = await gql<Created>(CREATE_KEY, admin(), {
    input: { name: `ツール${counter}`, scope, ...(expiresAt ? { expiresAt } : {}) },
  });
  return dataOf(created).createApiKey;
}

/** The REST requests the gateway made while `run` ran. */
async function restCalls(run: () => Promise<unknown>): Promise<string[]> {
  const before = proxy.seen.length;
  await run();
  return proxy.seen.slice(before);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seasonInput = (title: string) => ({
  title,
  startDate: '2031-04-01',
  endDate: '2031-04-30',
  timeSlots: [{ startTime: '10:00', endTime: '11:00' }],
});

describe('an API key', () => {
  it('is created by an admin, shown once with its prefix, and reads data', async () => {
    const key = await newKey('READ');
    expect(key.secret).toMatch(/^dsk_[a-z0-9]{12}_[\w-]{43}$/);
    expect(key.secret.startsWith(key.apiKey.prefix)).toBe(true);
    expect(key.apiKey).toMatchObject({
      scope: 'READ',
      status: 'ACTIVE',
      createdBy: expect.any(String),
    });
    const read = await gql<{ seasons: { total: number } }>(SEASONS, bearer(key.secret));
    expect(dataOf(read).seasons.total).toBeGreaterThan(0);
    // The list shows it, with its last use, never its secret.
    const list = dataOf(await gql<{ apiKeys: Record<string, unknown>[] }>(LIST, admin())).apiKeys;
    const row = list.find((k) => k.id === key.apiKey.id)!;
    expect(row).toMatchObject({ prefix: key.apiKey.prefix, lastUsedAt: expect.any(String) });
    expect(JSON.stringify(list)).not.toContain(key.secret.slice(17));
    // The first write opens the gateway's store: seconds on a loaded machine.
  }, 150_000);

  it('acts upstream as its own service account (a staff account)', async () => {
    const key = await newKey('READ');
    const viewer = await gql<{ viewer: { email: string; userType: string } }>(
      '{ viewer { email userType } }',
      bearer(key.secret),
    );
    expect(dataOf(viewer).viewer).toEqual({
      email: `dsk-${key.apiKey.id}@api-keys.invalid`,
      userType: 'staff',
    });
  });

  it('READ: every mutation is FORBIDDEN before any REST call', async () => {
    const key = await newKey('READ');
    let result: Awaited<ReturnType<typeof gql>> | undefined;
    const calls = await restCalls(async () => {
      result = await gql(CREATE_SEASON, bearer(key.secret), { input: seasonInput('読取キー') });
    });
    const error = errorOf(result!, 'FORBIDDEN');
    expect(error.extensions.reason).toBe('KEY_READ_ONLY');
    expect(error.message).toMatch(/READ/);
    expect(calls).toEqual([]);
  });

  it('READ_WRITE creates a season', async () => {
    const key = await newKey('READ_WRITE');
    const created = await gql<{ createSeason: { season: { title: string } } }>(
      CREATE_SEASON,
      bearer(key.secret),
      { input: seasonInput('キーで作成') },
    );
    expect(dataOf(created).createSeason.season.title).toBe('キーで作成');
  });

  it('no key may sign in, sign out or change a password', async () => {
    const key = await newKey('READ_WRITE');
    const calls = await restCalls(async () => {
      const result = await gql('mutation { logout { message } }', bearer(key.secret));
      expect(errorOf(result, 'FORBIDDEN').extensions.reason).toBe('KEY_NOT_ALLOWED');
    });
    expect(calls).toEqual([]);
  });

  it('is admin-only to create, list and revoke: a key (a staff account) is refused', async () => {
    const key = await newKey('READ_WRITE');
    const list = await gql(LIST, bearer(key.secret));
    expect(errorOf(list, 'FORBIDDEN').message).toMatch(/administrator/i);
    const create = await gql(CREATE_KEY, bearer(key.secret), {
      input: { name: 'x', scope: 'READ' },
    });
    errorOf(create, 'FORBIDDEN');
    errorOf(await gql(REVOKE, bearer(key.secret), { id: key.apiKey.id }), 'FORBIDDEN');
  });

  it('revoked: UNAUTHENTICATED at once, and its service account is gone', async () => {
    const key = await newKey('READ');
    dataOf(await gql(SEASONS, bearer(key.secret)));
    const revoked = await gql<{ revokeApiKey: { apiKey: { status: string; revokedAt: string } } }>(
      REVOKE,
      admin(),
      { id: key.apiKey.id },
    );
    expect(dataOf(revoked).revokeApiKey.apiKey).toMatchObject({ status: 'REVOKED' });
    const calls = await restCalls(async () => {
      const error = errorOf(await gql(SEASONS, bearer(key.secret)), 'UNAUTHENTICATED');
      expect(error.extensions.reason).toBe('KEY_REVOKED');
      expect(error.message).toMatch(/revoked/);
    });
    expect(calls).toEqual([]);
    // Another replica (a second gateway on the same store) refuses it too.
    const other = await start();
    try {
      const error = errorOf(await gql(SEASONS, bearer(key.secret), {}, other), 'UNAUTHENTICATED');
      expect(error.extensions.reason).toBe('KEY_REVOKED');
    } finally {
      await other.close();
    }
    const users = await fetch(
      `${api.url}/api/v1/admin/list?search=${encodeURIComponent(key.apiKey.id)}`,
      { headers: admin() },
    );
    expect(JSON.stringify(await users.json())).not.toContain(`dsk-${key.apiKey.id}@`);
  });

  it('revoked on one replica is refused at once by another that used it a moment ago', async () => {
    const key = await newKey('READ');
    const other = await start();
    try {
      dataOf(await gql(SEASONS, bearer(key.secret), {}, other));
      dataOf(await gql(REVOKE, admin(), { id: key.apiKey.id }));
      // Well within the row's KEY_ROW_TTL_MS: the store's notification, not the expiry, drops it.
      const error = errorOf(await gql(SEASONS, bearer(key.secret), {}, other), 'UNAUTHENTICATED');
      expect(error.extensions.reason).toBe('KEY_REVOKED');
    } finally {
      await other.close();
    }
  });

  it('expired: UNAUTHENTICATED with KEY_EXPIRED', async () => {
    const key = await newKey('READ', new Date(Date.now() + 1500).toISOString());
    dataOf(await gql(SEASONS, bearer(key.secret)));
    await wait(1600);
    const error = errorOf(await gql(SEASONS, bearer(key.secret)), 'UNAUTHENTICATED');
    expect(error.extensions.reason).toBe('KEY_EXPIRED');
    const list = dataOf(await gql<{ apiKeys: { id: string; status: string }[] }>(LIST, admin()));
    expect(list.apiKeys.find((k) => k.id === key.apiKey.id)?.status).toBe('EXPIRED');
  });

  it('refuses an expiry in the past and an empty name, creating nothing', async () => {
    const calls = await restCalls(async () => {
      const result = await gql(CREATE_KEY, admin(), {
        input: { name: ' ', scope: 'READ', expiresAt: '2020-01-01T00:00:00Z' },
      });
      const fields = errorOf(result, 'BAD_USER_INPUT').extensions.fieldErrors?.map((f) => f.field);
      expect(fields).toEqual(['name', 'expiresAt']);
    });
    expect(calls.filter((c) => !c.startsWith('GET /api/v1/auth/user/me'))).toEqual([]);
  });

  it.each([
    ['malformed', 'dsk_short', 'KEY_MALFORMED'],
    ['unknown', `dsk_abcdefghijkl_${'A'.repeat(43)}`, 'KEY_UNKNOWN'],
  ])('%s: UNAUTHENTICATED with a reason, before any REST call', async (_, secret, reason) => {
    const calls = await restCalls(async () => {
      const error = errorOf(await gql(SEASONS, bearer(secret)), 'UNAUTHENTICATED');
      expect(error.extensions.reason).toBe(reason);
      expect(error.message.length).toBeGreaterThan(20);
    });
    expect(calls).toEqual([]);
  });

  it('a wrong secret with a real key id is unknown', async () => {
    const key = await newKey('READ');
    const forged = `${key.apiKey.prefix}_${'B'.repeat(43)}`;
    const error = errorOf(await gql(SEASONS, bearer(forged)), 'UNAUTHENTICATED');
    expect(error.extensions.reason).toBe('KEY_UNKNOWN');
  });

  it('staff bearer tokens keep working beside keys', async () => {
    dataOf(await gql(SEASONS, admin()));
  });

  it('outlives a gateway restart (kept in the store), signing in upstream again', async () => {
    const key = await newKey('READ');
    dataOf(await gql(SEASONS, bearer(key.secret)));
    await gateway.close();
    gateway = await start();
    const calls = await restCalls(async () => dataOf(await gql(SEASONS, bearer(key.secret))));
    expect(calls.filter((c) => c === 'POST /api/v1/admin/login')).toHaveLength(1);
  });
});

/** Upstream tokens' lifetime there: the admin's too, so long enough for createApiKey under load. */
const TTL_SECONDS = 6;

describe('an API key whose upstream token expires', () => {
  let shortApi: TestApi;
  let shortProxy: RecordingProxy;
  let shortGateway: RunningGateway;
  beforeAll(async () => {
    shortApi = await (
      await apiTestSupport()
    ).startTestApi({ config: { tokenTtlSeconds: TTL_SECONDS } });
    shortProxy = await recordingProxy(shortApi.url);
    shortGateway = await startGateway({
      restBaseUrl: shortProxy.url,
      port: 0,
      host: '127.0.0.1',
      logger: pino({ level: 'silent' }),
      store: { kind: 'memory' },
    });
  });
  afterAll(async () => {
    await shortGateway?.close();
    await shortProxy?.close();
    await shortApi?.close();
  });

  it('signs in again and keeps working', async () => {
    // The admin's own token lives TTL_SECONDS too: a fresh one for each try (the first create of
    // a process also opens the gateway's store, which can outlast it on a loaded machine).
    const { TEST_ADMIN } = await apiTestSupport();
    const create = async () => {
      const login = await fetch(`${shortApi.url}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
      return postGraphql<Created>(
        shortGateway.url,
        CREATE_KEY,
        { input: { name: '短命トークン', scope: 'READ' } },
        { authorization: `Bearer ${token}` },
      );
    };
    let created = await create();
    if (created.errors.length > 0) created = await create();
    const { secret } = dataOf(created).createApiKey;
    const read = () => postGraphql(shortGateway.url, SEASONS, {}, bearer(secret));
    dataOf(await read());
    await wait(TTL_SECONDS * 1000 + 500);
    const before = shortProxy.seen.length;
    dataOf(await read());
    expect(shortProxy.seen.slice(before)).toContain('POST /api/v1/admin/login');
  }, 60_000);
});

describe('a gateway whose store is down', () => {
  it('refuses a key (STORE_UNAVAILABLE), never lets it through', async () => {
    const down = await startStack({
      data: 'shared',
      store: { kind: 'postgres', url: 'postgres://127.0.0.1:1/none' },
    });
    try {
      const secret = `dsk_abcdefghijkl_${'A'.repeat(43)}`;
      const result = await down.gql(SEASONS, {}, { token: secret });
      const error = errorOf(result, 'UPSTREAM_UNAVAILABLE');
      expect(error.extensions.reason).toBe('STORE_UNAVAILABLE');
      expect(result.data).toBeNull();
    } finally {
      await down.close();
    }
  });
});
