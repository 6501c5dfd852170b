import type { DocumentNode } from '@apollo/client';
import { useRouteQuery } from './useRouteQuery';

/**
 * The record a form or detail screen shows, by id (none: an add screen, nothing asked). Fresh from
 * the gateway (`network-only`, or `fetchPolicy`), unless the route's loader has just asked for it:
 * then that request is the one shown.
 */
export function useRecordQuery<TData>(
  document: DocumentNode,
  id: string | undefined,
  {
    skip = false,
    fetchPolicy = 'network-only',
  }: { skip?: boolean; fetchPolicy?: 'network-only' | 'cache-and-network' | 'cache-first' } = {},
) {
  return useRouteQuery<TData, { id: string }>(document, {
    variables: { id: id ?? '' },
    skip: !id || skip,
    fetchPolicy,
  });
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
