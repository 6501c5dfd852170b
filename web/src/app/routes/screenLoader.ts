import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router-dom';
import type { ScreenQuery } from '../../components/query/screenQuery';
import { startQuery } from '../../components/query/startedQueries';
import { apolloClientContext } from '../routeContext';

/**
 * The route loader of a screen that declares its query: asks for it as the navigation starts,
 * beside the screen's code and the session check rather than after them, with the variables the
 * screen will use at that URL (its hook then reuses the request). Not awaited: the screen shows
 * its own loading, error and guard.
 */
export const screenLoader =
  (query: ScreenQuery) =>
  ({ request, params, context }: LoaderFunctionArgs<RouterContextProvider>) => {
    const client = context.get(apolloClientContext);
    const started = query(new URL(request.url), params);
    if (client && started) startQuery(client, started.document, started.variables);
    return null;
  };
