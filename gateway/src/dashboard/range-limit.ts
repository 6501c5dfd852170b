import type { DateRangeInput } from '../__generated__/resolvers-types.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';

/** The longest ranges the schema promises (schema/dashboard.graphql): the graph's and the months'. */
export const RANGE_LIMITS = {
  graph: { limit: 366, unit: 'DAYS' },
  months: { limit: 60, unit: 'MONTHS' },
} as const;

const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;
const monthNumber = (day: string) => +day.slice(0, 4) * 12 + +day.slice(5, 7);

/**
 * A range with both ends longer than the schema allows is refused here, before REST, as
 * DOMAIN_ERROR DASHBOARD_RANGE_TOO_LONG with `limit` and `unit` (DAYS or MONTHS) in its
 * extensions, so every caller learns the limit whatever REST server is behind (the reference api
 * has the same limits; another may word its refusal differently or have none). A range with an
 * open end is left to REST, which knows its own today.
 */
export function checkRangeLength(
  range: DateRangeInput | null | undefined,
  which: keyof typeof RANGE_LIMITS,
  requestId: string,
): void {
  const { startDate, endDate } = range ?? {};
  if (!startDate || !endDate || startDate > endDate) return;
  const { limit, unit } = RANGE_LIMITS[which];
  const length =
    unit === 'DAYS'
      ? dayNumber(endDate) - dayNumber(startDate) + 1
      : monthNumber(endDate) - monthNumber(startDate) + 1;
  if (length <= limit) return;
  throw gatewayError(
    ErrorCode.DOMAIN_ERROR,
    requestId,
    `The ${which === 'graph' ? 'graph' : 'monthly totals'} cover at most ${limit} ${unit.toLowerCase()}; this range has ${length}.`,
    { reason: 'DASHBOARD_RANGE_TOO_LONG', limit, unit },
  );
}
