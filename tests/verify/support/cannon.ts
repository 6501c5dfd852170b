// Load through the gateway with autocannon: GraphQL POSTs cycled per connection, every response
// read for GraphQL error codes (an HTTP 200 can still carry errors).
import autocannon from 'autocannon';

export interface CannonOptions {
  url: string;
  token: string;
  connections: number;
  durationSeconds: number;
  /** JSON bodies of GraphQL requests, cycled in order by each connection. */
  bodies: string[];
  /** Ends the run early. */
  signal?: AbortSignal;
}

export interface CannonResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  maxMs: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses carrying GraphQL errors, by extensions.code. */
  codes: Map<string, number>;
  /** Responses without any GraphQL error. */
  clean: number;
}

const CODE = /"code":"([A-Z_]+)"/g;

export async function cannon(options: CannonOptions): Promise<CannonResult> {
  const codes = new Map<string, number>();
  let clean = 0;
  const onResponse = (_status: number, body: string) => {
    if (!body.includes('"errors"')) {
      clean++;
      return;
    }
    const found = new Set<string>();
    for (const m of body.matchAll(CODE)) found.add(m[1]!);
    if (found.size === 0) found.add('NO_CODE');
    for (const code of found) codes.set(code, (codes.get(code) ?? 0) + 1);
  };
  const opts: autocannon.Options = {
    url: `${options.url}/graphql`,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 15,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
    requests: options.bodies.map((body) => ({
      method: 'POST' as const,
      path: '/graphql',
      body,
      onResponse,
    })),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(opts, (error, res) => (error ? reject(error) : resolve(res)));
    options.signal?.addEventListener('abort', () => instance.stop(), { once: true });
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    codes,
    clean,
  };
}

export const describeCodes = (codes: Map<string, number>): string =>
  codes.size === 0 ? 'none' : [...codes].map(([c, n]) => `${c}×${n}`).join(' ');
