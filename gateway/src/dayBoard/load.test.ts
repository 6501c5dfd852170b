import { describe, expect, it } from 'vitest';
import type { BookingListQuery, BookingStatus } from '../__generated__/resolvers-types.js';
import type { Sources } from '../sources.js';
import { bookingsOnDay, DAY_PAGE_SIZE } from './load.js';

/**
 * A bookings source holding `total` booked and `total` pending bookings of the day (other
 * statuses none), recording the pages asked for.
 */
function fakeSources(total: number) {
  const asked: (BookingListQuery & { status: BookingStatus | undefined })[] = [];
  const sources = {
    bookings: {
      listAs: async (
        toItem: (raw: unknown) => unknown,
        _which: string,
        query: BookingListQuery,
        _range: unknown,
        status?: BookingStatus,
      ) => {
        asked.push({ ...query, status });
        const page = query.page ?? 1;
        const size = query.pageSize ?? 10;
        const count = Math.max(0, Math.min(size, total - (page - 1) * size));
        return {
          items: Array.from({ length: count }, (_, i) =>
            toItem({ _id: `${status ?? 'any'}-${(page - 1) * size + i}` }),
          ),
          total,
          page,
          pageSize: size,
        };
      },
    },
  } as unknown as Sources;
  return { sources, asked };
}

describe('bookingsOnDay', () => {
  it.each([
    [0, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [2500, 3],
  ])('%i bookings of each held status take %i REST calls of 1 000 each', async (total, calls) => {
    const { sources, asked } = fakeSources(total);
    const { items: bookings, leftOut } = await bookingsOnDay(sources, '2026-11-23');
    expect(leftOut).toBe(0);
    expect(bookings).toHaveLength(2 * total);
    expect(asked.filter((q) => q.status === 'BOOKED')).toHaveLength(calls);
    expect(asked.filter((q) => q.status === 'PENDING')).toHaveLength(calls);
    expect(asked).toHaveLength(2 * calls);
    expect(asked.every((q) => q.pageSize === DAY_PAGE_SIZE)).toBe(true);
    expect(new Set(bookings.map((b) => b.get('id'))).size).toBe(2 * total);
  });
});
