import type { DateRangeInput } from '../__generated__/resolvers-types.js';
import type { QueryValue } from '../rest/client.js';
import type { FieldMap } from '../rest/errors.js';

/** A range's ends: the REST query's names, which are the range's own (DateRangeInput). */
const ENDS = ['startDate', 'endDate'] as const;

/** A date range → the REST startDate/endDate query (an open end left out). */
export const rangeQuery = (range: DateRangeInput | null | undefined): Record<string, QueryValue> =>
  Object.fromEntries(ENDS.map((end) => [end, range?.[end] ?? undefined]));

/** The date range arrives as REST startDate/endDate: their field errors are the range's. */
export const rangeFields: FieldMap = Object.fromEntries(ENDS.map((end) => [end, `range.${end}`]));
