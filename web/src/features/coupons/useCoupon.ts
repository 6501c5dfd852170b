import { useCouponsQuery } from '../../__generated__/graphql';
import { recallCoupon } from './couponMemory';
import { COUPON_PAGE_SIZE } from './paths';

/**
 * One coupon by id. The gateway has no single-coupon query (nor the REST contract): the coupon
 * comes from what the list last showed, else (e.g. after a reload) from the list's one full page.
 */
export function useCoupon(id: string | null) {
  const recalled = id ? recallCoupon(id) : undefined;
  const { data, loading, error, refetch } = useCouponsQuery({
    variables: { query: { page: 1, pageSize: COUPON_PAGE_SIZE } },
    skip: !id || Boolean(recalled),
    fetchPolicy: 'no-cache',
  });
  const coupon = recalled ?? data?.coupons.items.find((c) => c.id === id) ?? null;
  return { coupon, loading, error, refetch, missing: Boolean(id && data && !coupon) };
}
