// Issue 33: what checking an API key adds to a request. The same season query with a key and
// with a browser session cookie, alternated in one run, one client at a time, on the real
// reference api with the gateway in front (the gateway's test stack, its store a PGlite in
// memory). The key's check reads its row from the store on every request (no cache: a revoke is
// seen at once on every replica); the cookie's session is a memory look-up.
import { apiTestSupport, postGraphql, startStack } from '../../gateway/src/test-support/stack';
import { type BenchRow } from './bench-rows';

const WARMUP = 100;
const ROUNDS = 1500;
const SEASON = '{ seasons(query: { pageSize: 1 }) { items { id title } } }';

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))]!;
};

export default async function bench(): Promise<BenchRow[]> {
  const stack = await startStack();
  try {
    const { TEST_ADMIN } = await apiTestSupport();
    const created = await stack.gql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(input: { name: "bench", scope: READ }) { secret } }',
    );
    if (!created.data) throw new Error(JSON.stringify(created.errors));
    const key = { authorization: `Bearer ${created.data.createApiKey.secret}` };
    const login = await postGraphql(
      stack.gateway.url,
      'mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { __typename } }',
      TEST_ADMIN,
      {},
    );
    const cookie = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]! };
    const once = async (headers: Record<string, string>): Promise<number> => {
      const start = performance.now();
      const result = await postGraphql(stack.gateway.url, SEASON, {}, headers);
      const ms = performance.now() - start;
      if (result.errors.length > 0) throw new Error(JSON.stringify(result.errors));
      return ms;
    };
    for (let i = 0; i < WARMUP; i++) {
      await once(key);
      await once(cookie);
    }
    const withKey: number[] = [];
    const withCookie: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Alternated, each pair in a changing order, so drift and order weigh on both alike.
      if (i % 2 === 0) {
        withKey.push(await once(key));
        withCookie.push(await once(cookie));
      } else {
        withCookie.push(await once(cookie));
        withKey.push(await once(key));
      }
    }
    const added = quantile(withKey, 0.5) - quantile(withCookie, 0.5);
    return [
      { name: 'season query with an API key: p50', value: quantile(withKey, 0.5), unit: 'ms' },
      {
        name: 'season query with a session cookie: p50',
        value: quantile(withCookie, 0.5),
        unit: 'ms',
      },
      { name: 'season query with an API key: p99', value: quantile(withKey, 0.99), unit: 'ms' },
      {
        name: 'season query with a session cookie: p99',
        value: quantile(withCookie, 0.99),
        unit: 'ms',
      },
      {
        name: 'added by the key check (p50 difference)',
        value: added,
        unit: 'ms',
        target: '≤ 0.1',
        pass: added <= 0.1,
      },
    ];
  } finally {
    await stack.close();
  }
}
