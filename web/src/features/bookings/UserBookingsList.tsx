import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { BookingRowFieldsFragment } from '../../__generated__/graphql';
import { DataList } from '../../components/list/DataList';
import { ja } from '../../i18n/ja';
import { bookingColumns } from './bookingColumns';
import { useBookingList } from './bookingFilters';
import { userBookings } from './bookingList';
import { CancelBookingButton } from './CancelBookingButton';
import { DateRangeFilter } from '../../components/date/DateRangeFilter';
import { bookingListFrom } from './paths';
import { canCancel } from './useCancelBooking';

const t = ja.bookings;

/** The booking edit look-up: every booking of one user, with date range, search and paging. */
export function UserBookingsList({
  userId,
  onCancel,
}: {
  userId: string;
  onCancel(b: BookingRowFieldsFragment): void;
}) {
  const { view, page, filters } = useBookingList(userBookings, { userId });
  // Another booking opened from here returns to the same list as this one.
  const origin = bookingListFrom(useLocation().search);
  const columns = useMemo(
    () => bookingColumns(true, origin).filter((c) => c.id !== 'customer'),
    [origin],
  );
  const { from, to } = filters.filters.values;
  return (
    <DataList<BookingRowFieldsFragment>
      label={t.userBookings}
      columns={columns}
      list={filters.list}
      rows={filters.range === null ? [] : page?.items}
      total={filters.range === null ? 0 : page?.total}
      loading={view.loading}
      error={view.error}
      onRetry={view.onRetry}
      rowTitle={(b) => b.bookingNumber}
      searchPlaceholder={t.searchPlaceholder}
      toolbar={
        <DateRangeFilter
          from={from}
          to={to}
          invalid={filters.range === null}
          startLabel={t.visitFrom}
          endLabel={t.visitTo}
          onChange={(patch) => filters.filters.set(patch)}
        />
      }
      rowActions={(b) =>
        canCancel(b) ? <CancelBookingButton booking={b} onRequest={onCancel} /> : null
      }
    />
  );
}
