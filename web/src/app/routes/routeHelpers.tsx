import type { ComponentType } from 'react';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import type { LazyScreenQueries } from '../../components/query/screenQuery';
import { preloadedKey } from '../../components/query/preloaded';
import { ScreenBoundary } from '../../components/query/ScreenBoundary';
import { AreaPlaceholder } from '../../components/pages/AreaPlaceholder';
import { screenLoader } from './screenLoader';

/**
 * A screen that reads its loader's queries: inside its boundary (loading, failure), and mounted
 * afresh when the loader preloads other operations (an add form becoming an edit form), so each of
 * its hooks reads the same way while it is mounted (useScreenQuery).
 */
const withQueries = (Screen: ComponentType) =>
  function ScreenWithQueries() {
    const key = preloadedKey(useLoaderData());
    return (
      <ScreenBoundary>
        <Screen key={key} />
      </ScreenBoundary>
    );
  };

/**
 * A built screen, loaded on first visit (its code stays out of the sign-in page's bundle). Its
 * declared `query` (one or several) is preloaded beside that load, by the route's loader.
 */
export function page(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  query?: LazyScreenQueries,
): RouteObject {
  if (!query) return { path, lazy: async () => ({ Component: (await load()).default }) };
  return {
    path,
    lazy: async () => ({ Component: withQueries((await load()).default) }),
    loader: screenLoader(query),
  };
}

/** A screen not built yet: a page inside the shell naming its area. */
export function placeholder(path: string, area: string): RouteObject {
  return { path, element: <AreaPlaceholder area={area} /> };
}
