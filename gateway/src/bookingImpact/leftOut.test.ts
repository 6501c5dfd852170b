import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { postGraphql } from '../test-support/stack.js';
import { sendJson, stubUpstream, type StubUpstream } from '../test-support/stub-upstream.js';

/** A day after any today the test runs on, so every booking of it is in the future. */
const DATE = '2099-05-01';

/** A booking as the api lists it, held (booked) on DATE for package p1. */
const booking = (id: string, fields: Record<string, unknown> = {}) => ({
  _id: id,
  bookingId: `BK-${id}`,
  packageID: 'p1',
  title: '手ぶらBBQプラン',
  status: 2,
  payment_status: 'paid',
  totalPrice: 12000,
  people: 2,
  child: 0,
  bigAndMediumDogs: 1,
  smallDogs: 0,
  totalDogs: 1,
  firstName: '花子',
  lastName: '清水',
  englishFirstName: 'Hanako',
  englishLastName: 'Shimizu',
  email: 'hanako@example.com',
  mobileNumber: '080-8636-7438',
  date: DATE,
  startTime: '10:00',
  endTime: '13:00',
  timeSlot: '10:00-13:00',
  arrivalTime: '10:00',
  bbq: 1,
  picnic: 2,
  hasDog: 1,
  ...fields,
});

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

let upstream: StubUpstream;
let gateway: RunningGateway;
const auth = { authorization: 'Bearer tok-123' };

beforeAll(async () => {
  upstream = await stubUpstream((req, res) => {
    const ok = { status: true, statusCode: 200, message: 'Success' };
    if (req.url.includes('/booking/list')) {
      const results = req.url.includes('status=2')
        ? BOOKED
        : req.url.includes('status=4')
          ? PENDING
          : [];
      return sendJson(res, 200, {
        ...ok,
        results,
        meta: { total: results.length, pageNo: 1, pageSize: 1000 },
      });
    }
    return sendJson(res, 200, { ...ok, data: [] });
  });
  gateway = await startGateway({
    restBaseUrl: upstream.url,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

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
