import type { DateRangeInput } from '../__generated__/resolvers-types.js';
import type { QueryValue } from '../rest/client.js';

/** A date range → the REST startDate/endDate query ("" for an open end). */
export const rangeQuery = (
  range: DateRangeInput | null | undefined,
): Record<string, QueryValue> => ({
  startDate: range?.startDate ?? undefined,
  endDate: range?.endDate ?? undefined,
});

/** The date range arrives as REST startDate/endDate. */
export const rangeFields = { startDate: 'range.startDate', endDate: 'range.endDate' } as const;
