import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { isUnauthenticated } from '../components/errors/gatewayError';
import { reportPartialData } from '../components/errors/partialData';
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

const isQuery = (document: DocumentNode): boolean => {
  const main = getMainDefinition(document);
  return main.kind === 'OperationDefinition' && main.operation === 'query';
};

export function createApolloClient(options: ApolloClientOptions = {}) {
  const errorLink = onError(({ graphQLErrors, operation, response }) => {
    if (AUTH_OPERATIONS.has(operation.operationName)) return;
    if (isUnauthenticated(graphQLErrors)) options.onUnauthenticated?.();
    else if (graphQLErrors?.length && response?.data && isQuery(operation.query)) {
      // Errors under a root field that still has data: the screen shows that data with blanks.
      const data = response.data;
      const partial = graphQLErrors.filter((e) => {
        const root = e.path?.[0];
        return typeof root === 'string' && data[root] !== null && data[root] !== undefined;
      });
      if (partial.length > 0) reportPartialData(operation.operationName, partial);
    }
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
      // Queries keep what the server sent when some fields failed (a record of the real backend
      // with an odd field nulls that field only): the screen shows the rest, and
      // PartialDataNotice says what is blank. A query with no data at all is still an error.
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'none' },
    },
  });
}
