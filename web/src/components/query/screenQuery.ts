import type { DocumentNode, OperationVariables, PreloadQueryFetchPolicy } from '@apollo/client';
import type { Params } from 'react-router-dom';
import { listVariablesAt, type AreaList } from '../list/areaList';

/**
 * A request: a generated document, its variables and how it reads Apollo's cache (lists show the
 * cached page at once and refresh it, `cache-and-network`, the default; a form's record comes fresh,
 * `network-only`; a large answer read fresh on every visit stays out of the cache, `no-cache`).
 */
export interface QueryRequest {
  document: DocumentNode;
  variables: OperationVariables;
  fetchPolicy?: PreloadQueryFetchPolicy;
}

/**
 * The query a screen starts with, as its area declares it: what the screen shows at this URL
 * (null: nothing, e.g. an add form or an invalid filter). The route's loader preloads it as the
 * navigation starts (app/routes/screenLoader.ts) and the screen reads that answer
 * (useScreenQuery): the variables are worked out here, once.
 */
export type ScreenQuery = (url: URL, params: Params) => QueryRequest | null;

/**
 * What a screen starts with: one query, or several asked for together (a form's record and the
 * choices it offers), so none waits for the screen's code or for another's answer.
 */
export type ScreenQueries = ScreenQuery | readonly ScreenQuery[];

/**
 * A screen's queries from a module of their own (its area's `screenQueries.ts`), loaded as the
 * navigation starts, beside the screen's code: the operation documents stay out of the bundle the
 * sign-in page loads (web/src/signInBundle.test.ts), and still go out before the screen's code has
 * come.
 */
export type LazyScreenQueries = () => Promise<ScreenQueries>;

/** The requests a screen starts with at this URL. */
export const screenRequests = (queries: ScreenQueries, url: URL, params: Params): QueryRequest[] =>
  [queries]
    .flat()
    .map((query) => query(url, params))
    .filter((request) => request !== null);

/** A query asked for the same way at every URL of the screen (e.g. the choices a form offers). */
export const fixedScreenQuery =
  (
    document: DocumentNode,
    fetchPolicy: PreloadQueryFetchPolicy = 'cache-and-network',
    variables: OperationVariables = {},
  ): ScreenQuery =>
  () => ({ document, variables, fetchPolicy });

/** A list screen's query: the page its URL (page, sort, search, filters) names. */
export const listScreenQuery =
  <TVars extends OperationVariables, S extends string, F extends string>(
    list: AreaList<never, TVars, S, F, unknown>,
    fetchPolicy: PreloadQueryFetchPolicy = 'cache-and-network',
  ): ScreenQuery =>
  (url, params) => {
    const variables = listVariablesAt(list, url, params);
    return variables ? { document: list.document, variables, fetchPolicy } : null;
  };

/** A form screen's record, by the route's `:id` (none on the add screen), fresh unless said. */
export const recordScreenQuery =
  (
    document: DocumentNode,
    {
      idOf = (_url: URL, params: Params) => params.id,
      fetchPolicy = 'network-only',
    }: {
      idOf?: (url: URL, params: Params) => string | undefined;
      fetchPolicy?: PreloadQueryFetchPolicy;
    } = {},
  ): ScreenQuery =>
  (url, params) => {
    const id = idOf(url, params);
    return id ? { document, variables: { id }, fetchPolicy } : null;
  };
