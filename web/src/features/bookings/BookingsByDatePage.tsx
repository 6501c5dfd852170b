import {
  BookingsByBookingDateDocument,
  type BookingsByBookingDateQuery,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { BookingListPage } from './BookingListPage';

/** /profile/bookingdatelist: bookings by the day they were made, newest first. */
export default function BookingsByDatePage() {
  return (
    <BookingListPage<BookingsByBookingDateQuery>
      document={BookingsByBookingDateDocument}
      pick={(d) => d.bookingsByBookingDate}
      title={ja.bookings.byDateTitle}
      byBookingDate
      fileStem="bookings-by-booking-date"
    />
  );
}
