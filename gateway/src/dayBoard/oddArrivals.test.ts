import { describe, expect, it } from 'vitest';
import { postGraphql } from '../test-support/stack.js';
import {
  bookingListsOf,
  gatewayOver,
  listsAnswer,
  restBooking,
} from '../test-support/stub-gateway.js';

const DATE = '2026-11-24';

const booking = (id: string, fields: Record<string, unknown> = {}) => restBooking(id, DATE, fields);

const BOOKED = [
  booking('b1'),
  // An odd count and an odd add-on: those fields fail, the arrival and the board stay.
  booking('b2', { people: 'three', arrivalTime: '09:30', addOns: 'none' }),
  // No package: it cannot be placed on the board, so it is left out; the others stay.
  booking('b3', { packageID: undefined }),
];

const PENDING = [
  // An unreadable booking number and day: left out as well.
  booking('p1', { status: 4, bookingId: { no: 1 } }),
  booking('p2', { status: 4, date: 'someday' }),
];

const gateway = gatewayOver(listsAnswer(bookingListsOf(BOOKED, PENDING)));
const auth = { authorization: 'Bearer tok-123' };

interface Arrival {
  id: string;
  people: number | null;
  arrivalTime: string | null;
  addOns: { title: string; quantity: number | null }[] | null;
  mobileNumber: string | null;
}

describe('dayBoard arrivals from odd upstream bookings', () => {
  it('fails an odd field of an arrival alone, and reads a booking without address or car details', async () => {
    const result = await postGraphql<{
      dayBoard: {
        totals: { bookings: number; people: number };
        packages: { slots: { arrivals: Arrival[] }[] }[];
      };
    }>(
      gateway.url,
      `query Board($date: Date!) { dayBoard(date: $date) { totals { bookings people }
        packages { slots { arrivals { id people arrivalTime addOns { title quantity } mobileNumber } } } } }`,
      { date: DATE },
      auth,
    );
    const arrivals = result.data!.dayBoard.packages.flatMap((p) =>
      p.slots.flatMap((s) => s.arrivals),
    );
    expect(arrivals.map((a) => a.id)).toEqual(['b2', 'b1']);
    expect(arrivals[0]).toMatchObject({ people: null, addOns: null, arrivalTime: '09:30' });
    expect(arrivals[1]).toMatchObject({
      people: 2,
      addOns: [{ title: '炭セット', quantity: 2 }],
      mobileNumber: '080-8636-7438',
    });
    expect(result.data!.dayBoard.totals).toEqual({ bookings: 2, people: 2 });
    const failed = result.errors.map((e) => [e.extensions.code, e.path?.at(-1)]);
    expect(failed).toContainEqual(['UPSTREAM_BAD_FIELD', 'people']);
    expect(failed).toContainEqual(['UPSTREAM_BAD_FIELD', 'addOns']);
  });
});

describe('dayBoard bookings left out', () => {
  it('counts the bookings it could not place, booked and pending, beside the board', async () => {
    const result = await postGraphql<{
      dayBoard: { leftOutBookings: number; totals: { bookings: number } };
    }>(
      gateway.url,
      `query Board($date: Date!) { dayBoard(date: $date) { leftOutBookings totals { bookings } } }`,
      { date: DATE },
      auth,
    );
    expect(result.data!.dayBoard).toEqual({ leftOutBookings: 3, totals: { bookings: 2 } });
  });
});
