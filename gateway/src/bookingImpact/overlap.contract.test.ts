import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../test-support/expect.js';
import { futureHeldBookings } from '../test-support/held-bookings.js';
import { startStack, type Stack } from '../test-support/stack.js';
import { daysOf, nextDay } from './dateRuns.js';
import { todayInJapan } from './today.js';

// A season sharing days with another changes the time slots of the packages whose season of the
// day it becomes (or stops being): `bookingImpact` names them with the days, and the guard refuses
// a create or update that strands their bookings until the caller accepts the count.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

interface RestSeason {
  _id: string;
  title: string;
  isActive: number;
  startDate: string;
  endDate: string;
  timeSlot: { startTime: string; endTime: string }[];
}
interface RestPackage {
  _id: string;
  title: string;
  timeSlot: number;
  isActive: number;
  seasonPrice?: { seasonId: string }[];
}

const IMPACT = `query I($change: BookingImpactInput!) {
  bookingImpact(change: $change) {
    count
    bookings { id }
    seasonOverlaps { season { id title } startDate endDate }
    slotChanges { packageId packageTitle days dateRanges { startDate endDate } }
  }
}`;
interface Impact {
  count: number;
  bookings: { id: string }[];
  seasonOverlaps: { season: { id: string; title: string }; startDate: string; endDate: string }[];
  slotChanges: {
    packageId: string;
    packageTitle: string;
    days: number;
    dateRanges: { startDate: string; endDate: string }[];
  }[];
}
const CREATE = `mutation C($input: SeasonInput!, $accept: Int) {
  createSeason(input: $input, acceptStranded: $accept) { season { id } }
}`;
const UPDATE = `mutation U($id: ID!, $input: SeasonPatch!, $accept: Int) {
  updateSeason(id: $id, input: $input, force: true, acceptStranded: $accept) { season { id } }
}`;

const impactOf = async (season: Record<string, unknown>) =>
  dataOf(await stack.gql<{ bookingImpact: Impact }>(IMPACT, { change: { season } })).bookingImpact;
const day = (s: string) => s.slice(0, 10);
const plusDays = (from: string, n: number) => {
  let d = from;
  for (let i = 0; i < n; i++) d = nextDay(d);
  return d;
};

async function packagesWithPrices(): Promise<RestPackage[]> {
  const rows = await stack.rest<RestPackage[]>('/admin/package/list?pageSize=1000');
  return Promise.all(
    rows.map(async (p) => (await stack.rest<RestPackage[]>(`/admin/package/get/${p._id}`))[0]!),
  );
}

