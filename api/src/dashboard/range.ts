import {
  addDays,
  businessToday,
  checkDayRange,
  daysBetween,
  type DayRange,
} from '../bookings/dates.js';
import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';
import type { DashboardQuery } from './schemas.js';

export const GRAPH_DEFAULT_DAYS = 30;
export const GRAPH_MAX_DAYS = 366;
export const MONTHS_DEFAULT = 12;
export const MONTHS_MAX = 60;

/** "11/21/2026" → "2026-11-21"; other text unchanged. */
function isoDay(text: string | undefined): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text?.trim() ?? '');
  return m ? `${m[3]}-${m[1]}-${m[2]}` : text;
}

/** The dashboard filter as real days, start not after end (5102). Empty bounds stay open. */
export function dashboardRange(query: DashboardQuery): DayRange {
  return checkDayRange(
    { startDate: isoDay(query.startDate), endDate: isoDay(query.endDate) },
    DomainCode.DASHBOARD_RANGE_INVALID,
  );
}

export interface ClosedRange {
  startDate: string;
  endDate: string;
}

const tooLong = (what: string) => domainError(DomainCode.DASHBOARD_RANGE_TOO_LONG, what);

/** Graph range: the end defaults to today (Asia/Tokyo), the start to 30 days up to the end; at most 366 days. */
export function graphRange(query: DashboardQuery, today = businessToday()): ClosedRange {
  const range = dashboardRange(query);
  const endDate =
    range.endDate ??
    (range.startDate && range.startDate > today
      ? addDays(range.startDate, GRAPH_DEFAULT_DAYS - 1)
      : today);
  const startDate = range.startDate ?? addDays(endDate, 1 - GRAPH_DEFAULT_DAYS);
  if (daysBetween(startDate, endDate) + 1 > GRAPH_MAX_DAYS)
    throw tooLong(`The graph covers at most ${GRAPH_MAX_DAYS} days`);
  return { startDate, endDate };
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** Monthly range: the end defaults to today, the start to the first day of the 12th month back; at most 60 months. */
export function monthRange(query: DashboardQuery, today = businessToday()): ClosedRange {
  const range = dashboardRange(query);
  const endDate =
    range.endDate ?? (range.startDate && range.startDate > today ? range.startDate : today);
  let startDate = range.startDate;
  if (!startDate) {
    const index = monthIndex(endDate) - (MONTHS_DEFAULT - 1);
    startDate = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  }
  if (monthIndex(endDate) - monthIndex(startDate) + 1 > MONTHS_MAX)
    throw tooLong(`The monthly totals cover at most ${MONTHS_MAX} months`);
  return { startDate, endDate };
}
