import { describe, expect, it } from 'vitest';
import type { BookingListQuery } from '../__generated__/resolvers-types.js';
import type { Sources } from '../sources.js';
import { bookingsOnDay, DAY_PAGE_SIZE } from './load.js';

/** A bookings source holding `total` bookings of the day, recording the pages asked for. */
function fakeSources(total: number) {
  const asked: BookingListQuery[] = [];
  const sources = {
    bookings: {
      list: async (_which: string, query: BookingListQuery) => {
        asked.push(query);
        const page = query.page ?? 1;
        const size = query.pageSize ?? 10;
        const count = Math.max(0, Math.min(size, total - (page - 1) * size));
        return {
          items: Array.from({ length: count }, (_, i) => ({ id: `b${(page - 1) * size + i}` })),
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
  ])('%i bookings take %i REST calls of 1 000', async (total, calls) => {
    const { sources, asked } = fakeSources(total);
    const bookings = await bookingsOnDay(sources, '2026-11-23');
    expect(bookings).toHaveLength(total);
    expect(asked).toHaveLength(calls);
    expect(asked.every((q) => q.pageSize === DAY_PAGE_SIZE)).toBe(true);
    expect(new Set(bookings.map((b) => b.id)).size).toBe(total);
  });
});
