import dayjs from 'dayjs';

/** The business's time zone: "today" (the day board, the dashboard, a new topic's date) is today in Japan, wherever the browser is. */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// One formatter for every call: dayjs' time-zone plugin built a new one per call (through
// toLocaleString), a few ms each, and the dashboard's first render asks for today a dozen times.
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
  return ISO_DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

/** The day `days` after (or before) `date`. */
export function shiftDay(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}
