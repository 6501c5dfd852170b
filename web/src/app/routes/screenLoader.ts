import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router-dom';
import type { ScreenData } from '../../components/query/preloaded';
import { screenRequests, type LazyScreenQueries } from '../../components/query/screenQuery';
import { queryPreloaderContext } from '../routeContext';

/**
 * The route loader of a screen that declares its queries: Apollo's documented preloading with
 * React Router (`preloadQuery`, www.apollographql.com/docs/react/data/suspense, "Initiating
 * queries outside React"). It asks for them all as the navigation starts, beside the screen's code
 * and the session check, with the variables worked out from the URL here, once; the screen reads
 * the refs it returns (useScreenQuery). Only the small module that declares the queries is
 * awaited, never the answers: the screen suspends on them behind its route's boundary.
 */
export const screenLoader =
  (queries: LazyScreenQueries) =>
  async ({
    request,
    params,
    context,
  }: LoaderFunctionArgs<RouterContextProvider>): Promise<ScreenData | null> => {
    const preloadQuery = context.get(queryPreloaderContext);
    if (!preloadQuery) return null;
    const declared = await queries();
    return {
      preloaded: screenRequests(declared, new URL(request.url), params).map(
        ({ document, variables, fetchPolicy = 'cache-and-network' }) => ({
          document,
          variables,
          // Errors come in the answer, beside what data there is: the screen shows them as it
          // always has (a network failure still throws, to the route's boundary).
          ref: preloadQuery(document, { variables, fetchPolicy, errorPolicy: 'all' }),
        }),
      ),
    };
  };
