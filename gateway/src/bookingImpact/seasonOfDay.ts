import type { TimeSlot } from '../__generated__/resolvers-types.js';
import type { SeasonPriceModel } from '../models.js';
import { within } from './stranded.js';

/** What the rule needs of a season. `id` null: a new season, not saved yet. */
export interface SeasonDays {
  id: string | null;
  active: boolean;
  startDate: string;
  endDate: string;
  timeSlots: Pick<TimeSlot, 'startTime' | 'endTime'>[];
}

/**
 * Which season gives a package its time slots on a day: the gateway's one place for it.
 *
 * The REST contract does not say which season wins when seasons share a day. This is the reading
 * of the reference api (`api/src/availability/day-lookup.ts`, GET /availability/package/season):
 * the first of the package's priced seasons (in the order of its season prices) that is active
 * and covers the day; else, of all active seasons covering the day, the one that started last,
 * and on the same first day the lower id. A new season has no id yet: it is taken to win that
 * tie (so its effect is shown rather than missed). Null: no season covers the day.
 */
export function seasonOfDay(
  prices: readonly Pick<SeasonPriceModel, 'seasonId'>[] | null,
  day: string,
  seasons: readonly SeasonDays[],
): SeasonDays | null {
  const covers = (s: SeasonDays) => s.active && within(day, s.startDate, s.endDate);
  for (const price of prices ?? []) {
    const priced = seasons.find((s) => s.id === price.seasonId);
    if (priced && covers(priced)) return priced;
  }
  let best: SeasonDays | null = null;
  for (const s of seasons) {
    if (!covers(s)) continue;
    if (!best || startsLater(s, best)) best = s;
  }
  return best;
}

function startsLater(a: SeasonDays, b: SeasonDays): boolean {
  if (a.startDate !== b.startDate) return a.startDate > b.startDate;
  if (a.id === null) return true;
  if (b.id === null) return false;
  return a.id < b.id;
}

/** A season's slots as one comparable text (start and end of each, in time order). */
export const slotsKey = (season: SeasonDays | null): string =>
  (season?.timeSlots ?? [])
    .map((s) => `${s.startTime}-${s.endTime}`)
    .sort()
    .join(',');
