import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { yenText } from './numbers';

dayjs.locale('ja');

/** A date or date-time in `pattern` (the browser's time zone); empty for none, as given if unreadable. */
function formatAs(pattern: string) {
  return (value: string | null | undefined): string => {
    if (!value) return '';
    const d = dayjs(value);
    return d.isValid() ? d.format(pattern) : value;
  };
}

/** `2026-11-21` → `2026/11/21(土)`. */
export const formatDate = formatAs('YYYY/MM/DD(dd)');

/** ISO date-time → `2026/11/21 18:30` in the browser's time zone. */
export const formatDateTime = formatAs('YYYY/MM/DD HH:mm');

/** ISO date-time → `2026/12/24(木) 10:05` in the browser's time zone (a note's time). */
export const formatDateTimeWithDay = formatAs('YYYY/MM/DD(dd) HH:mm');

/** ISO date-time → `10:05` in the browser's time zone (a check-in on the day board). */
export const formatTime = formatAs('HH:mm');

/** 12345 → `￥12,345`. */
export function formatYen(value: number | null | undefined): string {
  return value == null ? '' : yenText(value);
}

export { dayjs };
