/**
 * Days as `YYYY-MM-DD` without a date library: route loaders in the main bundle read a screen's day
 * from its URL with these (the rest of businessDay.ts uses dayjs, which loads with the screens).
 */

/**
 * The business's day is Japan's: "today" (the day board, the dashboard, a new topic's date) is
 * today in Japan, wherever the browser is. Japan Standard Time is UTC+9 all year (no daylight
 * saving since 1951), so the day is UTC shifted by nine hours. Not an Intl formatter for
 * Asia/Tokyo: the first Intl date formatter a page builds loads ICU's time-zone data, 23-30 ms
 * (3 fresh Node processes, 2026-11-28) against 0.3 ms for this. A screen with a day input pays
 * that load all the same (Blueprint's DateInput asks Intl for the browser's zone): the saving is
 * for the screens without one.
 */
const JAPAN_OFFSET_MS = 9 * 3_600_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Japan, `YYYY-MM-DD`. */
export function todayInJapan(now: Date = new Date()): string {
  return new Date(now.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
