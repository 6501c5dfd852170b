import type { SortDirection } from '../../__generated__/graphql';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** docs/product.md §9: page size 10 and page 1 unless the URL says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;

export type SortDir = 'asc' | 'desc';

/**
 * A list's query as the gateway takes it (`SeasonListQuery`, `CouponListQuery`, …): the same in
 * every list but `sortBy`, typed by the list's generated sort enum (`SeasonSortField`, …). The
 * enum values are the URL's `sort=` values and the sortable columns' ids, unchanged.
 */
export interface ListQueryOf<S extends string> {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sortBy?: S | null;
  sortDirection?: SortDirection | null;
}

/** The longest search the gateway takes (its MAX_SEARCH_LENGTH): the search field stops there. */
export const MAX_SEARCH_LENGTH = 200;

/** Paging, search and sort of a list, as kept in the URL. */
export interface ListParams<S extends string = string> {
  page: number;
  pageSize: number;
  search: string;
  sortBy: S | null;
  sortDir: SortDir;
}

export interface ListDefaults<S extends string = string> {
  /** Columns the list may be sorted by (its sort enum's values); anything else in the URL is ignored. */
  sortable: readonly S[];
  sortBy?: S;
  sortDir?: SortDir;
}

const isSortable = <S extends string>(sortable: readonly S[], value: string | null): value is S =>
  value !== null && (sortable as readonly string[]).includes(value);

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/** Reads the list state from `?page=&size=&q=&sort=&dir=`; invalid values fall back to defaults. */
export function readListParams<S extends string>(
  search: URLSearchParams,
  defaults: ListDefaults<S>,
): ListParams<S> {
  const size = positiveInt(search.get('size'));
  const sort = search.get('sort');
  const dir = search.get('dir');
  const sortBy = isSortable(defaults.sortable, sort) ? sort : (defaults.sortBy ?? null);
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    // A longer search (a hand-edited URL) is cut to what the gateway takes, as the field does.
    search: (search.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sortBy,
    sortDir:
      dir === 'asc' || dir === 'desc'
        ? dir
        : sort && sortBy === sort
          ? 'asc'
          : (defaults.sortDir ?? 'asc'),
  };
}

/** Writes the list state back, leaving defaults out so URLs stay short. */
export function writeListParams<S extends string>(
  params: ListParams<S>,
  defaults: ListDefaults<S>,
  base?: URLSearchParams,
): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of ['page', 'size', 'q', 'sort', 'dir']) out.delete(key);
  if (params.page > 1) out.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(params.pageSize));
  if (params.search) out.set('q', params.search);
  const isDefaultSort =
    params.sortBy === (defaults.sortBy ?? null) && params.sortDir === (defaults.sortDir ?? 'asc');
  if (params.sortBy && !isDefaultSort) {
    out.set('sort', params.sortBy);
    out.set('dir', params.sortDir);
  }
  return out;
}

/** The gateway's list query for these params. */
export function toListQuery<S extends string>(params: ListParams<S>): ListQueryOf<S> {
  return {
    page: params.page,
    pageSize: params.pageSize,
    ...(params.search ? { search: params.search } : {}),
    ...(params.sortBy
      ? { sortBy: params.sortBy, sortDirection: params.sortDir === 'desc' ? 'DESC' : 'ASC' }
      : {}),
  };
}
