import { DomainCode } from '../http/codes.js';
import { domainError } from '../http/errors.js';
import { checkDayRange, type DayRange } from './dates.js';
import { BookingStatus, type Booking } from './schemas.js';

const STATUS_NAMES: Record<number, string> = {
  [BookingStatus.FAILED]: 'failed',
  [BookingStatus.BOOKED]: 'booked',
  [BookingStatus.CANCELLED]: 'cancelled',
  [BookingStatus.PENDING]: 'pending',
};

/** The startDate/endDate filter of the booking lists: real days, start not after end (5101). */
export function bookingRange(query: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}): DayRange {
  return checkDayRange(query, DomainCode.BOOKING_RANGE_INVALID);
}

/** Only a pending booking can be cancelled (docs/product.md §4). */
export function notPendingError(booking: Booking) {
  const state = STATUS_NAMES[booking.status] ?? `in status ${booking.status}`;
  return domainError(
    DomainCode.BOOKING_NOT_PENDING,
    `Booking ${booking.bookingId} is ${state}: only a pending booking can be cancelled`,
  );
}
