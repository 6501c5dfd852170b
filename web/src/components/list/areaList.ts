import type { DocumentNode, OperationVariables } from '@apollo/client';
import type { Params } from 'react-router-dom';
import { readListParams, toListQuery, type ListDefaults, type ListQueryOf } from './listParams';

/** A page of a list query's answer. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
}

/**
 * An area's list query, declared once (beside its area, without screen code): the generated
 * document, the sort columns (values of the schema's sort enum `S`, also the URL's `sort=`), the
 * list's own URL filters `F`, and how URL state becomes the query's variables. The route's loader
 * works the variables out of the URL (listScreenQuery) and preloads the page; the screen's hook
 * (useAreaList) reads that page and keeps the URL state (page, sort, search, filters).
 */
export interface AreaList<
  TData,
  TVars extends OperationVariables,
  S extends string,
  F extends string,
  Row,
> {
  document: DocumentNode;
  defaults: ListDefaults<S>;
  /** URL keys of the list's own filters (e.g. `role`, `from`); '' when not set. */
  filters?: readonly F[];
  /** The variables for the URL's page/search/sort, its filters and the route's params; null: ask nothing (e.g. an end date before the start). */
  variables(list: ListQueryOf<S>, filters: Record<F, string>, params: Params): TVars | null;
  /** The page in the answer. */
  page(data: TData): ListPage<Row> | null | undefined;
}

/** Declares an area's list (identity, for inference of the generated types). */
export const areaList = <
  TData,
  TVars extends OperationVariables,
  S extends string,
  Row,
  F extends string = never,
>(
  list: AreaList<TData, TVars, S, F, Row>,
) => list;

/** The filters' values in a URL, as useListFilters reads them. */
export const filterValues = <F extends string>(keys: readonly F[], search: URLSearchParams) =>
  Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ''])) as Record<F, string>;

/** The list query's variables for a URL (what the screen will ask for there). */
export function listVariablesAt<
  TVars extends OperationVariables,
  S extends string,
  F extends string,
>(list: AreaList<unknown, TVars, S, F, unknown>, url: URL, params: Params): TVars | null {
  const query = toListQuery(readListParams(url.searchParams, list.defaults));
  return list.variables(query, filterValues(list.filters ?? [], url.searchParams), params);
}

/** A list searched and sorted only (no filters of its own): `{ query }` is its variables. */
export const plainList = <TData, S extends string, Row>(
  document: DocumentNode,
  defaults: ListDefaults<S>,
  page: (data: TData) => ListPage<Row> | null | undefined,
) => areaList({ document, defaults, variables: (query: ListQueryOf<S>) => ({ query }), page });
