import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AreaPlaceholder } from '../../components/pages/AreaPlaceholder';

/** A built screen, loaded on first visit (its code stays out of the sign-in page's bundle). */
export function page(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** A screen not built yet: a page inside the shell naming its area. */
export function placeholder(path: string, area: string): RouteObject {
  return { path, element: <AreaPlaceholder area={area} /> };
}
