import type { DocumentNode } from '@apollo/client';
import { useScreenQuery, type AskedHere } from './useScreenQuery';

/**
 * The record a form or detail screen shows, by id (none: an add screen, nothing asked): the one
 * its route's loader preloaded (its area's `recordScreenQuery`), else asked for here, fresh from
 * the gateway unless `fetchPolicy` says otherwise (e.g. the signed-in user's own page, whose id
 * the loader cannot know).
 */
export function useRecordQuery<TData>(
  document: DocumentNode,
  id: string | undefined,
  { skip = false, fetchPolicy = 'network-only' }: Omit<AskedHere<{ id: string }>, 'variables'> = {},
) {
  return useScreenQuery<TData, { id: string }>(document, () => ({
    variables: { id: id ?? '' },
    skip: !id || skip,
    fetchPolicy,
  }));
}

/** A screen's `useOne(id)` for a record query: its state, and the record picked from the answer. */
export const recordHook = <TData, Row>(
  document: DocumentNode,
  pick: (data: TData) => Row | null | undefined,
) =>
  function useOne(id: string | undefined) {
    const r = useRecordQuery<TData>(document, id);
    return { ...r, value: r.data ? (pick(r.data) ?? undefined) : undefined };
  };
