import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { errorOf } from '../test-support/expect.js';
import { postGraphql } from '../test-support/stack.js';
import { sendJson, stubUpstream, type StubUpstream } from '../test-support/stub-upstream.js';

const season = (startDate: string) => ({
  _id: 's1',
  title: 'Winter',
  isActive: 1,
  startDate,
  endDate: '2027-02-28',
  timeSlot: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

let upstream: StubUpstream;
let dev: RunningGateway;
let prod: RunningGateway;
const auth = { authorization: 'Bearer tok-123' };

beforeAll(async () => {
  upstream = await stubUpstream((req, res) => {
    if (req.url.includes('/season/get/bad-date'))
      return sendJson(res, 200, {
        status: true,
        statusCode: 200,
        message: 'Success',
        data: season('2026-13-45'),
      });
    if (req.url.includes('/season/get/bad-code'))
      return sendJson(res, 200, {
        status: true,
        statusCode: 200,
        message: 'Success',
        data: { ...season('2026-12-01'), isActive: 7 },
      });
    if (req.url.includes('/season/get/'))
      return sendJson(res, 200, {
        status: true,
        statusCode: 200,
        message: 'Success',
        data: season('2026-12-01'),
      });
    return sendJson(res, 200, { status: true, statusCode: 200, message: 'ok', data: null });
  });
  const common = {
    restBaseUrl: upstream.url,
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
  await upstream?.close();
});

describe('CSRF prevention', () => {
  it('refuses a simple text/plain POST, with a request id', async () => {
    const res = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...auth },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      errors: { extensions: { code: string; requestId: string } }[];
    };
    expect(body.errors[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      requestId: res.headers.get('x-request-id'),
    });
  });
  it('refuses a GET query without a preflight header, accepts it with one', async () => {
    const url = `${dev.url}/graphql?query=${encodeURIComponent('{ ping }')}`;
    expect((await fetch(url, { headers: auth })).status).toBe(400);
    const ok = await fetch(url, { headers: { ...auth, 'apollo-require-preflight': '1' } });
    expect(await ok.json()).toEqual({ data: { ping: true } });
  });
});

describe('query limits', () => {
  it('refuses too many aliases', async () => {
    const query = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: ping`).join(' ')} }`;
    const result = await postGraphql(dev.url, query, undefined, auth);
    expect(result.errors[0]?.message).toMatch(/aliases/i);
    expect(result.data).toBeNull();
  });
  it('refuses too many tokens', async () => {
    const query = `{ ${Array.from({ length: 3100 }, () => 'ping').join(' ')} }`;
    const res = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth.authorization },
      body: JSON.stringify({ query }),
    });
    // A client error, never a 500.
    expect(res.status).toBe(400);
    const result = (await res.json()) as { errors: { message: string }[] };
    expect(result.errors[0]?.message).toMatch(/token/i);
  });
  it('refuses too costly queries', async () => {
    // About 520 each, the richest operation of the web admin; fifteen of them cost about 7 700.
    const booking = `id bookingNumber cartId userId packageId packageTitle status orderStatus paymentStatus paymentId
      paymentProvider paymentGatewayStatus amountReceived totalPrice people children bigAndMediumDogs smallDogs totalDogs
      firstName lastName englishFirstName englishLastName carPerson { firstName lastName mobileNumber carNumber }
      email mobileNumber address { postalCode prefecture district city apartment } date startTime endTime timeSlot
      arrivalTime bbq picnic hasDog addOns { id title unitPrice quantity type } dogs { name breed size }`;
    const pkg = `id title helpText status displayOrder price weekendPrice maxPeople maxChildren includedPeople
      dogCategory { id title status } category { id title } photos { fileName url }
      seasonPrices { id seasonId seasonTitle weekdayPrice weekendPrice season { id title startDate } }
      addOns { id title price minPeople maxPeople type description imageUrl perDayLimit }`;
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `b${i}: bookings { items { ${booking} package { ${pkg} } } }`).join(' ')} }`;
    const result = await postGraphql(dev.url, query, undefined, auth);
    expect(result.errors.map((e) => e.message).join(' ')).toMatch(/cost limit/i);
    expect(result.data).toBeNull();
  });
  it('refuses too deep queries', async () => {
    const deep = `{ ${'a { '.repeat(12)}b${' }'.repeat(12)} }`;
    const result = await postGraphql(dev.url, deep, undefined, auth);
    expect(result.errors.map((e) => e.message).join(' ')).toMatch(/depth limit/i);
  });
  it('refuses a body over the limit', async () => {
    const res = await fetch(`${dev.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ query: `{ ping } #${'x'.repeat(8_500_000)}` }),
    });
    expect(res.status).toBe(413);
    // The GraphQL error shape with the request id, not Fastify's own body.
    const body = (await res.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toEqual({
      code: 'BAD_REQUEST',
      requestId: res.headers.get('x-request-id'),
    });
  });
});

