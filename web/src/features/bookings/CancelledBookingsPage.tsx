import { useApolloClient } from '@apollo/client';
import {
  CancelledBookingsDocument,
  useCancelledBookingsQuery,
  type CancelledBookingsQuery,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { useBookingFilters } from './bookingFilters';
import { BookingListView } from './BookingListView';

/** /profile/cancel-list: cancelled bookings. */
export default function CancelledBookingsPage() {
  const filters = useBookingFilters();
  const client = useApolloClient();
  const range = filters.range ?? undefined;
  const { data, previousData, loading, error, refetch } = useCancelledBookingsQuery({
    variables: { query: filters.list.query, range },
    skip: filters.range === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <BookingListView
      title={ja.bookings.cancelledTitle}
      filters={filters}
      page={(data ?? previousData)?.cancelledBookings}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      fileStem="cancelled-bookings"
      fetchPage={async (page, pageSize) =>
        (
          await client.query<CancelledBookingsQuery>({
            query: CancelledBookingsDocument,
            variables: { query: { ...filters.list.query, page, pageSize }, range },
            fetchPolicy: 'no-cache',
          })
        ).data.cancelledBookings
      }
    />
  );
}
