import { ja } from '../../i18n/ja';
import { BookingListPage, type BookingListPageProps } from './BookingListPage';
import {
  allBookings,
  bookingsByBookingDate,
  cancelledBookings,
  pendingBookings,
} from './bookingList';

const t = ja.bookings;

/** A booking list screen: BookingListPage with one list's declaration, title and CSV name. */
const screenOf = <Q,>(props: BookingListPageProps<Q>) =>
  function BookingListScreen() {
    return <BookingListPage {...props} />;
  };

/** /profile/profile-list: every booking, by visit day, with a status filter. */
export const AllBookingsPage = screenOf({
  list: allBookings,
  title: t.allTitle,
  withStatusFilter: true,
  fileStem: 'bookings',
});

/** /profile/bookingdatelist: bookings by the day they were made, newest first. */
export const BookingsByDatePage = screenOf({
  list: bookingsByBookingDate,
  title: t.byDateTitle,
  byBookingDate: true,
  fileStem: 'bookings-by-booking-date',
});

/** /profile/cancel-list: cancelled bookings. */
export const CancelledBookingsPage = screenOf({
  list: cancelledBookings,
  title: t.cancelledTitle,
  fileStem: 'cancelled-bookings',
});

/** /profile/pendinglist: bookings waiting for payment (each can be cancelled). */
export const PendingBookingsPage = screenOf({
  list: pendingBookings,
  title: t.pendingTitle,
  fileStem: 'pending-bookings',
});