describe('a season overlapping another', () => {
  it('names the packages and days whose slots change, with no booking stranded', async () => {
    const seasons = await stack.rest<RestSeason[]>('/season/list?pageSize=100');
    const winter = seasons.find((s) => s.title === '冬季シーズン')!;
    const start = plusDays(day(winter.startDate), 10);
    const end = day(winter.endDate);
    const priced = new Set(seasons.filter((s) => s.isActive === 1).map((s) => s._id));
    // Packages whose priced seasons do not cover the winter take the season of the day that
    // started last: from `start` on, the new one.
    const covers = (id: string, d: string) => {
      const s = seasons.find((x) => x._id === id);
      return !!s && priced.has(id) && day(s.startDate) <= d && d <= day(s.endDate);
    };
    const expected = (await packagesWithPrices())
      .filter((p) => p.isActive === 1 && p.timeSlot === 2)
      .filter((p) => !(p.seasonPrice ?? []).some((x) => covers(x.seasonId, start)))
      .map((p) => p.title)
      .sort();
    expect(expected.length).toBeGreaterThan(0);

    const got = await impactOf({
      startDate: start,
      endDate: end,
      timeSlots: [{ startTime: '12:00', endTime: '15:00' }],
    });
    expect(got.count).toBe(0);
    expect(got.seasonOverlaps).toEqual([
      { season: { id: winter._id, title: '冬季シーズン' }, startDate: start, endDate: end },
    ]);
    expect(got.slotChanges.map((c) => c.packageTitle).sort()).toEqual(expected);
    const days = [...daysOf(start, end)].length;
    for (const c of got.slotChanges) {
      expect(c.dateRanges).toEqual([{ startDate: start, endDate: end }]);
      expect(c.days).toBe(days);
    }

    // The same slots as the winter's: the days are shared, but no package's slots change.
    const same = await impactOf({ startDate: start, endDate: end, timeSlots: winter.timeSlot });
    expect(same.seasonOverlaps).toHaveLength(1);
    expect(same.slotChanges).toEqual([]);
  });

  it('refuses a create, and an update moving onto booked days, that strand bookings until the count is accepted', async () => {
    const today = todayInJapan(stack.seedDay);
    const seasons = await stack.rest<RestSeason[]>('/season/list?pageSize=100');
    const regular = seasons.find((s) => s.title === '通常シーズン')!;
    const [kept, dropped] = regular.timeSlot as [
      RestSeason['timeSlot'][0],
      RestSeason['timeSlot'][0],
    ];
    // Every package prices the regular season, which so wins every overlap: end it yesterday
    // (accepting what that strands) and put a season of its own slots on the coming month.
    const shorten = errorOf(
      await stack.gql(UPDATE, { id: regular._id, input: { endDate: plusDays(today, -1) } }),
      'CONFLICT',
    );
    const shortened = (shorten.extensions as { strandedCount?: number }).strandedCount;
    dataOf(
      await stack.gql(UPDATE, {
        id: regular._id,
        input: { endDate: plusDays(today, -1) },
        accept: shortened,
      }),
    );
    const month = {
      title: '今月シーズン',
      startDate: today,
      endDate: plusDays(today, 40),
      timeSlots: [kept, dropped],
    };
    const created = dataOf(
      await stack.gql<{ createSeason: { season: { id: string } } }>(CREATE, { input: month }),
    );
    const monthId = created.createSeason.season.id;

    // A later season over part of it, without the second slot: the several-slot packages'
    // bookings in that slot on the shared days are stranded.
    const from = plusDays(today, 5);
    const packages = await stack.rest<RestPackage[]>('/admin/package/list?pageSize=1000');
    const multiple = new Set(
      packages.filter((p) => p.isActive === 1 && p.timeSlot === 2).map((p) => p._id),
    );
    const expected = (await futureHeldBookings(stack))
      .filter((b) => b.date >= from && b.date <= month.endDate && multiple.has(b.packageID))
      .filter((b) => b.startTime === dropped.startTime && b.endTime === dropped.endTime)
      .map((b) => b._id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);

    const late = {
      title: '後半シーズン',
      startDate: from,
      endDate: month.endDate,
      timeSlots: [kept],
    };
    const asked = await impactOf({ startDate: from, endDate: month.endDate, timeSlots: [kept] });
    expect(asked.count).toBe(expected.length);
    expect(asked.bookings.map((b) => b.id).sort()).toEqual(expected);
    expect(asked.seasonOverlaps.map((o) => o.season.id)).toEqual([monthId]);
    expect(asked.slotChanges.map((c) => c.packageId).sort()).toEqual([...multiple].sort());

    const refused = errorOf(await stack.gql(CREATE, { input: late }), 'CONFLICT');
    expect(refused.extensions).toMatchObject({
      reason: 'STRANDS_BOOKINGS',
      strandedCount: expected.length,
    });
    const stale = await stack.gql(CREATE, { input: late, accept: expected.length - 1 });
    expect(errorOf(stale, 'CONFLICT').extensions.reason).toBe('STRANDS_BOOKINGS');
    const none = await stack.rest<RestSeason[]>('/season/list?pageSize=100');
    expect(none.some((s) => s.title === late.title)).toBe(false);
    const saved = await stack.gql<{ createSeason: { season: { id: string } } }>(CREATE, {
      input: late,
      accept: expected.length,
    });
    const lateId = dataOf(saved).createSeason.season.id;

    // Moving it a week later gives the first week back to the month's season: nothing strands
    // (its slots are the month's), so it goes through; moving it back is refused again.
    dataOf(await stack.gql(UPDATE, { id: lateId, input: { startDate: plusDays(from, 7) } }));
    const back = await stack.gql(UPDATE, { id: lateId, input: { startDate: from } });
    expect(errorOf(back, 'CONFLICT').extensions.reason).toBe('STRANDS_BOOKINGS');
  });
});
