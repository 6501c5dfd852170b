import { DayBoardDocument } from '../../__generated__/graphql';
import type { ScreenQuery } from '../../components/query/screenQuery';
import { boardDateIn } from './boardDate';

/**
 * The board's day, asked for as the navigation starts and kept out of the cache (a busy day's
 * thousand arrivals, read fresh on every visit): the screen takes this answer (useDayBoard).
 */
export const board: ScreenQuery = (url) => ({
  document: DayBoardDocument,
  variables: { date: boardDateIn(url.searchParams).date },
  uncached: true,
});
