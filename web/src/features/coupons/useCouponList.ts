import { useState } from 'react';
import {
  CouponsDocument,
  useCouponsQuery,
  type CouponSortField,
  type CouponsQuery,
  type CouponsQueryVariables,
} from '../../__generated__/graphql';
import { useScreenQuery } from '../../components/query/useScreenQuery';
import type { ListQueryOf } from '../../components/list/listParams';
import { FIRST_ROWS, firstRowsVariables, fullPageVariables } from './couponListQuery';

type CouponPage = NonNullable<ReturnType<typeof useCouponsQuery>['data']>['coupons'];

/**
 * The coupon list (docs/product.md §2): one page of up to 10000 for the search and sort, through
 * Apollo's cache. The first FIRST_ROWS of the same search and sort come first and are shown at
 * once (the route's loader preloads them: screenQueries.ts); the full page is asked for right
 * after (never at the same time, so it cannot hold the small answer up) and replaces them.
 */
export function useCouponList(listQuery: ListQueryOf<CouponSortField>) {
  const first = useScreenQuery<CouponsQuery, CouponsQueryVariables>(CouponsDocument, () => ({
    variables: firstRowsVariables(listQuery),
    fetchPolicy: 'cache-first',
  }));
  const firstPage = first.data?.coupons;
  const needFull = !firstPage || firstPage.total > FIRST_ROWS;
  const full = useCouponsQuery({
    variables: fullPageVariables(listQuery),
    notifyOnNetworkStatusChange: true,
    skip: first.loading || !needFull,
  });

  const current = (needFull ? full.data?.coupons : undefined) ?? firstPage;
  // While another search or sort loads, the rows shown last stay.
  const [shown, setShown] = useState<CouponPage | undefined>(undefined);
  if (current && current !== shown) setShown(current);
  const page = current ?? shown;

  /** Loads the list again (docs/product.md §2: after a delete). */
  const reload = async () => {
    const again = await first.refetch();
    if ((again.data?.coupons?.total ?? 0) > FIRST_ROWS) await full.refetch();
  };

  return {
    page,
    loading: first.loading || full.loading,
    error: first.error ?? full.error,
    reload,
  };
}
