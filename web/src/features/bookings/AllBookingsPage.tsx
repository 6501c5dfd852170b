import { ja } from '../../i18n/ja';
import { BookingListPage } from './BookingListPage';
import { allBookings } from './bookingList';

/** /profile/profile-list: every booking, by visit day, with a status filter. */
export default function AllBookingsPage() {
  return (
    <BookingListPage
      list={allBookings}
      title={ja.bookings.allTitle}
      withStatusFilter
      fileStem="bookings"
    />
  );
}
