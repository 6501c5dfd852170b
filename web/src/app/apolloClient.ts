import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { isUnauthenticated } from '../components/errors/gatewayError';
import { createCache } from './apolloCache';

export interface ApolloClientOptions {
  /** GraphQL endpoint; the gateway serves it beside the app at `/graphql`. */
  uri?: string;
  /** Extra headers: tests send `Authorization: Bearer`; browsers rely on the session cookie. */
  headers?: Record<string, string>;
  /** Called when an answer says the session is missing or expired (not for the sign-in itself). */
  onUnauthenticated?: () => void;
  cache?: InMemoryCache;
  /** Tests: a fetch that adds their bearer token. */
  fetch?: typeof fetch;
}

/** Operations whose UNAUTHENTICATED answer is expected and handled by their own screen. */
const AUTH_OPERATIONS = new Set(['Login']);

export function createApolloClient(options: ApolloClientOptions = {}) {
  const errorLink = onError(({ graphQLErrors, operation }) => {
    if (AUTH_OPERATIONS.has(operation.operationName)) return;
    if (isUnauthenticated(graphQLErrors)) options.onUnauthenticated?.();
  });
  const httpLink = new HttpLink({
    uri: options.uri ?? '/graphql',
    credentials: 'include',
    headers: options.headers ?? {},
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return new ApolloClient({
    link: from([errorLink, httpLink]),
    cache: options.cache ?? createCache(),
    defaultOptions: {
      watchQuery: { errorPolicy: 'none' },
      query: { errorPolicy: 'none' },
      mutate: { errorPolicy: 'none' },
    },
  });
}
