import { ja } from '../../i18n/ja';
import { BookingListPage } from './BookingListPage';
import { bookingsByBookingDate } from './bookingList';

/** /profile/bookingdatelist: bookings by the day they were made, newest first. */
export default function BookingsByDatePage() {
  return (
    <BookingListPage
      list={bookingsByBookingDate}
      title={ja.bookings.byDateTitle}
      byBookingDate
      fileStem="bookings-by-booking-date"
    />
  );
}
