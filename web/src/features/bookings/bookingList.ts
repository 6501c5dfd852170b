import type { DocumentNode } from '@apollo/client';
import {
  BookingsByBookingDateDocument,
  BookingsDocument,
  CancelledBookingsDocument,
  PendingBookingsDocument,
  UserBookingsDocument,
  type BookingPageFieldsFragment,
  type BookingSortField,
  type BookingStatus,
  type BookingsByBookingDateQuery,
  type BookingsQuery,
  type BookingsQueryVariables,
  type CancelledBookingsQuery,
  type PendingBookingsQuery,
  type UserBookingsQuery,
} from '../../__generated__/graphql';
import { rangeOf } from '../../components/date/rangeOf';
import { areaList } from '../../components/list/areaList';
import type { ListQueryOf } from '../../components/list/listParams';

export const BOOKING_STATUSES: readonly BookingStatus[] = [
  'BOOKED',
  'PENDING',
  'CANCELLED',
  'FAILED',
];

/** Sort columns the gateway accepts for bookings. */
export const BOOKING_SORTS: readonly BookingSortField[] = [
  'date',
  'createdAt',
  'totalPrice',
  'bookingNumber',
  'status',
  'packageTitle',
];

export const BOOKING_FILTERS = ['from', 'to', 'status'] as const;
export type BookingFilterKey = (typeof BOOKING_FILTERS)[number];

/** The URL's status filter (unknown values are ignored). */
export const bookingStatusOf = (raw: string): BookingStatus | undefined =>
  (BOOKING_STATUSES as readonly string[]).includes(raw) ? (raw as BookingStatus) : undefined;

/**
 * A booking list's query: paging, search and sort plus the date range (`from`, `to`) and, with
 * `withStatus`, the status, all in the URL; nothing is asked when the end is before the start.
 * `userId` (the look-up's user) comes from the route's params or the screen.
 */
export const bookingList = <Q>(
  document: DocumentNode,
  page: (data: Q) => BookingPageFieldsFragment | null,
  { withStatus = false, byUser = false } = {},
) =>
  areaList({
    document,
    defaults: { sortable: BOOKING_SORTS },
    filters: BOOKING_FILTERS,
    variables: (
      query: ListQueryOf<BookingSortField>,
      f: Record<BookingFilterKey, string>,
      params,
    ): (BookingsQueryVariables & { userId?: string }) | null => {
      const range = rangeOf(f.from, f.to);
      if (range === null || (byUser && !params.userId)) return null;
      return {
        query,
        range,
        ...(withStatus ? { status: bookingStatusOf(f.status) } : {}),
        ...(byUser ? { userId: params.userId } : {}),
      };
    },
    page,
  });

/** Every booking, by visit day, with a status filter. */
export const allBookings = bookingList(BookingsDocument, (d: BookingsQuery) => d.bookings, {
  withStatus: true,
});
export const cancelledBookings = bookingList(
  CancelledBookingsDocument,
  (d: CancelledBookingsQuery) => d.cancelledBookings,
);
/** Bookings by the day they were made. */
export const bookingsByBookingDate = bookingList(
  BookingsByBookingDateDocument,
  (d: BookingsByBookingDateQuery) => d.bookingsByBookingDate,
);
export const pendingBookings = bookingList(
  PendingBookingsDocument,
  (d: PendingBookingsQuery) => d.pendingBookings,
);
/** Every booking of one user (the booking look-up); `userId` is the screen's. */
export const userBookings = bookingList(
  UserBookingsDocument,
  (d: UserBookingsQuery) => d.userBookings,
  { byUser: true },
);
