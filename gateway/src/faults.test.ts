import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test-support/ports.js';
import { startGateway, type RunningGateway } from './server.js';
import { postGraphql } from './test-support/stack.js';

const TIMEOUT_MS = 800;
const season = {
  _id: 's1',
  title: 'Winter',
  isActive: 1,
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  timeSlot: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** A tiny upstream that misbehaves on purpose, one way per season id. */
function faultyUpstream(): Promise<{ server: Server; url: string; hits: Map<string, number> }> {
  const hits = new Map<string, number>();
  const handlers: Record<string, (res: ServerResponse, hit: number) => void> = {
    slow: () => {
      /* never answers */
    },
    html500: (res) =>
      res
        .writeHead(500, { 'content-type': 'text/html' })
        .end('<html><body><h1>500</h1>Error at /srv/app.js</body></html>'),
    malformed: (res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status": true, "data": {'),
    unauthorized: (res) => res.writeHead(401).end(),
    empty: (res) => res.writeHead(204).end(),
    refused: (res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          status: false,
          statusCode: 5100,
          message: 'Only a pending booking can be cancelled',
        }),
      ),
    // The season list a create's overlap guard reads first (bookingImpact/overlap.ts): none.
    list: (res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: true, statusCode: 200, message: 'Success', data: [] })),
    flaky: (res, hit) =>
      hit === 1
        ? res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503</h1>')
        : res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(
              JSON.stringify({ status: true, statusCode: 200, message: 'Success', data: season }),
            ),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const key = (req.url ?? '').split('/').pop()?.split('?')[0] ?? '';
    const hit = (hits.get(key) ?? 0) + 1;
    hits.set(key, hit);
    req.resume();
    const handler =
      handlers[key] ??
      ((r: ServerResponse) =>
        r.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503</h1>'));
    handler(res, hit);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits }),
    ),
  );
}

const quiet = () => pino({ level: 'silent' });

/**
 * The fastest of up to three tries: on a machine shared with other suites a busy event loop can
 * delay one answer past the bound; a gateway without a working deadline misses it every time.
 */
async function timed<T>(call: () => Promise<T>): Promise<{ result: T; elapsed: number }> {
  let best: { result: T; elapsed: number } | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    const result = await call();
    const elapsed = performance.now() - started;
    if (!best || elapsed < best.elapsed) best = { result, elapsed };
    if (elapsed < TIMEOUT_MS + 100) break;
  }
  return best!;
}
const auth = { authorization: 'Bearer test-token' };
const SEASON = 'query Season($id: ID!) { season(id: $id) { id title } }';

let upstream: Awaited<ReturnType<typeof faultyUpstream>>;
let gateway: RunningGateway;
let deadGateway: RunningGateway;

beforeAll(async () => {
  upstream = await faultyUpstream();
  gateway = await startGateway({
    restBaseUrl: upstream.url,
    port: 0,
    host: '127.0.0.1',
    restTimeoutMs: TIMEOUT_MS,
    logger: quiet(),
  });
  deadGateway = await startGateway({
    // Nothing listens there: a port below the ephemeral range, which no listen(0) can take.
    restBaseUrl: `http://127.0.0.1:${await freePort()}`,
    port: 0,
    host: '127.0.0.1',
    restTimeoutMs: TIMEOUT_MS,
    logger: quiet(),
  });
});

afterAll(async () => {
  await gateway?.close();
  await deadGateway?.close();
  upstream?.server.closeAllConnections();
  await new Promise((r) => upstream?.server.close(r));
});

describe('faulty upstream: each fault answers its typed error within the timeout + 100 ms', () => {
  const cases: { id: string; code: string; upstreamCode?: number }[] = [
    { id: 'slow', code: 'UPSTREAM_TIMEOUT' },
    { id: 'html500', code: 'UPSTREAM_UNAVAILABLE' },
    { id: 'malformed', code: 'UPSTREAM_UNAVAILABLE' },
    { id: 'unauthorized', code: 'UNAUTHENTICATED' },
    { id: 'empty', code: 'UPSTREAM_UNAVAILABLE' },
    { id: 'refused', code: 'DOMAIN_ERROR', upstreamCode: 5100 },
  ];
  it.each(cases)('$id → $code', async ({ id, code, upstreamCode }) => {
    const { result, elapsed } = await timed(() => postGraphql(gateway.url, SEASON, { id }, auth));
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 100);
    // The root is nullable: the failed field is null, typed in its error.
    expect(result.data).toEqual({ season: null });
    expect(result.errors).toHaveLength(1);
    const error = result.errors[0]!;
    expect(error.extensions.code).toBe(code);
    expect(error.extensions.requestId).toEqual(expect.any(String));
    if (upstreamCode) expect(error.extensions.upstreamCode).toBe(upstreamCode);
    // Nothing of the upstream leaks: no URL, no HTML, no file path, no stack.
    expect(JSON.stringify(result.errors)).not.toMatch(
      /127\.0\.0\.1|<html|\/srv\/|stacktrace|at .*\.js/,
    );
    // …and the gateway keeps serving.
    const ping = await postGraphql<{ ping: boolean }>(gateway.url, '{ ping }', undefined, auth);
    expect(ping.data).toEqual({ ping: true });
  });

  it('connection refused → UPSTREAM_UNAVAILABLE, quickly', async () => {
    const { result, elapsed } = await timed(() =>
      postGraphql(deadGateway.url, SEASON, { id: 's1' }, auth),
    );
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 100);
    expect(result.errors[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    const ping = await postGraphql<{ ping: boolean }>(deadGateway.url, '{ ping }', undefined, auth);
    expect(ping.data).toEqual({ ping: true });
  });

  it('a GET answered 503 is retried once and then succeeds', async () => {
    const result = await postGraphql<{ season: { id: string } }>(
      gateway.url,
      SEASON,
      { id: 'flaky' },
      auth,
    );
    expect(result.errors).toEqual([]);
    expect(result.data?.season.id).toBe('s1');
    expect(result.headers.get('x-upstream-calls')).toBe('2');
    expect(upstream.hits.get('flaky')).toBe(2);
  });

  it('a mutation is never retried', async () => {
    // POST /season/add answers 503: the create is sent once. (A create reads only the season
    // list first, for its overlap guard; a delete or an update reads the stored record first.
    // Only those GETs may be retried.)
    const result = await postGraphql(
      gateway.url,
      'mutation { createSeason(input: { title: "x", startDate: "2030-01-01", endDate: "2030-01-02" }) { message } }',
      undefined,
      auth,
    );
    expect(result.errors[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.hits.get('add')).toBe(1);
  });

  it('readiness follows the upstream', async () => {
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${deadGateway.url}/readyz`)).status).toBe(503);
  });

  it('readiness waits for a store that opens at start (main.ts), and says so', async () => {
    // A store that cannot open stays not open: live, but not ready.
    const opening = await startGateway({
      restBaseUrl: upstream.url,
      port: 0,
      host: '127.0.0.1',
      logger: quiet(),
      openStoreAtStart: true,
      store: { kind: 'postgres', url: 'postgres://127.0.0.1:1/none' },
    });
    try {
      expect((await fetch(`${opening.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${opening.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'store opening' });
    } finally {
      await opening.close();
    }
  });
});
