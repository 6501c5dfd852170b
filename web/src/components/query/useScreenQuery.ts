import {
  NetworkStatus,
  useQuery,
  useQueryRefHandlers,
  useReadQuery,
  type ApolloError,
  type ApolloQueryResult,
  type DocumentNode,
  type OperationVariables,
  type QueryRef,
  type WatchQueryFetchPolicy,
} from '@apollo/client';
import { useCallback, useTransition } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { usePreloaded } from './preloaded';

/** A screen's query as its screen uses it, whichever way it was asked for. */
export interface ScreenQueryResult<TData, TVars> {
  data: TData | undefined;
  /** Asked here (not preloaded): the answer to the variables before, while new ones load. */
  previousData?: TData | undefined;
  /** The variables it was asked with (the loader's, worked out from the URL once). */
  variables: TVars | undefined;
  /** A request in flight: another page of the list, a refresh of the cached answer, a refetch. */
  loading: boolean;
  error: ApolloError | undefined;
  /** Asks again; the screen keeps showing the answer it has meanwhile. */
  refetch(): Promise<ApolloQueryResult<TData>>;
}

/** How the screen asks when its route's loader could not (see `useScreenQuery`). */
export interface AskedHere<TVars> {
  variables?: TVars | undefined;
  skip?: boolean;
  fetchPolicy?: Exclude<WatchQueryFetchPolicy, 'standby'>;
}

/**
 * The answer its route's loader preloaded (Apollo's `preloadQuery`, app/routes/screenLoader.ts),
 * read with `useReadQuery`: the screen suspends until it is there (the route's boundary shows the
 * loading view meanwhile), and `useQueryRefHandlers` refetches it.
 */
function useReadPreloaded<TData, TVars extends OperationVariables>(preloaded: {
  variables: TVars;
  ref: QueryRef<TData, TVars>;
}): ScreenQueryResult<TData, TVars> {
  // The handlers first: after a refetch they point the ref at the new answer, which useReadQuery
  // then reads in the same render.
  const { refetch } = useQueryRefHandlers(preloaded.ref);
  const { data, error, networkStatus } = useReadQuery(preloaded.ref);
  // A refetch is a transition: the screen keeps its answer rather than suspending again.
  const [refetching, startTransition] = useTransition();
  const again = useCallback(
    () =>
      new Promise<ApolloQueryResult<TData>>((resolve, reject) => {
        startTransition(() => {
          refetch().then(resolve, reject);
        });
      }),
    [refetch],
  );
  // Another URL of this screen (a list's page, sort or search): the router runs the loader and
  // renders the new answer in a transition, so the old one stays on screen with this flag.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const nextUrl = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return {
    data,
    variables: preloaded.variables,
    loading: refetching || nextUrl || networkStatus < NetworkStatus.ready,
    error,
    refetch: again,
  };
}

/** A query the loader could not preload (its variables come from another answer or the session). */
function useAskHere<TData, TVars extends OperationVariables>(
  document: DocumentNode,
  { variables, skip = false, fetchPolicy = 'cache-and-network' }: AskedHere<TVars>,
): ScreenQueryResult<TData, TVars> {
  const r = useQuery<TData, TVars>(document, {
    variables,
    skip,
    fetchPolicy,
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  return {
    data: r.data,
    previousData: r.previousData,
    variables,
    loading: r.loading,
    error: r.error,
    refetch: () => r.refetch(),
  };
}

/**
 * A screen's query: the one its route's loader preloaded when it did (the screen's area declares
 * it in `screenQueries.ts`), else asked for here as `askedHere()` says (a query the loader cannot know:
 * a list under another record, the signed-in user's own page). Which of the two a screen takes
 * never changes while it is mounted: the route keys the screen by what its loader preloaded
 * (app/routes/routeHelpers.tsx).
 */
export function useScreenQuery<TData, TVars extends OperationVariables>(
  document: DocumentNode,
  askedHere: () => AskedHere<TVars> = () => ({}),
): ScreenQueryResult<TData, TVars> {
  const preloaded = usePreloaded<TData, TVars>(document);
  /* eslint-disable react-hooks/rules-of-hooks -- one of the two, fixed while mounted (see above) */
  return preloaded ? useReadPreloaded(preloaded) : useAskHere<TData, TVars>(document, askedHere());
  /* eslint-enable react-hooks/rules-of-hooks */
}
