import type { ListQuery } from '../../__generated__/graphql';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** Spec section 9: page size 10 and page 1 unless the URL says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;

export type SortDir = 'asc' | 'desc';

/** Paging, search and sort of a list, as kept in the URL. */
export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  sortBy: string | null;
  sortDir: SortDir;
}

export interface ListDefaults {
  /** Columns the list may be sorted by; anything else in the URL is ignored. */
  sortable: readonly string[];
  sortBy?: string;
  sortDir?: SortDir;
}

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/** Reads the list state from `?page=&size=&q=&sort=&dir=`; invalid values fall back to defaults. */
export function readListParams(search: URLSearchParams, defaults: ListDefaults): ListParams {
  const size = positiveInt(search.get('size'));
  const sort = search.get('sort');
  const dir = search.get('dir');
  const sortBy = sort && defaults.sortable.includes(sort) ? sort : (defaults.sortBy ?? null);
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: (search.get('q') ?? '').trim(),
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
export function writeListParams(
  params: ListParams,
  defaults: ListDefaults,
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

/** The gateway's ListQuery for these params. */
export function toListQuery(params: ListParams): ListQuery {
  return {
    page: params.page,
    pageSize: params.pageSize,
    ...(params.search ? { search: params.search } : {}),
    ...(params.sortBy
      ? { sortBy: params.sortBy, sortDirection: params.sortDir === 'desc' ? 'DESC' : 'ASC' }
      : {}),
  };
}
