import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { AreaPlaceholder } from '../../components/pages/AreaPlaceholder';

/**
 * A built screen, loaded on first visit (its code stays out of the sign-in page's bundle). A
 * `loader` (kept in the main bundle) runs beside that load: e.g. to start the screen's query.
 */
export function page(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  loader?: LoaderFunction,
): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }), loader };
}

/** A screen not built yet: a page inside the shell naming its area. */
export function placeholder(path: string, area: string): RouteObject {
  return { path, element: <AreaPlaceholder area={area} /> };
}
