import {
  DayBoardDocument,
  type DayBoardQuery,
  type DayBoardQueryVariables,
} from '../../__generated__/graphql';
import { useScreenQuery } from '../../components/query/useScreenQuery';

/**
 * The board of `date`, read as it is now and kept out of Apollo's cache (`no-cache`): normalising
 * a busy day's thousand bookings into the cache and reading them back took about a second of the
 * board's 1.3 s after the answer, under load (web bench, 945 arrivals at 100 000 bookings); 50 ms
 * without. The route's loader preloads it for the URL's day (screenQueries.ts), so each visit and
 * each day asks once; `retry` asks again.
 */
export function useDayBoard(date: string) {
  const { data, loading, error, refetch } = useScreenQuery<DayBoardQuery, DayBoardQueryVariables>(
    DayBoardDocument,
    () => ({ variables: { date }, fetchPolicy: 'no-cache' }),
  );
  const board = data?.dayBoard ?? null;
  return {
    board,
    loading: !board && loading,
    error: board ? undefined : error,
    retry: () => void refetch().catch(() => undefined),
  };
}
