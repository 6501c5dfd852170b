import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { futureHeldBookings, type RestBooking } from '../test-support/held-bookings.js';
import { startStack, type Stack } from '../test-support/stack.js';
import { todayInJapan } from './today.js';

// The stranding guard holds for every caller, not only the web form: a write that strands booked
// or pending bookings from today is refused with CONFLICT until the caller accepts the count.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

interface RestSeason {
  _id: string;
  title: string;
  startDate: string;
  endDate: string;
  timeSlot: { startTime: string; endTime: string }[];
}

const CREATE_HOLIDAY = `mutation H($input: HolidayInput!, $accept: Int) {
  createHoliday(input: $input, acceptStranded: $accept) { holiday { id } }
}`;
const UPDATE_SEASON = `mutation S($id: ID!, $input: SeasonPatch!, $accept: Int) {
  updateSeason(id: $id, input: $input, force: true, acceptStranded: $accept) { season { id endDate title } }
}`;

describe('the stranding guard', () => {
  it('refuses a holiday on a day with bookings until the caller accepts their count', async () => {
    const held = await futureHeldBookings(stack);
    const perDay = new Map<string, RestBooking[]>();
    for (const b of held) {
      const key = `${b.packageID} ${b.date}`;
      perDay.set(key, [...(perDay.get(key) ?? []), b]);
    }
    const [key, day] = [...perDay.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const [packageId, date] = key.split(' ') as [string, string];
    const input = { title: 'ガード確認', packageId, date };

    const refused = errorOf(await stack.gql(CREATE_HOLIDAY, { input }), 'CONFLICT');
    expect(refused.extensions).toMatchObject({
      reason: 'STRANDS_BOOKINGS',
      strandedCount: day.length,
    });
    const listed = (refused.extensions as { strandedBookingIds?: string[] }).strandedBookingIds;
    expect([...(listed ?? [])].sort()).toEqual(day.map((b) => b._id).sort());
    const stale = await stack.gql(CREATE_HOLIDAY, { input, accept: day.length - 1 });
    expect(errorOf(stale, 'CONFLICT').extensions.reason).toBe('STRANDS_BOOKINGS');
    const holidays = await stack.rest<{ packageId: string; startDate: string }[]>(
      '/holiday/list?pageSize=1000',
    );
    expect(
      holidays.filter((h) => h.packageId === packageId && h.startDate?.startsWith(date)),
    ).toEqual([]);

    const saved = await stack.gql<{ createHoliday: { holiday: { id: string } } }>(CREATE_HOLIDAY, {
      input,
      accept: day.length,
    });
    expect(dataOf(saved).createHoliday.holiday.id).toBeTruthy();
  });

  it('lets a season patch that keeps its days through without reading bookings', async () => {
    const [season] = await stack.rest<RestSeason[]>('/season/list?pageSize=1');
    const result = await stack.gql(UPDATE_SEASON, {
      id: season!._id,
      input: { title: `${season!.title}（改）` },
    });
    dataOf(result);
    expect(upstreamCalls(result)).toBe(2); // the stored season and the write
  });

  it('refuses a season shortened over booked days until the caller accepts the count', async () => {
    const held = await futureHeldBookings(stack);
    const seasons = await stack.rest<RestSeason[]>('/season/list?pageSize=100');
    const busiest = seasons
      .map((s) => ({
        s,
        n: held.filter((b) => s.startDate <= b.date && b.date <= s.endDate).length,
      }))
      .sort((a, b) => b.n - a.n)[0]!;
    expect(busiest.n).toBeGreaterThan(0);
    const { s } = busiest;
    const today = todayInJapan(stack.seedDay);
    // Ends yesterday: every booking of its packages from today on is stranded.
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const endDate = yesterday < s.startDate ? s.startDate : yesterday;
    const refused = errorOf(
      await stack.gql(UPDATE_SEASON, { id: s._id, input: { endDate } }),
      'CONFLICT',
    );
    expect(refused.extensions.reason).toBe('STRANDS_BOOKINGS');
    const count = (refused.extensions as { strandedCount?: number }).strandedCount!;
    expect(count).toBeGreaterThan(0);
    const still = await stack.gql<{ season: { endDate: string } }>(
      'query S($id: ID!) { season(id: $id) { endDate } }',
      { id: s._id },
    );
    expect(dataOf(still).season.endDate).toBe(s.endDate.slice(0, 10));

    const saved = await stack.gql<{ updateSeason: { season: { endDate: string } } }>(
      UPDATE_SEASON,
      {
        id: s._id,
        input: { endDate },
        accept: count,
      },
    );
    expect(dataOf(saved).updateSeason.season.endDate).toBe(endDate);
  });
});
