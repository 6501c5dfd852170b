import { CouponDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { couponFirstRows } from './couponListQuery';

/** What the screens start with, in a module of its own: see LazyScreenQueries. */
export const list = listScreenQuery(couponFirstRows, 'cache-first');
/** The add screen edits the coupon named by `?id=`, read from the cache when the list holds it. */
export const form = recordScreenQuery(CouponDocument, {
  idOf: (url) => url.searchParams.get('id') ?? undefined,
  fetchPolicy: 'cache-first',
});
