import type { DocumentNode, OperationVariables } from '@apollo/client';
import type { Params } from 'react-router-dom';
import { listVariablesAt, type AreaList } from '../list/areaList';

/** A request: a generated document and its variables. */
export interface QueryRequest {
  document: DocumentNode;
  variables: OperationVariables;
  /**
   * Kept out of Apollo's cache (a large answer the screen reads fresh on every visit, e.g. the day
   * board): the screen takes the loader's answer with `loaderAnswer` rather than from the cache.
   */
  uncached?: boolean;
}

/**
 * The query a screen starts with, as its area declares it: what the screen will ask for at this
 * URL (null: nothing, e.g. an add form or an invalid filter). The router asks for it as the
 * navigation starts (a route loader); the screen's hook reuses that request.
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
  (document: DocumentNode, variables: OperationVariables = {}): ScreenQuery =>
  () => ({ document, variables });

/** A list screen's query: the same declaration its useAreaList reads. */
export const listScreenQuery =
  <TVars extends OperationVariables, S extends string, F extends string>(
    list: AreaList<never, TVars, S, F, unknown>,
  ): ScreenQuery =>
  (url, params) => {
    const variables = listVariablesAt(list, url, params);
    return variables ? { document: list.document, variables } : null;
  };

/** A form screen's record, by the route's `:id` (none on the add screen). */
export const recordScreenQuery =
  (document: DocumentNode, idOf = (_url: URL, params: Params) => params.id): ScreenQuery =>
  (url, params) => {
    const id = idOf(url, params);
    return id ? { document, variables: { id } } : null;
  };
