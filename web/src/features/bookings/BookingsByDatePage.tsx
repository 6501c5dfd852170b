import { useApolloClient } from '@apollo/client';
import {
  BookingsByBookingDateDocument,
  useBookingsByBookingDateQuery,
  type BookingsByBookingDateQuery,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { useBookingFilters } from './bookingFilters';
import { BookingListView } from './BookingListView';

/** /profile/bookingdatelist: bookings by the day they were made, newest first. */
export default function BookingsByDatePage() {
  const filters = useBookingFilters();
  const client = useApolloClient();
  const range = filters.range ?? undefined;
  const { data, previousData, loading, error, refetch } = useBookingsByBookingDateQuery({
    variables: { query: filters.list.query, range },
    skip: filters.range === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <BookingListView
      title={ja.bookings.byDateTitle}
      filters={filters}
      page={(data ?? previousData)?.bookingsByBookingDate}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      byBookingDate
      fileStem="bookings-by-booking-date"
      fetchPage={async (page, pageSize) =>
        (
          await client.query<BookingsByBookingDateQuery>({
            query: BookingsByBookingDateDocument,
            variables: { query: { ...filters.list.query, page, pageSize }, range },
            fetchPolicy: 'no-cache',
          })
        ).data.bookingsByBookingDate
      }
    />
  );
}
