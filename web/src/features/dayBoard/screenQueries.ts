import { DayBoardDocument } from '../../__generated__/graphql';
import type { ScreenQuery } from '../../components/query/screenQuery';
import { boardDateIn } from './boardDate';

/**
 * The board's day, kept out of the cache (a busy day's thousand arrivals, read fresh on every
 * visit): see useDayBoard.
 */
export const board: ScreenQuery = (url) => ({
  document: DayBoardDocument,
  variables: { date: boardDateIn(url.searchParams).date },
  fetchPolicy: 'no-cache',
});
