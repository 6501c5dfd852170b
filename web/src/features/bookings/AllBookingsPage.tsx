import { useApolloClient } from '@apollo/client';
import {
  BookingsDocument,
  useBookingsQuery,
  type BookingsQuery,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { useBookingFilters } from './bookingFilters';
import { BookingListView } from './BookingListView';

/** /profile/profile-list: every booking, by visit day, with a status filter. */
export default function AllBookingsPage() {
  const filters = useBookingFilters();
  const client = useApolloClient();
  const vars = { range: filters.range ?? undefined, status: filters.status };
  const { data, previousData, loading, error, refetch } = useBookingsQuery({
    variables: { query: filters.list.query, ...vars },
    skip: filters.range === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <BookingListView
      title={ja.bookings.allTitle}
      filters={filters}
      page={(data ?? previousData)?.bookings}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      withStatusFilter
      fileStem="bookings"
      fetchPage={async (page, pageSize) =>
        (
          await client.query<BookingsQuery>({
            query: BookingsDocument,
            variables: { query: { ...filters.list.query, page, pageSize }, ...vars },
            fetchPolicy: 'no-cache',
          })
        ).data.bookings
      }
    />
  );
}
