import { domainError, validationError } from '../http/errors.js';
import type { DomainCode } from '../http/codes.js';

/** Days (booking dates, dashboard ranges, "today") are counted in the business's time zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day in YYYY-MM-DD ("2026-02-30" is not). */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** Today in the business time zone, YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** YYYY-MM-DD plus n days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface DayRange {
  startDate?: string;
  endDate?: string;
}

/**
 * Checks an optional day range: each bound empty or a real calendar day (else a validation error
 * on that field), and the start not after the end (else the given domain code). Empty bounds are
 * dropped from the result.
 */
export function checkDayRange(
  input: { startDate?: string | undefined; endDate?: string | undefined },
  code: DomainCode,
): DayRange {
  const range: DayRange = {};
  const errors = [];
  for (const field of ['startDate', 'endDate'] as const) {
    const value = input[field]?.trim();
    if (!value) continue;
    if (isCalendarDay(value)) range[field] = value;
    else errors.push({ field, message: `${field} must be a calendar day as YYYY-MM-DD` });
  }
  if (errors.length > 0) throw validationError(errors);
  if (range.startDate && range.endDate && range.startDate > range.endDate) {
    throw domainError(
      code,
      `The start date ${range.startDate} is after the end date ${range.endDate}`,
    );
  }
  return range;
}
