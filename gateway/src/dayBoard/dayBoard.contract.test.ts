import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

interface RestBooking {
  _id: string;
  packageID: string;
  date: string;
  status: number;
  people: number;
  child: number;
  bigAndMediumDogs: number;
  smallDogs: number;
  timeSlot: string;
  mobileNumber: string;
}

/** Every seeded booking, straight from the api (not through the gateway). */
async function restBookings(): Promise<RestBooking[]> {
  const rows = await stack.rest<RestBooking[]>('/booking/list?pageSize=10000');
  expect(rows.length).toBeGreaterThan(0);
  return rows;
}

const BOARD = `query Board($date: Date!) { dayBoard(date: $date) {
  date leftOutBookings
  totals { bookings booked pending people children bigAndMediumDogs smallDogs dogs }
  packages { packageId packageTitle timeSlotType isHoliday package { id title }
    slots { label startTime endTime inventory booked pending held remaining state
      arrivals { id bookingNumber status paymentStatus firstName lastName englishFirstName
        englishLastName people children bigAndMediumDogs smallDogs addOns { title quantity }
        bbq picnic arrivalTime mobileNumber } } }
} }`;

interface Board {
  date: string;
  leftOutBookings: number;
  totals: Record<string, number>;
  packages: {
    packageId: string;
    package: { id: string } | null;
    slots: {
      label: string | null;
      inventory: number;
      booked: number;
      pending: number;
      held: number;
      remaining: number;
      state: string;
      arrivals: { id: string; status: string; people: number; mobileNumber: string }[];
    }[];
  }[];
}

describe('dayBoard', () => {
  it('counts exactly the booked and pending bookings the api holds for the busiest seeded day, in at most four REST calls (packages of the day, one page of booked and one of pending bookings, the package loader)', async () => {
    const all = await restBookings();
    const held = all.filter((b) => b.status === 2 || b.status === 4);
    const perDay = new Map<string, RestBooking[]>();
    for (const b of held) perDay.set(b.date, [...(perDay.get(b.date) ?? []), b]);
    const [date, day] = [...perDay.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(day.length).toBeGreaterThan(1);

    const result = await stack.gql<{ dayBoard: Board }>(BOARD, { date });
    const board = dataOf(result).dayBoard;
    // One look-up of the day's packages, one page of each held status (under 1 000 each), made at
    // once (gateway/src/dayBoard/load.ts).
    expect(upstreamCalls(result)).toBeLessThanOrEqual(4);
    expect(board.date).toBe(date);
    expect(board.leftOutBookings).toBe(0);
    const sum = (f: (b: RestBooking) => number) => day.reduce((n, b) => n + f(b), 0);
    expect(board.totals).toEqual({
      bookings: day.length,
      booked: day.filter((b) => b.status === 2).length,
      pending: day.filter((b) => b.status === 4).length,
      people: sum((b) => b.people),
      children: sum((b) => b.child),
      bigAndMediumDogs: sum((b) => b.bigAndMediumDogs),
      smallDogs: sum((b) => b.smallDogs),
      dogs: sum((b) => b.bigAndMediumDogs + b.smallDogs),
    });

    const arrivals = board.packages.flatMap((p) => p.slots.flatMap((s) => s.arrivals));
    const byId = new Map(day.map((b) => [b._id, b]));
    expect(arrivals.map((a) => a.id).sort()).toEqual(day.map((b) => b._id).sort());
    for (const p of board.packages) {
      expect(p.package?.id).toBe(p.packageId);
      for (const s of p.slots) {
        // Each arrival is one of the package's bookings of the day, as the api holds it.
        for (const a of s.arrivals) {
          const rest = byId.get(a.id);
          expect(rest?.packageID).toBe(p.packageId);
          expect(rest?.date.slice(0, 10)).toBe(date);
          expect(a.people).toBe(rest?.people);
          expect(a.mobileNumber).toBe(rest?.mobileNumber);
        }
        expect(s.held).toBe(s.arrivals.length);
        expect(s.booked + s.pending).toBe(s.held);
        expect(s.remaining).toBe(Math.max(0, s.inventory - s.held));
        if (s.state !== 'HOLIDAY') {
          expect(s.state === 'FULL').toBe(s.held === s.inventory);
          expect(s.state === 'OVERBOOKED').toBe(s.held > s.inventory);
        }
      }
    }
    // Per package, the held count matches the api's.
    for (const p of board.packages) {
      const own = day.filter((b) => b.packageID === p.packageId).length;
      expect(p.slots.reduce((n, s) => n + s.held, 0)).toBe(own);
    }
  });

  it('shows a slot as a holiday on a holiday of its package, and a day without bookings as empty totals', async () => {
    const days = dataOf(
      await stack.gql<{
        packagesOnDay: { packageId: string; availability: { id: string }[] }[];
      }>('{ packagesOnDay(date: "2030-01-15") { packageId availability { id } } }'),
    ).packagesOnDay;
    const offered = days.find((d) => d.availability.length > 0);
    const board = dataOf(
      await stack.gql<{ dayBoard: Board }>(BOARD, { date: '2030-01-15' }),
    ).dayBoard;
    expect(board.totals.bookings).toBe(0);
    if (!offered) {
      expect(board.packages).toEqual([]);
      return;
    }
    const created = dataOf(
      await stack.gql<{ createHoliday: { holiday: { id: string } } }>(
        'mutation H($input: HolidayInput!) { createHoliday(input: $input) { holiday { id } } }',
        { input: { title: '臨時休業', packageId: offered.packageId, date: '2030-01-15' } },
      ),
    ).createHoliday.holiday;
    const after = dataOf(
      await stack.gql<{ dayBoard: Board }>(BOARD, { date: '2030-01-15' }),
    ).dayBoard;
    const closed = after.packages.find((p) => p.packageId === offered.packageId)!;
    expect(closed.slots.length).toBeGreaterThan(0);
    expect(closed.slots.every((s) => s.state === 'HOLIDAY')).toBe(true);
    await stack.gql('mutation D($id: ID!) { deleteHoliday(id: $id) { id } }', { id: created.id });
  });

  it('refuses a date that is not a day', async () => {
    const result = await stack.gql(BOARD, { date: '2026-13-01' });
    expect(result.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
