import dayjs from 'dayjs';

export { isIsoDay, todayInJapan } from './isoDay';

/** The day `days` after (or before) `date`. */
export function shiftDay(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}
