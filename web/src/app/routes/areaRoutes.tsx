import type { RouteObject } from 'react-router-dom';
import type { Area, AreaScreen } from '../area';
import { AREAS } from '../areas';
import { page, placeholder } from './routeHelpers';

const route = (screen: AreaScreen): RouteObject =>
  'placeholder' in screen
    ? placeholder(screen.path, screen.placeholder)
    : page(screen.path, screen.load, screen.query);

/** The routes of the areas' screens, in the areas' order. */
export const buildAreaRoutes = (areas: readonly Area[]): RouteObject[] =>
  areas.flatMap((area) => area.screens.map(route));

/** Every signed-in screen of docs/product.md §2, as the areas declare them (app/areas.ts). */
export const areaRoutes: RouteObject[] = buildAreaRoutes(AREAS);
