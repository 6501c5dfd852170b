import type { OperationVariables } from '@apollo/client';
import type { BookingPageFieldsFragment } from '../../__generated__/graphql';
import { rangeOf } from '../../components/date/rangeOf';
import type { AreaList } from '../../components/list/areaList';
import { useAreaList } from '../../components/list/useAreaList';
import { bookingStatusOf, type BookingFilterKey } from './bookingList';

/**
 * A booking list on screen (useAreaList): its page, and its paging, search and sort plus the date
 * range (`from`, `to`) and status, all in the URL.
 */
export function useBookingList<Q, V extends OperationVariables>(
  declared: AreaList<Q, V, string, BookingFilterKey, BookingPageFieldsFragment['items'][number]>,
  params?: Record<string, string>,
) {
  const { view, page, filters, variables } = useAreaList(declared, params);
  const { from, to, status } = filters.values;
  return {
    view,
    page,
    variables,
    filters: {
      list: view.list,
      filters,
      /** null: the end is before the start (nothing is asked for). */
      range: rangeOf(from, to),
      status: bookingStatusOf(status),
    },
  };
}

export type BookingFilters = ReturnType<typeof useBookingList>['filters'];