describe.each([['on graphql-js', () => dev]])('masked errors, %s', (_, gateway) => {
  it('an upstream value that is no date fails that field alone, without details', async () => {
    const result = await postGraphql(
      gateway().url,
      '{ season(id: "bad-date") { id startDate } }',
      undefined,
      auth,
    );
    const error = errorOf(result, 'UPSTREAM_BAD_FIELD');
    expect(error.path).toEqual(['season', 'startDate']);
    expect(JSON.stringify(result.errors)).not.toMatch(/stack|2026-13-45|127\.0\.0\.1/);
  });
  it('a variable that does not coerce is BAD_USER_INPUT with HTTP 400, naming it', async () => {
    const query = 'query Season($id: ID!) { season(id: $id) { id } }';
    for (let run = 0; run < 2; run++) {
      const result = await postGraphql(gateway().url, query, {}, auth);
      expect(result.status).toBe(400);
      const error = errorOf(result, 'BAD_USER_INPUT');
      expect(error.extensions.fieldErrors?.[0]?.field).toBe('id');
    }
  });
  it('an unknown code fails only its field: the id still reads', async () => {
    const ok = await postGraphql(
      gateway().url,
      '{ season(id: "bad-code") { id } }',
      undefined,
      auth,
    );
    expect(ok.errors).toEqual([]);
    const result = await postGraphql(
      gateway().url,
      '{ season(id: "bad-code") { id status } }',
      undefined,
      auth,
    );
    expect(errorOf(result, 'UPSTREAM_BAD_FIELD').path).toEqual(['season', 'status']);
  });
  it('the same holds in production', async () => {
    const result = await postGraphql(
      prod.url,
      '{ season(id: "bad-date") { id startDate } }',
      undefined,
      auth,
    );
    expect(errorOf(result, 'UPSTREAM_BAD_FIELD').path).toEqual(['season', 'startDate']);
  });
});

describe('upstream headers', () => {
  it('forwards the bearer token and the caller request id', async () => {
    const before = upstream.requests.length;
    const result = await postGraphql(dev.url, '{ season(id: "s1") { id } }', undefined, {
      ...auth,
      'x-request-id': 'trace-abc.1',
    });
    expect(result.headers.get('x-request-id')).toBe('trace-abc.1');
    const sent = upstream.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(sent[0]?.headers['x-request-id']).toBe('trace-abc.1');
  });
  it('replaces a request id that is not a plain token', async () => {
    const result = await postGraphql(dev.url, '{ ping }', undefined, {
      ...auth,
      'x-request-id': 'bad id\twith spaces',
    });
    expect(result.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('development versus production', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';
  it('introspection and Sandbox outside production', async () => {
    expect((await postGraphql(dev.url, INTROSPECT, undefined, {})).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const page = await fetch(`${dev.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toMatch(/sandbox/i);
  });
  it('neither in production for anonymous callers (signed-in ones: introspection.contract.test.ts)', async () => {
    const result = await postGraphql(prod.url, INTROSPECT, undefined, {});
    expect(result.data).toBeNull();
    expect(result.errors[0]?.message).toMatch(/introspection/i);
    expect(result.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const page = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/sandbox/i);
  });
  it('the session cookie is Secure in production', async () => {
    const login = await stubLogin(prod.url);
    expect(login).toMatch(/Secure/);
    expect(login).toMatch(/HttpOnly/i);
  });
});

async function stubLogin(url: string): Promise<string> {
  // The stub answers every POST with data: null, so login fails on its shape; use a real-looking answer instead.
  const local = await stubUpstream((req, res) => {
    if (req.url.endsWith('/admin/login'))
      return sendJson(res, 200, {
        status: true,
        statusCode: 200,
        message: 'Login successful',
        data: { accessToken: 't0k', expiresIn: 60 },
      });
    return sendJson(res, 200, {
      status: true,
      statusCode: 200,
      message: 'Success',
      data: {
        _id: 'u1',
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.c',
        username: null,
        role: 'admin',
        profilePic: '',
      },
    });
  });
  const gw = await startGateway({
    restBaseUrl: local.url,
    port: 0,
    host: '127.0.0.1',
    production: url === prod.url,
    logger: pino({ level: 'silent' }),
  });
  try {
    const result = await postGraphql(
      gw.url,
      'mutation { login(email: "a@b.c", password: "pw") { viewer { id } } }',
      undefined,
      {},
    );
    expect(result.errors).toEqual([]);
    return result.headers.get('set-cookie') ?? '';
  } finally {
    await gw.close();
    await local.close();
  }
}
