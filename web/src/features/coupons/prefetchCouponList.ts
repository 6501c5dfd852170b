import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router-dom';
import { CouponsDocument, type CouponsQuery } from '../../__generated__/graphql';
import { readListParams, toListQuery } from '../../components/list/listParams';
import { apolloClientContext } from '../../app/routeContext';
import { COUPON_LIST_DEFAULTS, firstRowsVariables } from './couponListQuery';

/**
 * The coupon list's route loader: asks for the list's first rows as the navigation starts, beside
 * the profile and the screen's code rather than after them, into Apollo's cache, where the list
 * reads them (the same query and variables: Apollo sends it once). Not awaited (the screen shows
 * its own loading, error and guard). A refused answer (signed out) is dropped here: the guard
 * sends the visitor to sign-in, and the screen never shows it.
 */
export function prefetchCouponList({
  request,
  context,
}: LoaderFunctionArgs<RouterContextProvider>) {
  const client = context.get(apolloClientContext);
  if (!client) return null;
  const params = readListParams(new URL(request.url).searchParams, COUPON_LIST_DEFAULTS);
  client
    .query<CouponsQuery>({
      query: CouponsDocument,
      variables: firstRowsVariables(toListQuery(params)),
    })
    .catch(() => undefined);
  return null;
}
