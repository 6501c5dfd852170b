import {
  CancelledBookingsDocument,
  type CancelledBookingsQuery,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { BookingListPage } from './BookingListPage';

/** /profile/cancel-list: cancelled bookings. */
export default function CancelledBookingsPage() {
  return (
    <BookingListPage<CancelledBookingsQuery>
      document={CancelledBookingsDocument}
      pick={(d) => d.cancelledBookings}
      title={ja.bookings.cancelledTitle}
      fileStem="cancelled-bookings"
    />
  );
}
