import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  readListParams,
  toListQuery,
  writeListParams,
  type ListDefaults,
  type ListParams,
  type ListQueryOf,
  type SortDir,
} from './listParams';
import { rememberListSearch } from './listReturn';

/** `S`: the list's sort enum (generated from the schema, e.g. `SeasonSortField`). */
export interface ListState<S extends string = string> {
  params: ListParams<S>;
  query: ListQueryOf<S>;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSearch(search: string): void;
  /** Sorting by the current column flips the direction; a new column starts ascending. */
  toggleSort(column: S): void;
  setSort(column: S, dir: SortDir): void;
}

/** The list's page, size, search and sort, kept in the URL (reload and back/forward restore them). */
export function useListParams<S extends string>(defaults: ListDefaults<S>): ListState<S> {
  const [search, setSearchParams] = useSearchParams();
  const location = useLocation();
  useEffect(() => rememberListSearch(location.pathname, location.search), [location]);
  // `defaults` is usually a literal: key it by content.
  const key = JSON.stringify(defaults);
  const stable = useMemo(() => JSON.parse(key) as ListDefaults<S>, [key]);
  const params = useMemo(() => readListParams(search, stable), [search, stable]);

  const go = useCallback(
    (patch: Partial<ListParams<S>>) => {
      setSearchParams(
        (current) =>
          writeListParams({ ...readListParams(current, stable), ...patch }, stable, current),
        // A page, sort or search change keeps the list where it is on screen.
        { preventScrollReset: true },
      );
    },
    [setSearchParams, stable],
  );

  return useMemo<ListState<S>>(
    () => ({
      params,
      query: toListQuery(params),
      setPage: (page) => go({ page }),
      setPageSize: (pageSize) => go({ pageSize, page: 1 }),
      setSearch: (q) => go({ search: q.trim(), page: 1 }),
      toggleSort: (column) =>
        go({
          sortBy: column,
          sortDir: params.sortBy === column && params.sortDir === 'asc' ? 'desc' : 'asc',
          page: 1,
        }),
      setSort: (column, dir) => go({ sortBy: column, sortDir: dir, page: 1 }),
    }),
    [params, go],
  );
}
