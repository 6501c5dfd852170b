// Probes from the security review (issue 16, findings 6, 7, 10a, 10b, 10f), sent over HTTP to the
// real gateway in front of the real reference api, in development and production mode.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { apiTestSupport, postGraphql, type TestApi } from '../test-support/stack.js';
import { MAX_COST } from './query-cost.js';
import { buildSchema } from './schema.js';

let api: TestApi;
let dev: RunningGateway;
let prod: RunningGateway;
let auth: Record<string, string>;

beforeAll(async () => {
  api = await (await apiTestSupport()).startTestApi();
  auth = { authorization: `Bearer ${api.token}` };
  const common = {
    restBaseUrl: api.url,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
  };
  dev = await startGateway({ ...common, production: false, nodeEnv: 'development' });
  prod = await startGateway({ ...common, production: true, nodeEnv: 'production' });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
  await api?.close();
});

const gql = (gateway: RunningGateway, query: string, variables?: Record<string, unknown>) =>
  postGraphql<Record<string, unknown>>(gateway.url, query, variables, auth);

describe('finding 6: sortBy names inherited from Object.prototype', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'sortBy %s is refused before any REST call, never a 500',
    async (name) => {
      const result = await gql(dev, `{ packages(query: { sortBy: "${name}" }) { total } }`);
      expect(result.status).toBeLessThan(500);
      expect(result.data).toBeNull();
      expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']).toContain(
        result.errors[0]?.extensions.code,
      );
      expect(upstreamCalls(result) || 0).toBe(0);
    },
  );
});

describe('finding 7: no "Did you mean" in production', () => {
  // Each of these earns a suggestion from graphql-js: a field, an argument, an input field and an
  // enum value (literal, and a variable being coerced).
  const probes: [string, string, Record<string, unknown>?][] = [
    ['field', '{ packagez { total } }'],
    ['argument', '{ packages(qurey: {}) { total } }'],
    ['input field', '{ packages(query: { pageSiz: 1 }) { total } }'],
    ['enum value', '{ packages(query: { sortDirection: ASCC }) { total } }'],
    [
      'enum value in a variable',
      'query Q($q: PackageListQuery) { packages(query: $q) { total } }',
      { q: { sortDirection: 'ASCC' } },
    ],
  ];

  it.each(probes)('development keeps the %s suggestion', async (_, query, variables) => {
    const result = await gql(dev, query, variables);
    expect(JSON.stringify(result.errors)).toMatch(/Did you mean/);
  });

  it.each(probes)('production drops the %s suggestion, with a token', async (_, query, vars) => {
    const result = await gql(prod, query, vars);
    expect(result.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(result.errors)).not.toMatch(/did you mean/i);
  });

  it.each(probes)('production drops the %s suggestion, without a token', async (_, query, vars) => {
    const result = await postGraphql(prod.url, query, vars, {});
    expect(result.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(result.errors)).not.toMatch(/did you mean/i);
  });
});

describe('finding 10a: the cost counts pageSize', () => {
  const aliases = (n: number, pageSize: number) =>
    `{ ${Array.from({ length: n }, (_, i) => `b${i}: bookings(query: { pageSize: ${pageSize} }) { items { id } }`).join(' ')} }`;

  it('refuses 15 aliases × 10 000 bookings with a typed error before any REST call', async () => {
    const result = await gql(prod, aliases(15, 10_000));
    const error = errorOf(result, 'BAD_USER_INPUT');
    expect(error.message).toMatch(/cost limit/i);
    expect(error.message).toContain('150000');
    expect(error.extensions).toMatchObject({ cost: expect.any(Number), limit: MAX_COST });
    expect(result.status).toBe(400);
    expect(result.data).toBeNull();
    expect(upstreamCalls(result) || 0).toBe(0);
  });

  it('counts a pageSize sent in a variable too', async () => {
    const query = `query Q($q: CouponListQuery) { a: coupons(query: $q) { total } b: coupons(query: $q) { total } c: coupons(query: $q) { total } }`;
    const result = await gql(prod, query, { q: { pageSize: 10_000 } });
    expect(errorOf(result, 'BAD_USER_INPUT').message).toMatch(/cost limit/i);
  });

  it('counts the same document again when its variables change (the count is kept per variables)', async () => {
    const query = `query Q($q: CouponListQuery) { a: coupons(query: $q) { total } b: coupons(query: $q) { total } c: coupons(query: $q) { total } }`;
    dataOf(await gql(prod, query, { q: { pageSize: 10 } }));
    expect(
      errorOf(await gql(prod, query, { q: { pageSize: 10_000 } }), 'BAD_USER_INPUT').message,
    ).toMatch(/cost limit/i);
    dataOf(await gql(prod, query, { q: { pageSize: 10 } }));
  });

  it(`still answers the web's largest page (coupons, 10 000) and ${MAX_COST} in all`, async () => {
    dataOf(await gql(prod, `{ coupons(query: { pageSize: 10000 }) { total items { id } } }`));
    dataOf(await gql(prod, aliases(2, 10_000)));
  });
});

