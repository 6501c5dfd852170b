import { ja } from '../../i18n/ja';
import { BookingListPage } from './BookingListPage';
import { cancelledBookings } from './bookingList';

/** /profile/cancel-list: cancelled bookings. */
export default function CancelledBookingsPage() {
  return (
    <BookingListPage
      list={cancelledBookings}
      title={ja.bookings.cancelledTitle}
      fileStem="cancelled-bookings"
    />
  );
}
