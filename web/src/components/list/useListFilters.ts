import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListFilters<K extends string> {
  /** Each filter's value in the URL; '' when not set. */
  values: Record<K, string>;
  /** Sets (or with '' removes) filters; the list goes back to its first page. */
  set(patch: Partial<Record<K, string>>): void;
}

/**
 * A list's own filters (e.g. a date range), kept in the URL beside the page, search and sort of
 * useListParams, so they too survive reload and back/forward.
 */
export function useListFilters<K extends string>(keys: readonly K[]): ListFilters<K> {
  const [params, setParams] = useSearchParams();
  // Two changes in a row (faster than a render) must build on each other, not on the same URL.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const key = keys.join(',');
  const values = useMemo(
    () =>
      Object.fromEntries(key.split(',').map((k) => [k, params.get(k) ?? ''])) as Record<K, string>,
    [params, key],
  );
  const set = useCallback(
    (patch: Partial<Record<K, string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(patch) as [string, string | undefined][]) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      next.delete('page');
      latest.current = next;
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );
  return useMemo(() => ({ values, set }), [values, set]);
}
