import { BookingsDocument, type BookingsQuery } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { BookingListPage } from './BookingListPage';

/** /profile/profile-list: every booking, by visit day, with a status filter. */
export default function AllBookingsPage() {
  return (
    <BookingListPage<BookingsQuery>
      document={BookingsDocument}
      pick={(d) => d.bookings}
      title={ja.bookings.allTitle}
      withStatusFilter
      fileStem="bookings"
    />
  );
}
