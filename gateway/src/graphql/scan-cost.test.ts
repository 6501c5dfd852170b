// Issue 34, item 4: fields that read a whole range count toward the per-request row limit.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { errorOf, upstreamCalls } from '../test-support/expect.js';
import { postGraphql } from '../test-support/stack.js';
import { stubUpstream, type StubUpstream } from '../test-support/stub-upstream.js';
import { MAX_COST, SCAN_COST } from './query-cost.js';

let upstream: StubUpstream;
let gateway: RunningGateway;
const auth = { authorization: 'Bearer tok-123' };

beforeAll(async () => {
  // Every REST call fails: a refused operation must make none, an allowed one tries.
  upstream = await stubUpstream((_req, res) => res.writeHead(503).end());
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

const aliased = (n: number, field: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

const SCANS: [string, string][] = [
  ['bookingImpact', 'bookingImpact(change: { packageInactive: "p1" }) { count }'],
  ['dayBoard', 'dayBoard(date: "2026-05-01") { date }'],
  ['search', 'search(text: "a") { hits { id } }'],
  ['dashboard', 'dashboard { bookingCount }'],
  ['dashboardGraph', 'dashboardGraph { points { date } }'],
  ['dashboardMonths', 'dashboardMonths { months { month } }'],
  ['coupon', 'coupon(id: "c1") { id }'],
];

describe('fields that read a whole range count toward the row limit', () => {
  it.each(SCANS)('15 aliased %s are refused before any REST call', async (_, field) => {
    const before = upstream.requests.length;
    const result = await postGraphql(gateway.url, aliased(15, field), undefined, auth);
    const error = errorOf(result, 'BAD_USER_INPUT');
    expect(error.message).toMatch(/cost limit/i);
    expect(result.status).toBe(400);
    expect(upstreamCalls(result) || 0).toBe(0);
    expect(upstream.requests.length).toBe(before);
  });

  it(`${Math.floor(MAX_COST / SCAN_COST)} of them in one operation still go through to REST`, async () => {
    const result = await postGraphql(
      gateway.url,
      aliased(Math.floor(MAX_COST / SCAN_COST), SCANS[0]![1]),
      undefined,
      auth,
    );
    expect(result.errors.filter((e) => /cost limit/i.test(e.message))).toEqual([]);
    expect(upstreamCalls(result)).toBeGreaterThan(0);
  });

  it('five day boards are refused (5 × 6 000 rows > 25 000)', async () => {
    const query = `{ a: dayBoard(date: "2026-05-01") { date } b: dayBoard(date: "2026-05-02") { date }
      c: dayBoard(date: "2026-05-03") { date } d: dayBoard(date: "2026-05-04") { date }
      e: dayBoard(date: "2026-05-05") { date } }`;
    errorOf(await postGraphql(gateway.url, query, undefined, auth), 'BAD_USER_INPUT');
  });
});
