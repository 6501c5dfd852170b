import type { BookingStatus, DateRangeInput, BookingSortField } from '../../__generated__/graphql';
import { useListFilters } from '../../components/list/useListFilters';
import { useListParams } from '../../components/list/useListParams';

export const BOOKING_STATUSES: readonly BookingStatus[] = [
  'BOOKED',
  'PENDING',
  'CANCELLED',
  'FAILED',
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Sort columns the gateway accepts for bookings. */
export const BOOKING_SORTS: readonly BookingSortField[] = [
  'date',
  'createdAt',
  'totalPrice',
  'bookingNumber',
  'status',
  'packageTitle',
];

/** `from`/`to` of the URL → the range sent (YYYY-MM-DD or left out); null when the end is before the start. */
export function rangeOf(from: string, to: string): DateRangeInput | null | undefined {
  const startDate = DAY.test(from) ? from : undefined;
  const endDate = DAY.test(to) ? to : undefined;
  if (startDate && endDate && endDate < startDate) return null;
  return startDate || endDate
    ? { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) }
    : undefined;
}

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
