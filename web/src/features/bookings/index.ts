import { BanCircleIcon, HistoryIcon, ShopIcon, ThListIcon, TimeIcon } from '@blueprintjs/icons';
import { withId, type Area, type BuiltScreen } from '../../app/area';
import { ja } from '../../i18n/ja';
import { bookingPaths as p } from './paths';

export { bookingPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

const detail = { path: p.lookup, load: () => import('./BookingPage') };

/** The four lists: path, screen (all four in BookingListScreens) and query (screenQueries.ts). */
const lists: [
  string,
  keyof typeof import('./BookingListScreens'),
  keyof typeof import('./screenQueries'),
][] = [
  [p.all, 'AllBookingsPage', 'all'],
  [p.cancelled, 'CancelledBookingsPage', 'cancelled'],
  [p.byBookingDate, 'BookingsByDatePage', 'byBookingDate'],
  [p.pending, 'PendingBookingsPage', 'pending'],
];
const listScreen =
  (name: (typeof lists)[number][1]): BuiltScreen['load'] =>
  () =>
    import('./BookingListScreens').then((m) => ({ default: m[name] }));

/** The four booking lists and a booking's details (with the look-up by user). */
export const bookingsArea: Area = {
  id: 'bookings',
  screens: [
    ...lists.map(([path, name, query]) => ({
      path,
      load: listScreen(name),
      query: () => queries().then((q) => q[query]),
    })),
    detail,
    { ...detail, path: withId(p.lookup), query: () => queries().then((q) => q.booking) },
  ],
  menu: {
    section: 'catalogue',
    order: 80,
    entries: [
      {
        id: 'bookings',
        label: ja.areas.bookings,
        icon: ShopIcon,
        children: [
          {
            id: 'bookings-all',
            label: ja.areas.bookingsAll,
            path: p.all,
            icon: ThListIcon,
            matches: [p.all, p.lookup, withId(p.lookup)],
          },
          {
            id: 'bookings-cancelled',
            label: ja.areas.bookingsCancelled,
            path: p.cancelled,
            icon: BanCircleIcon,
          },
          {
            id: 'bookings-by-date',
            label: ja.areas.bookingsByDate,
            path: p.byBookingDate,
            icon: HistoryIcon,
          },
          {
            id: 'bookings-pending',
            label: ja.areas.bookingsPending,
            path: p.pending,
            icon: TimeIcon,
          },
        ],
      },
    ],
  },
};
