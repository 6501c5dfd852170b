import {
  useQuery,
  type DocumentNode,
  type OperationVariables,
  type QueryHookOptions,
  type TypedDocumentNode,
  type WatchQueryFetchPolicy,
  type WatchQueryOptions,
} from '@apollo/client';
import { useState } from 'react';
import { loaderAnswers } from './startedQueries';

type Policy = Exclude<WatchQueryFetchPolicy, 'standby'>;
type NextPolicy = NonNullable<WatchQueryOptions['nextFetchPolicy']>;

/**
 * After new variables (another page, sort or search in the URL): the cache when the route's loader
 * has just asked for exactly these, else the screen's own policy. Otherwise the policy stays.
 * One stable function per policy, so Apollo does not see changed options on every render.
 */
const follow = new Map<Policy, NextPolicy>();
const followRouter = (policy: Policy): NextPolicy => {
  let fn = follow.get(policy);
  if (!fn) {
    fn = (current, { reason, options }) =>
      reason === 'variables-changed'
        ? loaderAnswers(options.query, options.variables)
          ? 'cache-first'
          : policy
        : current;
    follow.set(policy, fn);
  }
  return fn;
};

/**
 * A screen's query that its route loader may have started already (app/routes/areaRoutes.tsx):
 * that request is reused (joined in flight or read from the cache), never sent twice; without a
 * loader's request the query runs with `fetchPolicy` (default `cache-and-network`).
 */
export function useRouteQuery<TData, TVars extends OperationVariables>(
  document: DocumentNode | TypedDocumentNode<TData, TVars>,
  {
    fetchPolicy = 'cache-and-network',
    ...options
  }: QueryHookOptions<TData, TVars> & {
    fetchPolicy?: Policy;
  },
) {
  const [initial] = useState<Policy>(() =>
    !options.skip && loaderAnswers(document, options.variables) ? 'cache-first' : fetchPolicy,
  );
  return useQuery<TData, TVars>(document, {
    notifyOnNetworkStatusChange: true,
    ...options,
    fetchPolicy: initial,
    nextFetchPolicy: followRouter(fetchPolicy) as QueryHookOptions<TData, TVars>['nextFetchPolicy'],
  });
}
