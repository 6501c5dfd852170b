import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { futureHeldBookings, type RestBooking } from '../test-support/held-bookings.js';
import { startStack, type Stack } from '../test-support/stack.js';
import { HELD_STATUSES } from '../bookings/between.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

interface RestSeason {
  _id: string;
  startDate: string;
  endDate: string;
  timeSlot: { startTime: string; endTime: string }[];
}
interface RestPackage {
  _id: string;
  timeSlot: number;
  seasonPrice?: { seasonId: string }[];
}

/** Held bookings from today; the seed puts visits up to 30 days after its day. */
async function futureHeld(): Promise<RestBooking[]> {
  const held = await futureHeldBookings(stack);
  // Without any, nothing here can be checked.
  expect(held.length).toBeGreaterThan(3);
  return held;
}

const IMPACT = `query Impact($change: BookingImpactInput!, $limit: Int) {
  bookingImpact(change: $change, limit: $limit) {
    count
    leftOutBookings
    bookings { id date startTime endTime timeSlot status packageId firstName lastName englishFirstName englishLastName people }
  }
}`;
interface Impact {
  count: number;
  leftOutBookings: number;
  bookings: { id: string; date: string; status: string; packageId: string }[];
}
const impact = async (change: Record<string, unknown>, limit?: number) => {
  const result = await stack.gql<{ bookingImpact: Impact }>(IMPACT, { change, limit });
  return { impact: dataOf(result).bookingImpact, calls: upstreamCalls(result) };
};
const ids = (rows: { id?: string; _id?: string }[]) => rows.map((r) => r.id ?? r._id).sort();

