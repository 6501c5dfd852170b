import { PendingBookingsDocument, type PendingBookingsQuery } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { BookingListPage } from './BookingListPage';

/** /profile/pendinglist: bookings waiting for payment (each can be cancelled). */
export default function PendingBookingsPage() {
  return (
    <BookingListPage<PendingBookingsQuery>
      document={PendingBookingsDocument}
      pick={(d) => d.pendingBookings}
      title={ja.bookings.pendingTitle}
      fileStem="pending-bookings"
    />
  );
}
