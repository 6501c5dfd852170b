import type { DocumentNode, OperationVariables, PreloadedQueryRef, QueryRef } from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities';
import { useLoaderData } from 'react-router-dom';

/** One query a route's loader preloaded: its variables, and the ref the screen reads. */
export interface PreloadedQuery {
  document: DocumentNode;
  variables: OperationVariables;
  ref: PreloadedQueryRef<unknown, OperationVariables>;
}

/** What a screen's loader hands it (app/routes/screenLoader.ts): the queries it preloaded. */
export interface ScreenData {
  preloaded: PreloadedQuery[];
}

export const isScreenData = (data: unknown): data is ScreenData =>
  typeof data === 'object' && data !== null && Array.isArray((data as ScreenData).preloaded);

/** The route's loader's queries (none on a route without one, or in a test that renders alone). */
export const preloadedIn = (data: unknown): PreloadedQuery[] =>
  isScreenData(data) ? data.preloaded : [];

/**
 * What decides which hook a screen's query takes (app/routes/routeHelpers.tsx keys the screen by
 * it): the operations the loader preloaded.
 */
export const preloadedKey = (data: unknown) =>
  preloadedIn(data)
    .map((q) => getOperationName(q.document))
    .join(' ');

/** The query of `document` the route's loader preloaded, if it did. */
export function usePreloaded<TData, TVars extends OperationVariables>(
  document: DocumentNode,
): { variables: TVars; ref: QueryRef<TData, TVars> } | undefined {
  const name = getOperationName(document);
  const found = preloadedIn(useLoaderData()).find((q) => getOperationName(q.document) === name);
  // The loader preloaded this document for this screen: its answer is of this document's type.
  return found as { variables: TVars; ref: QueryRef<TData, TVars> } | undefined;
}
