import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

// With its store unreachable, the gateway refuses the writes that need it before any REST write
// (nothing is changed without its record), and keeps answering reads.

let stack: Stack;
beforeAll(async () => {
  // Nothing listens on port 1: every use of the store fails.
  stack = await startStack({ store: { kind: 'postgres', url: 'postgres://127.0.0.1:1/none' } });
});
afterAll(async () => stack?.close());

describe('a gateway whose store is down', () => {
  it('refuses a create with an idempotency key, calling no REST', async () => {
    const result = await stack.gql(
      `mutation { createSeason(input: { title: "店舗停止中", startDate: "2030-01-01", endDate: "2030-01-02" }, idempotencyKey: "down-1") { message } }`,
    );
    expect(errorOf(result, 'UPSTREAM_UNAVAILABLE').extensions.reason).toBe('STORE_UNAVAILABLE');
    expect(upstreamCalls(result)).toBeLessThanOrEqual(1); // at most the caller's role
    const seasons = await stack.rest<{ title: string }[]>('/season/list?pageSize=1000');
    expect(seasons.some((s) => s.title === '店舗停止中')).toBe(false);
  });

  it('refuses a delete before the REST delete, so the record stays', async () => {
    const [season] = await stack.rest<{ _id: string }[]>('/season/list?pageSize=1');
    const result = await stack.gql('mutation D($id: ID!) { deleteSeason(id: $id) { id } }', {
      id: season!._id,
    });
    expect(errorOf(result, 'UPSTREAM_UNAVAILABLE').extensions.reason).toBe('STORE_UNAVAILABLE');
    const still = await stack.gql<{ season: { id: string } }>(
      'query S($id: ID!) { season(id: $id) { id } }',
      { id: season!._id },
    );
    expect(dataOf(still).season.id).toBe(season!._id);
  });

  it('still answers reads', async () => {
    dataOf(await stack.gql('{ seasons { total } }'));
  });

  it("answers a booking and the day board with only the front desk's fields failing", async () => {
    const [booking] = await stack.rest<{ _id: string; date: string }[]>('/booking/list?pageSize=1');
    const read = await stack.gql<{
      booking: { id: string; arrival: unknown; notes: unknown };
      dayBoard: { totals: { bookings: number; arrivals: unknown } };
    }>(
      `query B($id: ID!, $date: Date!) {
        booking(id: $id) { id arrival { state } notes { text } }
        dayBoard(date: $date) { totals { bookings arrivals { checkedIn } } } }`,
      { id: booking!._id, date: booking!.date },
    );
    expect(read.data!.booking).toEqual({ id: booking!._id, arrival: null, notes: null });
    expect(read.data!.dayBoard.totals.arrivals).toBeNull();
    expect(read.data!.dayBoard.totals.bookings).toBeGreaterThan(0);
    expect(read.errors.map((e) => e.extensions.reason)).toEqual([
      'STORE_UNAVAILABLE',
      'STORE_UNAVAILABLE',
      'STORE_UNAVAILABLE',
    ]);
    // A desk change is refused: nothing can be kept.
    const checkIn = await stack.gql(
      'mutation C($id: ID!) { checkInBooking(id: $id) { arrival { state } } }',
      { id: booking!._id },
    );
    expect(errorOf(checkIn, 'UPSTREAM_UNAVAILABLE').extensions.reason).toBe('STORE_UNAVAILABLE');
  });
});
