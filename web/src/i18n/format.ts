import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { yenText } from './numbers';

dayjs.locale('ja');

/** `2026-11-21` → `2026/11/21(土)`. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY/MM/DD(dd)') : value;
}

/** ISO date-time → `2026/11/21 18:30` in the browser's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY/MM/DD HH:mm') : value;
}

/** ISO date-time → `2026/12/24(木) 10:05` in the browser's time zone (a note's time). */
export function formatDateTimeWithDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY/MM/DD(dd) HH:mm') : value;
}

/** ISO date-time → `10:05` in the browser's time zone (a check-in on the day board). */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('HH:mm') : value;
}

/** 12345 → `￥12,345`. */
export function formatYen(value: number | null | undefined): string {
  return value == null ? '' : yenText(value);
}

export { dayjs };
