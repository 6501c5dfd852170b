import { useApolloClient } from '@apollo/client';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useCouponsQuery, type CouponSortField } from '../../__generated__/graphql';
import type { ListQueryOf } from '../../components/list/listParams';
import { rememberCoupons } from './couponMemory';
import { FIRST_ROWS, firstRowsVariables, fullPageVariables } from './couponListQuery';
import { firstRowsStore, type CouponPage } from './firstRows';

/**
 * The coupon list of the spec: one page of up to 10000 coupons for the search and sort. The first
 * FIRST_ROWS of the same search and sort come first and are shown at once: the route's loader has
 * usually asked for them already (firstRows). The full page is asked for right after (never at the
 * same time, so it cannot hold the small answer up) and replaces them. Neither goes through
 * Apollo's normalised cache (writing and reading 10 000 rows there costs seconds, 50 rows tens
 * of milliseconds).
 */
export function useCouponList(listQuery: ListQueryOf<CouponSortField>) {
  const client = useApolloClient();
  const key = JSON.stringify(firstRowsVariables(listQuery));
  const store = useMemo(() => firstRowsStore(client, JSON.parse(key)), [client, key]);
  const first = useSyncExternalStore(store.subscribe, store.read);
  useEffect(() => store.ensure(), [store]);

  const firstPage = first.page;
  const needFull = !firstPage || firstPage.total > FIRST_ROWS;
  const full = useCouponsQuery({
    variables: fullPageVariables(listQuery),
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
    skip: first.loading || !needFull,
  });

  const current = (needFull ? full.data?.coupons : undefined) ?? firstPage;
  // While another search or sort loads, the rows shown last stay.
  const [shown, setShown] = useState<CouponPage | undefined>(undefined);
  if (current && current !== shown) setShown(current);
  const page = current ?? full.previousData?.coupons ?? shown;
  useEffect(() => {
    if (page) rememberCoupons(page.items);
  }, [page]);

  /** Loads the list again (spec section 4: after a delete). */
  const reload = async () => {
    const again = await store.load();
    if (again.total > FIRST_ROWS) await full.refetch();
  };

  return {
    page,
    loading: first.loading || full.loading,
    error: first.error ?? full.error,
    reload,
  };
}
