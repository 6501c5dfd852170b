import { ja } from '../../i18n/ja';
import { BookingListPage } from './BookingListPage';
import { pendingBookings } from './bookingList';

/** /profile/pendinglist: bookings waiting for payment (each can be cancelled). */
export default function PendingBookingsPage() {
  return (
    <BookingListPage
      list={pendingBookings}
      title={ja.bookings.pendingTitle}
      fileStem="pending-bookings"
    />
  );
}
