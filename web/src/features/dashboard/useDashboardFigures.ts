import type { DateRangeInput } from '../../__generated__/graphql';
import { useDashboardFiguresQuery } from '../../__generated__/graphql';

/**
 * The range's figures, asked for once per screen and shared by the cards and the status counts:
 * one request per range change (two hooks of the same query each ask again when the range
 * returns to one already in the cache). `range` null: the end is before the start, nothing asked.
 */
export function useDashboardFigures(range: DateRangeInput | null) {
  const query = useDashboardFiguresQuery({
    variables: { range },
    skip: range === null,
    fetchPolicy: 'cache-and-network',
  });
  return {
    range,
    figures: range === null ? undefined : query.data?.dashboard,
    loading: range !== null && query.loading,
    error: query.error,
  };
}

export type DashboardFiguresState = ReturnType<typeof useDashboardFigures>;
