import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router-dom';
import { screenRequests, type LazyScreenQueries } from '../../components/query/screenQuery';
import { startQuery } from '../../components/query/startedQueries';
import { apolloClientContext } from '../routeContext';

/**
 * The route loader of a screen that declares its queries: asks for them all at once as the
 * navigation starts, beside the screen's code and the session check rather than after them, with
 * the variables the screen will use at that URL (its hooks then reuse the requests). Only the small
 * module that declares them is awaited (it comes beside the screen's code), never the answers: the
 * screen shows its own loading, error and guard.
 */
export const screenLoader =
  (queries: LazyScreenQueries) =>
  async ({ request, params, context }: LoaderFunctionArgs<RouterContextProvider>) => {
    const client = context.get(apolloClientContext);
    if (!client) return null;
    const declared = await queries();
    for (const started of screenRequests(declared, new URL(request.url), params)) {
      startQuery(client, started.document, started.variables, started.uncached);
    }
    return null;
  };
