import { ClipboardIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area';
import { DayBoardDocument } from '../../__generated__/graphql';
import type { ScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { boardDateIn } from './boardDate';
import { dayBoardPaths } from './paths';

export { dayBoardPaths } from './paths';

/**
 * The board's day, asked for as the navigation starts and kept out of the cache (a busy day's
 * thousand arrivals, read fresh on every visit): the screen takes this answer (useDayBoard).
 */
const dayBoardQuery: ScreenQuery = (url) => ({
  document: DayBoardDocument,
  variables: { date: boardDateIn(url.searchParams).date },
  uncached: true,
});

/** The front desk's day: capacity and arrivals per slot, next to the bookings in the menu. */
export const dayBoardArea: Area = {
  id: 'dayBoard',
  screens: [
    { path: dayBoardPaths.board, load: () => import('./DayBoardPage'), query: dayBoardQuery },
  ],
  menu: {
    section: 'catalogue',
    // Right after the bookings group (order 80).
    order: 81,
    entries: [
      {
        id: 'day-board',
        label: ja.areas.dayBoard,
        path: dayBoardPaths.board,
        icon: ClipboardIcon,
      },
    ],
  },
};
