import type { ApolloCache } from '@apollo/client';

/**
 * After a create or delete, every cached page of a list may be wrong (totals, order, paging):
 * evict the list field so the next visit asks the gateway again.
 */
export function evictList(cache: ApolloCache<unknown>, fieldName: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Several list fields at once (one garbage collection). */
export function evictLists(cache: ApolloCache<unknown>, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

// Catalogue: what each change can make stale.
/** A package shows in its list, in the choosers, and by title in availability and holidays. */
export const PACKAGE_LISTS = [
  'packages',
  'packageOptions',
  'availabilities',
  'holidays',
  'packagesOnDay',
] as const;
/** Availability shows in its list and in the day view. */
export const AVAILABILITY_LISTS = ['availabilities', 'packagesOnDay'] as const;
/** Holidays show in their list and in the availability day view. */
export const HOLIDAY_LISTS = ['holidays', 'packagesOnDay'] as const;