describe('bookingImpact', () => {
  it('a holiday on a package’s busiest future day strands exactly its booked and pending bookings of that day', async () => {
    const held = await futureHeld();
    const perDay = new Map<string, RestBooking[]>();
    for (const b of held) {
      const key = `${b.packageID} ${b.date}`;
      perDay.set(key, [...(perDay.get(key) ?? []), b]);
    }
    const [key, day] = [...perDay.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const [packageId, date] = key.split(' ');
    const { impact: got, calls } = await impact({ holiday: { packageId, date } });
    expect(got.count).toBe(day.length);
    expect(ids(got.bookings)).toEqual(ids(day));
    // The reference api's bookings all read: none left out.
    expect(got.leftOutBookings).toBe(0);
    expect(got.bookings.every((b) => b.status === 'BOOKED' || b.status === 'PENDING')).toBe(true);
    // One page of the day's booked and one of its pending bookings, asked for at once.
    expect(calls).toBe(HELD_STATUSES.length);
  });

  it('a holiday range counts every day of it; a day without bookings and a past day strand none, without a REST call for the past', async () => {
    const held = await futureHeld();
    const packageId = held[0]!.packageID;
    const own = held.filter((b) => b.packageID === packageId);
    const last = own
      .map((b) => b.date)
      .sort()
      .at(-1)!;
    const range = await impact({ holiday: { packageId, date: '2000-01-01', endDate: last } });
    expect(range.impact.count).toBe(own.length);
    expect((await impact({ holiday: { packageId, date: '2035-01-15' } })).impact.count).toBe(0);
    const past = await impact({ holiday: { packageId, date: '2020-01-15' } });
    expect(past.impact).toEqual({ count: 0, leftOutBookings: 0, bookings: [] });
    expect(past.calls).toBe(0);
  });

  it('a package set inactive strands all its future bookings; the list is capped but the count is not', async () => {
    const held = await futureHeld();
    const counts = new Map<string, number>();
    for (const b of held) counts.set(b.packageID, (counts.get(b.packageID) ?? 0) + 1);
    const [packageId, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    expect(n).toBeGreaterThan(1);
    const all = await impact({ packageInactive: packageId });
    expect(all.impact.count).toBe(n);
    expect(ids(all.impact.bookings)).toEqual(ids(held.filter((b) => b.packageID === packageId)));
    const capped = await impact({ packageInactive: packageId }, 1);
    expect(capped.impact.count).toBe(n);
    expect(capped.impact.bookings).toHaveLength(1);
    // Listed by visit: the first is the earliest.
    expect(capped.impact.bookings[0]!.date).toBe(all.impact.bookings[0]!.date);
  });

  it('a season that ends earlier and drops a slot strands its packages’ bookings after the new end and, for several-slot packages, in the dropped slot', async () => {
    const held = await futureHeld();
    const seasons = await stack.rest<RestSeason[]>('/season/list?pageSize=100');
    const packages = await Promise.all(
      (await stack.rest<RestPackage[]>('/admin/package/list?pageSize=100')).map(
        async (p) => (await stack.rest<RestPackage[]>(`/admin/package/get/${p._id}`))[0]!,
      ),
    );
    // The season covering most future bookings, with at least two slots.
    const season = seasons
      .filter((s) => s.timeSlot.length > 1)
      .map((s) => ({
        s,
        n: held.filter((b) => s.startDate <= b.date && b.date <= s.endDate).length,
      }))
      .sort((a, b) => b.n - a.n)[0]!.s;
    const inSeason = held
      .filter((b) => season.startDate <= b.date && b.date <= season.endDate)
      .sort((a, b) => a.date.localeCompare(b.date));
    const newEnd = inSeason[Math.floor(inSeason.length / 2)]!.date;
    const [kept, dropped] = season.timeSlot as [
      RestSeason['timeSlot'][0],
      RestSeason['timeSlot'][0],
    ];
    const uses = (p: RestPackage) =>
      !p.seasonPrice?.length || p.seasonPrice.some((x) => x.seasonId === season._id);
    const byId = new Map(packages.map((p) => [p._id, p]));
    const expected = inSeason.filter((b) => {
      const p = byId.get(b.packageID);
      if (!p || !uses(p)) return false;
      const droppedSlot = b.startTime === dropped.startTime && b.endTime === dropped.endTime;
      return b.date > newEnd || (p.timeSlot === 2 && droppedSlot);
    });
    expect(expected.length).toBeGreaterThan(0);

    const { impact: got } = await impact({
      season: {
        id: season._id,
        startDate: season.startDate,
        endDate: newEnd,
        timeSlots: [kept, ...season.timeSlot.slice(2)],
      },
    });
    expect(got.count).toBe(expected.length);
    expect(ids(got.bookings)).toEqual(ids(expected));

    // The same days and slots (reordered): nothing is stranded, and no booking is read.
    const same = await impact({
      season: {
        id: season._id,
        startDate: season.startDate,
        endDate: season.endDate,
        timeSlots: [...season.timeSlot].reverse(),
      },
    });
    expect(same.impact.count).toBe(0);
    expect(same.calls).toBe(1);
  });

  it('an availability that loses days or a (day, slot) pair strands its package’s bookings there', async () => {
    const held = await futureHeld();
    const multiple = (await stack.rest<RestPackage[]>('/admin/package/list?pageSize=100'))
      .filter((p) => p.timeSlot === 2)
      .map((p) => p._id);
    const booking = held.find((b) => multiple.includes(b.packageID))!;
    expect(booking).toBeDefined();
    const on = held.filter((b) => b.packageID === booking.packageID && b.date === booking.date);
    const slot = {
      slotIndex: 0,
      date: booking.date,
      startTime: booking.startTime,
      endTime: booking.endTime,
      label: `${booking.startTime}-${booking.endTime}`,
    };
    const created = dataOf(
      await stack.gql<{ createAvailability: { availability: { id: string } } }>(
        'mutation C($input: AvailabilityInput!) { createAvailability(input: $input) { availability { id } } }',
        {
          input: {
            packageId: booking.packageID,
            startDate: booking.date,
            endDate: booking.date,
            inventory: 3,
            slots: [slot],
          },
        },
      ),
    ).createAvailability.availability;
    try {
      const unchanged = { id: created.id, startDate: booking.date, endDate: booking.date };
      expect((await impact({ availability: { ...unchanged, slots: [slot] } })).impact.count).toBe(
        0,
      );
      const slotGone = await impact({ availability: { ...unchanged, slots: [] } });
      const inSlot = on.filter(
        (b) => b.startTime === booking.startTime && b.endTime === booking.endTime,
      );
      expect(ids(slotGone.impact.bookings)).toEqual(ids(inSlot));
      const dayGone = await impact({
        availability: { id: created.id, startDate: '2035-01-01', endDate: '2035-01-02' },
      });
      expect(ids(dayGone.impact.bookings)).toEqual(ids(on));
    } finally {
      await stack.gql('mutation D($id: ID!) { deleteAvailability(id: $id) { id } }', {
        id: created.id,
      });
    }
  });

  it('refuses no change, two changes and a limit out of range', async () => {
    errorOf(await stack.gql(IMPACT, { change: {} }), 'BAD_USER_INPUT');
    errorOf(
      await stack.gql(IMPACT, {
        change: { packageInactive: 'x', holiday: { packageId: 'x', date: '2030-01-01' } },
      }),
      'BAD_USER_INPUT',
    );
    errorOf(
      await stack.gql(IMPACT, { change: { packageInactive: 'x' }, limit: 500 }),
      'BAD_USER_INPUT',
    );
  });
});
