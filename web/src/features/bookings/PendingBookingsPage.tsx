import { useApolloClient } from '@apollo/client';
import {
  PendingBookingsDocument,
  usePendingBookingsQuery,
  type PendingBookingsQuery,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { useBookingFilters } from './bookingFilters';
import { BookingListView } from './BookingListView';

/** /profile/pendinglist: bookings waiting for payment (each can be cancelled). */
export default function PendingBookingsPage() {
  const filters = useBookingFilters();
  const client = useApolloClient();
  const range = filters.range ?? undefined;
  const { data, previousData, loading, error, refetch } = usePendingBookingsQuery({
    variables: { query: filters.list.query, range },
    skip: filters.range === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <BookingListView
      title={ja.bookings.pendingTitle}
      filters={filters}
      page={(data ?? previousData)?.pendingBookings}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      fileStem="pending-bookings"
      fetchPage={async (page, pageSize) =>
        (
          await client.query<PendingBookingsQuery>({
            query: PendingBookingsDocument,
            variables: { query: { ...filters.list.query, page, pageSize }, range },
            fetchPolicy: 'no-cache',
          })
        ).data.pendingBookings
      }
    />
  );
}
