import type { DateRangeInput } from '../../__generated__/graphql';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from`/`to` of the URL → the range sent (YYYY-MM-DD or left out); null when the end is before the start. */
export function rangeOf(from: string, to: string): DateRangeInput | null | undefined {
  const startDate = DAY.test(from) ? from : undefined;
  const endDate = DAY.test(to) ? to : undefined;
  if (startDate && endDate && endDate < startDate) return null;
  return startDate || endDate
    ? { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) }
    : undefined;
}
