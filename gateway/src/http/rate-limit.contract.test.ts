// Issue 33, item 2: a request-rate limit per caller, visible in RateLimit-* headers, refused with
// 429, Retry-After and a GraphQL-shaped TOO_MANY_REQUESTS with retryAfter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    data: 'shared',
    gateway: {
      trustProxy: true,
      rateLimits: { perCaller: 5, perAnonymousAddress: 3, windowSeconds: 60 },
    },
  });
});
afterAll(async () => {
  await stack?.close();
});

const PING = '{ ping }';
const as = (token: string | null, address = '198.51.100.1') =>
  stack.gql(PING, undefined, { token, headers: { 'x-forwarded-for': address } });

describe('the request-rate limit', () => {
  it('counts each bearer on its own, says so in headers, then refuses with 429', async () => {
    const first = await as(stack.token);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('5');
    expect(first.headers.get('ratelimit-remaining')).toBe('4');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) expect((await as(stack.token)).status).toBe(200);

    const refused = await as(stack.token);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors[0]?.message).toMatch(/at most 5 per caller in 60 s/);
    expect(refused.errors[0]?.extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      requestId: refused.headers.get('x-request-id'),
      retryAfter,
    });
    // Another caller from the same address is its own caller (an API key is a bearer too).
    expect((await as('another-token-of-a-tool')).headers.get('ratelimit-remaining')).toBe('4');
  });

  it('counts anonymous callers per address, with their own limit', async () => {
    for (let i = 0; i < 3; i++) expect((await as(null, '203.0.113.7')).status).toBe(200);
    const refused = await as(null, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.errors[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await as(null, '203.0.113.8')).headers.get('ratelimit-limit')).toBe('3');
  });

  it('a made-up session cookie counts as its address, not as a fresh caller', async () => {
    const cookie = (n: number) => ({ cookie: `dogstay_session=made-up-${n}` });
    const address = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 3; i++) {
      const r = await stack.gql(PING, undefined, {
        token: null,
        headers: { ...address, ...cookie(i) },
      });
      expect(r.status).toBe(200);
    }
    const refused = await stack.gql(PING, undefined, {
      token: null,
      headers: { ...address, ...cookie(9) },
    });
    expect(refused.status).toBe(429);
  });
});