describe('finding 10b: search text is capped at 200 characters', () => {
  const search = (text: string) =>
    gql(dev, 'query Q($q: BookingListQuery) { bookings(query: $q) { total } }', {
      q: { search: text },
    });

  it.each([
    ['201 characters', 'a'.repeat(201)],
    ['1 MB', 'x'.repeat(1_000_000)],
  ])('%s: BAD_USER_INPUT on search before any REST call', async (_, text) => {
    const result = await search(text);
    const error = errorOf(result, 'BAD_USER_INPUT');
    expect(error.extensions.fieldErrors).toEqual([
      {
        field: 'search',
        message: 'search must be at most 200 characters',
        reason: 'TOO_LONG',
        limit: 200,
      },
    ]);
    expect(upstreamCalls(result)).toBe(0);
  });

  it('200 characters are searched', async () => {
    expect(dataOf(await search('あ'.repeat(200)))).toEqual({ bookings: { total: 0 } });
  });
});

describe('finding 10f: updates say which version they edit, or force', () => {
  const season = (title: string) => ({
    title,
    startDate: '2031-01-10',
    endDate: '2031-02-10',
    timeSlots: [],
  });
  const UPDATE = `mutation U($id: ID!, $input: SeasonPatch!, $at: DateTime, $force: Boolean) {
    updateSeason(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { season { id title updatedAt } } }`;
  let id: string;
  let updatedAt: string;

  beforeAll(async () => {
    const created = dataOf(
      await gql(
        dev,
        'mutation C($input: SeasonInput!) { createSeason(input: $input) { season { id updatedAt } } }',
        { input: season('probe-10f') },
      ),
    ) as { createSeason: { season: { id: string; updatedAt: string } } };
    ({ id, updatedAt } = created.createSeason.season);
  });

  it('refuses a save with neither expectedUpdatedAt nor force, before any REST call', async () => {
    const result = await gql(dev, UPDATE, { id, input: season('overwritten') });
    const error = errorOf(result, 'BAD_USER_INPUT');
    expect(error.extensions.fieldErrors?.[0]?.field).toBe('expectedUpdatedAt');
    expect(upstreamCalls(result)).toBe(0);
    const read = dataOf(await gql(dev, `{ season(id: "${id}") { title } }`));
    expect(read).toEqual({ season: { title: 'probe-10f' } });
  });

  it('force: false is the same as leaving it out', async () => {
    const result = await gql(dev, UPDATE, { id, input: season('x'), force: false });
    errorOf(result, 'BAD_USER_INPUT');
  });

  it('saves with expectedUpdatedAt, and with force: true', async () => {
    const saved = dataOf(
      await gql(dev, UPDATE, { id, input: season('with version'), at: updatedAt }),
    ) as { updateSeason: { season: { title: string } } };
    expect(saved.updateSeason.season.title).toBe('with version');
    const forced = dataOf(await gql(dev, UPDATE, { id, input: season('forced'), force: true })) as {
      updateSeason: { season: { title: string } };
    };
    expect(forced.updateSeason.season.title).toBe('forced');
  });

  it('every updateX mutation that takes expectedUpdatedAt takes force: Boolean = false', () => {
    // revertChange takes expectedUpdatedAt too, optional: a revert checks its fields itself.
    const mutations = Object.values(buildSchema().getMutationType()!.getFields()).filter(
      (f) => f.name.startsWith('update') && f.args.some((a) => a.name === 'expectedUpdatedAt'),
    );
    expect(mutations.length).toBeGreaterThanOrEqual(13);
    for (const field of mutations) {
      const force = field.args.find((a) => a.name === 'force');
      expect(force, field.name).toBeDefined();
      expect(String(force!.type)).toBe('Boolean');
      expect(force!.defaultValue).toBe(false);
    }
  });
});
