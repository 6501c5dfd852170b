import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  type RouteObject,
} from 'react-router-dom';
import { FullPageSpinner } from '../components/pages/FullPageSpinner';
import { StatusPage } from '../components/pages/StatusPage';
import { ja } from '../i18n/ja';
import { SimpleLayout } from './layout/SimpleLayout';
import { DEFAULT_PATH } from './paths';
import { areaRoutes } from './routes/areaRoutes';
import { authRoutes } from './routes/authRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { GuestOnly, RequireSession } from './session/guards';
import { RouteError } from './RouteError';
import { routeContext } from './routeContext';

/** The whole route tree of docs/product.md §2. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    // A new screen opens at its top (a list after a long form's save); back and forward return
    // to where the page was. Lists change their own URL with preventScrollReset.
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    children: [
      {
        element: (
          <GuestOnly>
            <SimpleLayout />
          </GuestOnly>
        ),
        children: authRoutes,
      },
      { element: <SimpleLayout />, children: publicRoutes },
      {
        element: (
          <RequireSession>
            <Outlet />
          </RequireSession>
        ),
        children: [
          {
            // The shell loads after sign-in: the sign-in page does not carry its code.
            lazy: async () => ({ Component: (await import('./layout/MainLayout')).MainLayout }),
            children: [
              { path: '/', element: <Navigate to={DEFAULT_PATH} replace /> },
              ...areaRoutes,
            ],
          },
        ],
      },
      {
        element: <SimpleLayout />,
        children: [
          {
            path: '*',
            element: (
              <StatusPage code="404" title={ja.pages.notFoundTitle} body={ja.pages.notFoundBody} />
            ),
          },
        ],
      },
    ],
  },
];

/** The browser's router; route loaders get Apollo's `preloadQuery` for `client` (see routeContext). */
export const createAppRouter = (client: ApolloClient<NormalizedCacheObject>) =>
  createBrowserRouter(routes, { getContext: routeContext(client) });
