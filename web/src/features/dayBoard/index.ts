import { ClipboardIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { dayBoardPaths } from './paths';

export { dayBoardPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** The front desk's day: capacity and arrivals per slot, next to the bookings in the menu. */
export const dayBoardArea: Area = {
  id: 'dayBoard',
  screens: [
    {
      path: dayBoardPaths.board,
      load: () => import('./DayBoardPage'),
      query: () => queries().then((q) => q.board),
    },
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
