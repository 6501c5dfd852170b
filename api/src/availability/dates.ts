import { Type } from '@sinclair/typebox';

/** The business runs in Japan: a timestamp sent for a date means the Japanese calendar day. */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/i;
const businessDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function isRealDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < 1900 || year > 2999) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/**
 * The calendar day (YYYY-MM-DD) a client's date input means, or undefined when it is no real date.
 * "YYYY-MM-DD" is taken as it is. An ISO timestamp with a zone (the multi-availability query sends
 * `toISOString()`) is read in the business time zone, so local midnight in Japan (15:00Z the day
 * before) and UTC midnight both mean the same Japanese day. A timestamp without a zone gives its date part.
 */
export function calendarDate(input: string): string | undefined {
  const text = input.trim();
  if (DAY.test(text)) return isRealDay(text) ? text : undefined;
  if (TIMESTAMP_WITH_ZONE.test(text)) {
    const time = Date.parse(text);
    const day = Number.isNaN(time) ? '' : businessDay.format(time);
    return isRealDay(day) ? day : undefined;
  }
  const day = text.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}T/.test(text) && isRealDay(day) ? day : undefined;
}

/** A date field that may be blank (for the route's docs/product.md §5 message) or a date/timestamp. */
export const DateInput = (description: string) =>
  Type.String({ maxLength: 40, pattern: '^\\s*(\\d{4}-\\d{2}-\\d{2}.*)?$', description });

/**
 * The updatedAt a client read, as an ISO timestamp: anything else is a 400 before it reaches SQL.
 * An older value than stored is refused with 409.
 */
export const CheckedUpdatedAt = Type.Optional(
  Type.String({
    format: 'date-time',
    maxLength: 40,
    description:
      'The updatedAt the client read (ISO timestamp); an older value than stored is refused with 409',
  }),
);
