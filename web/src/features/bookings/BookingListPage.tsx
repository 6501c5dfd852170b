import { useApolloClient } from '@apollo/client';
import type { BookingPageFieldsFragment } from '../../__generated__/graphql';
import type { AreaList } from '../../components/list/areaList';
import type { BookingFilterKey } from './bookingList';
import { useBookingList } from './bookingFilters';
import { BookingListView, type BookingListViewProps } from './BookingListView';

type Wired = 'filters' | 'page' | 'loading' | 'error' | 'onRetry' | 'fetchPage';
type Row = BookingPageFieldsFragment['items'][number];

export interface BookingListPageProps<Q> extends Omit<BookingListViewProps, Wired> {
  /** The list's declaration (bookingList.ts). */
  list: AreaList<Q, object, string, BookingFilterKey, Row>;
}

/**
 * One of the four booking lists wired to its query: the filters in the URL, the page on screen,
 * and the same query paged through for the CSV export.
 */
export function BookingListPage<Q>({ list: declared, ...view }: BookingListPageProps<Q>) {
  const { view: shown, page, filters, variables } = useBookingList(declared);
  const client = useApolloClient();
  return (
    <BookingListView
      {...view}
      filters={filters}
      page={page ?? undefined}
      loading={shown.loading}
      error={shown.error}
      onRetry={shown.onRetry}
      fetchPage={async (page, pageSize) => {
        const result = await client.query<Q>({
          query: declared.document,
          variables: { ...variables, query: { ...filters.list.query, page, pageSize } },
          fetchPolicy: 'no-cache',
        });
        // A page that failed as a whole fails the export; blanks in some rows do not.
        if (!result.data) throw result.error ?? new Error('no data');
        const found = declared.page(result.data);
        if (!found) throw new Error('no data');
        return found;
      }}
    />
  );
}
