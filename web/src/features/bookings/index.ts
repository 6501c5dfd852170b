import { BanCircleIcon, HistoryIcon, ShopIcon, ThListIcon, TimeIcon } from '@blueprintjs/icons';
import { withId, type Area, type BuiltScreen } from '../../app/area';
import { BookingDocument } from '../../__generated__/graphql';
import {
  listScreenQuery,
  recordScreenQuery,
  type ScreenQuery,
} from '../../components/query/screenQuery';
import {
  allBookings,
  bookingsByBookingDate,
  cancelledBookings,
  pendingBookings,
} from './bookingList';
import { ja } from '../../i18n/ja';
import { bookingPaths as p } from './paths';

export { bookingPaths } from './paths';

const detail = { path: p.lookup, load: () => import('./BookingPage') };

/** The four lists: path, screen (all four in BookingListScreens) and query. */
const lists: [string, keyof typeof import('./BookingListScreens'), ScreenQuery][] = [
  [p.all, 'AllBookingsPage', listScreenQuery(allBookings)],
  [p.cancelled, 'CancelledBookingsPage', listScreenQuery(cancelledBookings)],
  [p.byBookingDate, 'BookingsByDatePage', listScreenQuery(bookingsByBookingDate)],
  [p.pending, 'PendingBookingsPage', listScreenQuery(pendingBookings)],
];
const listScreen =
  (name: (typeof lists)[number][1]): BuiltScreen['load'] =>
  () =>
    import('./BookingListScreens').then((m) => ({ default: m[name] }));

/** The four booking lists and a booking's details (with the look-up by user). */
export const bookingsArea: Area = {
  id: 'bookings',
  screens: [
    ...lists.map(([path, name, query]) => ({ path, load: listScreen(name), query })),
    detail,
    { ...detail, path: withId(p.lookup), query: recordScreenQuery(BookingDocument) },
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
