import type { BookingStatus, BookingSortField } from '../../__generated__/graphql';
import { rangeOf } from '../../components/date/rangeOf';
import { useListFilters } from '../../components/list/useListFilters';
import { useListParams } from '../../components/list/useListParams';

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

/** Paging, search and sort plus the date range (`from`, `to`) and status of a booking list, all in the URL. */
export function useBookingFilters() {
  const list = useListParams<BookingSortField>({ sortable: BOOKING_SORTS });
  const filters = useListFilters(['from', 'to', 'status'] as const);
  const { from, to, status } = filters.values;
  const range = rangeOf(from, to);
  return {
    list,
    filters,
    /** null: the end is before the start (nothing is asked for). */
    range,
    status: (BOOKING_STATUSES as readonly string[]).includes(status)
      ? (status as BookingStatus)
      : undefined,
  };
}
