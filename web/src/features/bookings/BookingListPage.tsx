import { useApolloClient, useQuery, type DocumentNode } from '@apollo/client';
import type {
  BookingPageFieldsFragment,
  BookingsQueryVariables,
} from '../../__generated__/graphql';
import { useBookingFilters } from './bookingFilters';
import { BookingListView, type BookingListViewProps } from './BookingListView';

type Wired = 'filters' | 'page' | 'loading' | 'error' | 'onRetry' | 'fetchPage';

interface BookingListPageProps<Q> extends Omit<BookingListViewProps, Wired> {
  /** The list's generated query document; `Q` is its generated result type. */
  document: DocumentNode;
  /** The page of bookings in the query's result. */
  pick(data: Q): BookingPageFieldsFragment;
}

/**
 * One of the four booking lists wired to its query: the filters in the URL, the page on screen,
 * and the same query paged through for the CSV export.
 */
export function BookingListPage<Q>({ document, pick, ...view }: BookingListPageProps<Q>) {
  const filters = useBookingFilters();
  const client = useApolloClient();
  const vars = {
    range: filters.range ?? undefined,
    ...(view.withStatusFilter ? { status: filters.status } : {}),
  };
  const { data, previousData, loading, error, refetch } = useQuery<Q, BookingsQueryVariables>(
    document,
    {
      variables: { query: filters.list.query, ...vars },
      skip: filters.range === null,
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    },
  );
  const shown = data ?? previousData;
  return (
    <BookingListView
      {...view}
      filters={filters}
      page={shown ? pick(shown) : undefined}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      fetchPage={async (page, pageSize) => {
        const result = await client.query<Q, BookingsQueryVariables>({
          query: document,
          variables: { query: { ...filters.list.query, page, pageSize }, ...vars },
          fetchPolicy: 'no-cache',
        });
        // A page that failed as a whole fails the export; blanks in some rows do not.
        if (!result.data) throw result.error ?? new Error('no data');
        return pick(result.data);
      }}
    />
  );
}
