import { BookingDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import {
  allBookings,
  bookingsByBookingDate,
  cancelledBookings,
  pendingBookings,
} from './bookingList';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const all = listScreenQuery(allBookings);
export const cancelled = listScreenQuery(cancelledBookings);
export const byBookingDate = listScreenQuery(bookingsByBookingDate);
export const pending = listScreenQuery(pendingBookings);
/** A booking as shown: the cache at once (a list row led here), then fresh. */
export const booking = recordScreenQuery(BookingDocument, { fetchPolicy: 'cache-and-network' });
