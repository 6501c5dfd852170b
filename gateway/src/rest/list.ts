import type { SortDirection } from '../__generated__/resolvers-types.js';
import type { QueryValue } from './client.js';
import type { ListValue } from './envelope.js';
import { badInput, type FieldError } from './errors.js';
import { RestRecord } from './table.js';

/** GraphQL `sortBy` value (the list's sort enum) → REST `sortColumn`, per list. */
export type SortMap<F extends string> = Readonly<Record<F, string>>;

/** What every list's input (`SeasonListQuery`, …) has: only `sortBy` differs, by its enum. */
export interface ListQueryOf<F extends string> {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sortBy?: F | null;
  sortDirection?: SortDirection | null;
}

export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Records of the answer left out because a guaranteed field could not be read. */
  leftOut?: LeftOut;
}

/** How many records a page left out, and why the first one was. */
export interface LeftOut {
  count: number;
  first: string;
}

export const MAX_PAGE_SIZE = 10_000;
/** Longest search text sent upstream (it travels in the URL). */
export const MAX_SEARCH_LENGTH = 200;

/** The reason a paging number below `min` is refused: not whole, or too small. */
const atLeast = (n: number, min: number): Pick<FieldError, 'reason' | 'limit'> =>
  Number.isInteger(n) ? { reason: 'TOO_SMALL', limit: min } : { reason: 'NOT_INTEGER' };

/**
 * The one list-query mapper: a list's query {page, pageSize, search, sortBy, sortDirection} → REST
 * pageNo, pageSize, search, sortColumn, sortDir. Refuses bad paging and unknown sort fields
 * before any REST call.
 */
export function restListQuery<F extends string>(
  requestId: string,
  query: ListQueryOf<F> | null | undefined,
  sortable: SortMap<F>,
): Record<string, QueryValue> {
  const page = query?.page ?? 1;
  const pageSize = query?.pageSize ?? 10;
  const errors: FieldError[] = [];
  if (!Number.isInteger(page) || page < 1)
    errors.push({ field: 'page', message: 'page must be 1 or more', ...atLeast(page, 1) });
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    errors.push({
      field: 'pageSize',
      message: `pageSize must be between 1 and ${MAX_PAGE_SIZE}`,
      ...(pageSize > MAX_PAGE_SIZE
        ? { reason: 'TOO_LARGE', limit: MAX_PAGE_SIZE }
        : atLeast(pageSize, 1)),
    });
  }
  if (query?.search && query.search.length > MAX_SEARCH_LENGTH) {
    errors.push({
      field: 'search',
      message: `search must be at most ${MAX_SEARCH_LENGTH} characters`,
      reason: 'TOO_LONG',
      limit: MAX_SEARCH_LENGTH,
    });
  }
  let sortColumn: string | undefined;
  if (query?.sortBy) {
    // The schema's enum refuses other values first; own keys only (never `__proto__`,
    // `constructor`, `toString`) guards callers inside the gateway.
    sortColumn = Object.hasOwn(sortable, query.sortBy) ? sortable[query.sortBy] : undefined;
    if (sortColumn === undefined) {
      errors.push({
        field: 'sortBy',
        message: `sortBy must be one of: ${Object.keys(sortable).join(', ')}`,
        reason: 'NOT_A_CHOICE',
      });
    }
  }
  if (errors.length > 0) throw badInput(requestId, errors);
  return {
    pageNo: page,
    pageSize,
    search: query?.search?.trim() || undefined,
    sortColumn,
    sortDir: query?.sortDirection ? query.sortDirection.toLowerCase() : undefined,
  };
}

/** The records a page keeps, and what it left out. */
interface Kept<T> {
  items: T[];
  leftOut?: LeftOut;
}

/**
 * A page of table records (rest/table.ts). Which records it keeps depends on the fields asked for: a record is left
 * out only when a guaranteed field the client selected cannot be read (that field would null the
 * record). `items` and `leftOut` check every guaranteed field (for code that reads a page);
 * GraphQL's `items` asks {@link ListPage.keep} with the selection (graphql/left-out-records.ts),
 * so the guaranteed fields nobody selected (an availability's slots, for a list that shows their
 * count) are never read.
 */
export class ListPage<T> implements PageOf<T> {
  private all?: Kept<T>;
  constructor(
    private readonly rows: readonly T[],
    readonly total: number,
    readonly page: number,
    readonly pageSize: number,
  ) {}

  /** The records whose selected guaranteed fields (all, without `selected`) can be read. */
  keep(selected?: ReadonlySet<string>): Kept<T> {
    if (!selected && this.all) return this.all;
    const items: T[] = [];
    let leftOut: LeftOut | undefined;
    for (const item of this.rows) {
      const broken = item instanceof RestRecord ? item.broken(selected) : undefined;
      if (broken === undefined) items.push(item);
      else if (leftOut) leftOut.count++;
      else leftOut = { count: 1, first: broken.message };
    }
    const kept = { items, ...(leftOut ? { leftOut } : {}) };
    if (!selected) this.all = kept;
    return kept;
  }

  get items(): T[] {
    return this.keep().items;
  }

  get leftOut(): LeftOut | undefined {
    return this.keep().leftOut;
  }
}

/**
 * The one page mapper: a REST list answer → a GraphQL page of mapped items. Items are table
 * records, read field by field; one whose id or another guaranteed field (that the client selected) cannot be read is
 * left out (its oddity is logged once, and the answer carries an UPSTREAM_BAD_FIELD error at the
 * page's `items`, see graphql/left-out-records.ts), the others are kept.
 */
export function toPage<T>(
  list: ListValue,
  mapItem: (raw: unknown, index: number) => T,
): ListPage<T> {
  return new ListPage(list.results.map(mapItem), list.total, list.pageNo, list.pageSize);
}
