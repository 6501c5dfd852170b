import { CouponDocument, type CouponQuery } from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';
import { readFailure } from '../../components/errors/gatewayError';

/**
 * One coupon by id (`coupon(id)`), through Apollo's cache: a coupon the list already holds is read
 * from there (apolloCache.ts), else the gateway finds it.
 */
export function useCoupon(id: string | null) {
  const { data, loading, error, refetch } = useRecordQuery<CouponQuery>(
    CouponDocument,
    id ?? undefined,
    {
      fetchPolicy: 'cache-first',
    },
  );
  const coupon = data?.coupon ?? null;
  const missing = Boolean(id && error && readFailure(error).kind === 'NOT_FOUND');
  return { coupon, loading, error, refetch, missing };
}
