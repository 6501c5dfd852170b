import type { ApolloCache } from '@apollo/client';

/**
 * After a create or delete, every cached page of a list may be wrong (totals, order, paging):
 * evict the list field so the next visit asks the gateway again.
 */
export function evictList(cache: ApolloCache<unknown>, fieldName: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** A deleted row leaves the cache, and with it every list page that held it. */
export function evictRow(
  cache: ApolloCache<unknown>,
  typename: string,
  id: string,
  listField: string,
): void {
  cache.evict({ id: cache.identify({ __typename: typename, id }) });
  evictList(cache, listField);
}
