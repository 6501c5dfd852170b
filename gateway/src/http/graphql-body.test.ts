// Issue 34, item 5: bodies before sign-in are bounded far lower, the JSON's depth and size are
// bounded before any walk, and no input gives a 500.
import { Readable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { sendJson, stubUpstream, type StubUpstream } from '../test-support/stub-upstream.js';

let upstream: StubUpstream;
let gateway: RunningGateway;
const SIGNED_IN = { authorization: 'Bearer good-token' };

beforeAll(async () => {
  upstream = await stubUpstream((req, res) => {
    if (req.headers.authorization !== 'Bearer good-token')
      return sendJson(res, 401, { status: false, statusCode: 401, message: 'Unauthorized' });
    if (req.url.endsWith('/auth/user/me'))
      return sendJson(res, 200, {
        status: true,
        statusCode: 200,
        message: 'Success',
        data: { _id: 'u1', firstName: 'A', lastName: 'B', email: 'a@b.c', role: 'staff' },
      });
    return sendJson(res, 200, { status: true, statusCode: 200, message: 'ok', data: null });
  });
  gateway = await startGateway({
    restBaseUrl: upstream.url,
    port: 0,
    host: '127.0.0.1',
    production: true,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

async function post(body: string | Readable, headers: Record<string, string> = {}) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : (Readable.toWeb(body) as ReadableStream),
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** A GraphQL error with a client status and a code, never a 500. */
function refused(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.body.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_REQUEST',
    requestId: expect.any(String),
  });
  return answer.body.errors![0]!;
}

/** `{ ping }` with `bytes` of padding in an unused variable. */
const padded = (bytes: number) =>
  JSON.stringify({ query: '{ ping }', variables: { pad: 'x'.repeat(bytes) } });
/** `{ ping }` with an unused variable nested `depth` arrays deep. */
const nested = (depth: number) =>
  `{"query":"{ ping }","variables":{"v":${'['.repeat(depth)}${']'.repeat(depth)}}}`;

describe('body size before and after signing in', () => {
  it('refuses 100 KB from a request that is not signed in, with 413, before reading it', async () => {
    const error = refused(await post(padded(100_000)), 413);
    expect(error.message).toMatch(/too large/i);
  });

  it('refuses 100 KB sent chunked (no content-length) too', async () => {
    const chunks = Array.from({ length: 25 }, () => 'x'.repeat(4_000));
    const body = Readable.from([`{"query":"{ ping }","variables":{"pad":"`, ...chunks, '"}}']);
    refused(await post(body), 413);
  });

  it('refuses 100 KB with a bearer token the server does not accept', async () => {
    refused(await post(padded(100_000), { authorization: 'Bearer made-up' }), 413);
  });

  it('accepts 100 KB from a signed-in caller, and a small body from anyone', async () => {
    expect(await post(padded(100_000), SIGNED_IN)).toEqual({
      status: 200,
      body: { data: { ping: true } },
    });
    expect((await post(padded(1_000))).status).toBe(200);
  });
});

describe('the JSON is bounded before any walk', () => {
  it('a 2 000 000-deep nested variable is a 400 GraphQL error, never a 500', async () => {
    const error = refused(await post(nested(2_000_000), SIGNED_IN), 400);
    expect(error.message).toMatch(/nested deeper than 32/);
  });

  it('a 30 000-deep one that fits the anonymous limit is a 400 too', async () => {
    refused(await post(nested(30_000)), 400);
  });

  it('400 000 variable keys are a 400', async () => {
    const keys = Object.fromEntries(Array.from({ length: 400_000 }, (_, i) => [`k${i}`, 1]));
    const body = JSON.stringify({ query: '{ ping }', variables: keys });
    const error = refused(await post(body, SIGNED_IN), 400);
    expect(error.message).toMatch(/more than 20000 members/);
  });

  it('GET variables are bounded the same way', async () => {
    const variables = encodeURIComponent(`{"v":${'['.repeat(1_500)}${']'.repeat(1_500)}}`);
    const res = await fetch(
      `${gateway.url}/graphql?query=%7B%20ping%20%7D&variables=${variables}`,
      {
        headers: { ...SIGNED_IN, 'apollo-require-preflight': '1' },
      },
    );
    refused({ status: res.status, body: (await res.json()) as Answer['body'] }, 400);
  });

  it('malformed JSON is a 400 GraphQL error', async () => {
    refused(await post('{"query": '), 400);
  });
});

describe('answers are not cached', () => {
  it('a signed-in answer, and a refusal, carry Cache-Control: no-store', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SIGNED_IN },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const refusedAnswer = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: padded(100_000),
    });
    expect(refusedAnswer.headers.get('cache-control')).toBe('no-store');
  });
});
