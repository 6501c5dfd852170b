import { useEffect } from 'react';
import { useCouponsQuery, type ListQuery } from '../../__generated__/graphql';
import { rememberCoupons } from './couponMemory';
import { COUPON_PAGE_SIZE } from './paths';

/** Rows asked for first, so the screen shows rows before the full page has travelled. */
export const FIRST_ROWS = 50;

/**
 * The coupon list of the spec: one page of up to 10000 coupons for the search and sort. The first
 * FIRST_ROWS of the same search and sort are asked for first and shown at once; the full page is
 * asked for right after (never at the same time, so it cannot hold the small answer up) and
 * replaces them. Neither goes through Apollo's normalised cache.
 */
export function useCouponList(listQuery: ListQuery) {
  const base = { ...listQuery, page: 1 };
  const first = useCouponsQuery({
    variables: { query: { ...base, pageSize: FIRST_ROWS } },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const firstPage = first.data?.coupons;
  const needFull = !firstPage || firstPage.total > FIRST_ROWS;
  const full = useCouponsQuery({
    variables: { query: { ...base, pageSize: COUPON_PAGE_SIZE } },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
    skip: first.loading || !needFull,
  });

  const page =
    (needFull ? full.data?.coupons : undefined) ??
    firstPage ??
    full.previousData?.coupons ??
    first.previousData?.coupons;

  useEffect(() => {
    if (page) rememberCoupons(page.items);
  }, [page]);

  /** Loads the list again (spec section 4: after a delete). */
  const reload = async () => {
    const again = await first.refetch();
    if (again.data.coupons.total > FIRST_ROWS) await full.refetch();
  };

  return {
    page,
    loading: first.loading || full.loading,
    error: first.error ?? full.error,
    reload,
  };
}
