// Issue 33, items 3 and 4 against the real api: signed-in introspection and the SDL in
// production, the scalars' descriptions, CORS for listed origins, and nullable roots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test-support/stack.js';

const STUDIO = 'https://studio.apollographql.com';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    data: 'shared',
    gateway: { production: true, nodeEnv: 'production', corsOrigins: [STUDIO] },
  });
});
afterAll(async () => {
  await stack?.close();
});

const SCALARS = `{ __schema { queryType { name } types { name kind description } } }`;
type Introspected = {
  __schema: { queryType: { name: string }; types: { name: string; description: string | null }[] };
};

describe('introspection in production', () => {
  it('answers a signed-in bearer, with the scalars described', async () => {
    const result = await stack.gql<Introspected>(SCALARS);
    expect(result.errors).toEqual([]);
    const described = (name: string) =>
      result.data?.__schema.types.find((t) => t.name === name)?.description;
    expect(described('Date')).toMatch(/YYYY-MM-DD/);
    expect(described('DateTime')).toMatch(/ISO 8601/);
    expect(described('Time')).toMatch(/HH:mm/);
  });

  it('refuses anonymous callers and made-up bearers with UNAUTHENTICATED', async () => {
    for (const token of [null, 'made-up-token']) {
      const result = await stack.gql(SCALARS, undefined, { token });
      expect(result.data).toBeNull();
      expect(result.errors.map((e) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
      expect(result.errors[0]?.message).toMatch(/introspection/i);
    }
  });
});

describe('GET /schema.graphql', () => {
  it('serves the SDL to a signed-in caller', async () => {
    const res = await fetch(`${stack.gateway.url}/schema.graphql`, {
      headers: { authorization: `Bearer ${stack.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const sdl = await res.text();
    expect(sdl).toMatch(/type Query \{/);
    expect(sdl).toMatch(/"""\s*A calendar date without time zone/);
  });

  it('answers 401 with a GraphQL-shaped error otherwise', async () => {
    const res = await fetch(`${stack.gateway.url}/schema.graphql`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      requestId: res.headers.get('x-request-id'),
    });
  });
});

describe('CORS_ORIGINS', () => {
  it('lets a listed origin preflight with Authorization, without credentials', async () => {
    const res = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: STUDIO,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a listed origin, and not another', async () => {
    const post = (origin: string) => stack.gql('{ ping }', undefined, { headers: { origin } });
    const listed = await post(STUDIO);
    expect(listed.headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect(listed.headers.get('access-control-expose-headers')).toMatch(/ratelimit-remaining/);
    expect(
      (await post('https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });
});

describe('nullable roots', () => {
  it('a failing root nulls only itself; its error stays typed', async () => {
    const result = await stack.gql<{
      booking: unknown;
      bookings: { total: number } | null;
      packages: { total: number } | null;
    }>(`{ booking(id: "nope") { id } bookings { total } packages { total } }`);
    expect(result.data?.booking).toBeNull();
    expect(result.data?.bookings?.total).toBeGreaterThan(0);
    expect(result.data?.packages?.total).toBeGreaterThan(0);
    expect(result.errors.map((e) => [e.path?.join('.'), e.extensions.code])).toEqual([
      ['booking', 'NOT_FOUND'],
    ]);
  });
});
