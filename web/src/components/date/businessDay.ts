import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The business's time zone: "today" (the day board, the dashboard, a new topic's date) is today in Japan, wherever the browser is. */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Japan, `YYYY-MM-DD`. */
export function todayInJapan(now: Date = new Date()): string {
  return dayjs(now).tz(BUSINESS_TIME_ZONE).format('YYYY-MM-DD');
}

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

/** The day `days` after (or before) `date`. */
export function shiftDay(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}
