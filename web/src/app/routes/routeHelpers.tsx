import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { LazyScreenQueries } from '../../components/query/screenQuery';
import { AreaPlaceholder } from '../../components/pages/AreaPlaceholder';
import { screenLoader } from './screenLoader';

/**
 * A built screen, loaded on first visit (its code stays out of the sign-in page's bundle). Its
 * declared `query` (one or several) is asked for beside that load, by the route's loader.
 */
export function page(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  query?: LazyScreenQueries,
): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await load()).default }),
    ...(query ? { loader: screenLoader(query) } : {}),
  };
}

/** A screen not built yet: a page inside the shell naming its area. */
export function placeholder(path: string, area: string): RouteObject {
  return { path, element: <AreaPlaceholder area={area} /> };
}
