import { CouponDocument, type CouponQuery } from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';

/**
 * One coupon by id (`coupon(id)`), through Apollo's cache: a coupon the list already holds is read
 * from there (apolloCache.ts), else the gateway finds it (the route's loader preloads it the same
 * way: screenQueries.ts).
 */
export function useCoupon(id: string | null) {
  const r = useRecordQuery<CouponQuery>(CouponDocument, id ?? undefined, {
    fetchPolicy: 'cache-first',
  });
  return { ...r, value: r.data?.coupon ?? undefined };
}
