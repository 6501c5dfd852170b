/**
 * Days as `YYYY-MM-DD` without a date library: route loaders in the main bundle read a screen's day
 * from its URL with these (the rest of businessDay.ts uses dayjs, which loads with the screens).
 */

/** The business's time zone: "today" (the day board, the dashboard, a new topic's date) is today in Japan, wherever the browser is. */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Made on first use (a Tokyo formatter costs some ms to build, not wanted while the main bundle
// runs) and kept: dayjs' time-zone plugin built a new one per call through toLocaleString, and the
// dashboard's first render asks for today a dozen times.
let japanDay: Intl.DateTimeFormat | undefined;

/** Today in Japan, `YYYY-MM-DD`. */
export function todayInJapan(now: Date = new Date()): string {
  japanDay ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = japanDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
