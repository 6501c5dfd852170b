import { describe, expect, it } from 'vitest';
import { postGraphql } from '../test-support/stack.js';
import {
  bookingListsOf,
  gatewayOver,
  listsAnswer,
  restBooking,
} from '../test-support/stub-gateway.js';

/** A day after any today the test runs on, so every booking of it is in the future. */
const DATE = '2099-05-01';

const booking = (id: string, fields: Record<string, unknown> = {}) => restBooking(id, DATE, fields);

const BOOKED = [
  booking('b1'),
  // Another package's booking: not stranded by p1's holiday, and readable.
  booking('b2', { packageID: 'p2' }),
  // No package: whose it is cannot be told, so it is left out and counted.
  booking('b3', { packageID: undefined }),
];

const PENDING = [
  // An unreadable day and an unreadable status: left out and counted as well.
  booking('p1', { status: 4, date: 'someday' }),
  booking('p2', { status: 'later' }),
];

const gateway = gatewayOver(listsAnswer(bookingListsOf(BOOKED, PENDING)));
const auth = { authorization: 'Bearer tok-123' };

const IMPACT = `query Impact($change: BookingImpactInput!) {
  bookingImpact(change: $change) { count leftOutBookings bookings { id firstName } }
}`;

interface Impact {
  count: number;
  leftOutBookings: number;
  bookings: { id: string; firstName: string }[];
}

describe('bookingImpact with bookings the gateway cannot read', () => {
  it('counts them beside the stranded bookings it could read, instead of dropping them silently', async () => {
    const result = await postGraphql<{ bookingImpact: Impact }>(
      gateway.url,
      IMPACT,
      { change: { holiday: { packageId: 'p1', date: DATE } } },
      auth,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.data!.bookingImpact).toEqual({
      count: 1,
      leftOutBookings: 3,
      bookings: [{ id: 'b1', firstName: '花子' }],
    });
  });

  it('counts none when the change touches no day from today (no booking is read)', async () => {
    const result = await postGraphql<{ bookingImpact: Impact }>(
      gateway.url,
      IMPACT,
      { change: { holiday: { packageId: 'p1', date: '2000-01-01' } } },
      auth,
    );
    expect(result.data!.bookingImpact).toEqual({ count: 0, leftOutBookings: 0, bookings: [] });
  });
});
