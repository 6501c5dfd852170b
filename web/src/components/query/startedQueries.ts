import type {
  ApolloClient,
  DocumentNode,
  NormalizedCacheObject,
  OperationVariables,
} from '@apollo/client';
import { canonicalStringify, getOperationName } from '@apollo/client/utilities';

/** Requests a route loader has started and no screen has taken yet, by operation and variables. */
const started = new Set<string>();

const keyOf = (document: DocumentNode, variables: OperationVariables | undefined) =>
  `${getOperationName(document) ?? ''}:${canonicalStringify(variables ?? {})}`;

/**
 * Asks the gateway for a screen's query as the navigation starts (a route loader), into Apollo's
 * cache; not awaited. A refused answer (e.g. signed out) is dropped: the screen and the session
 * guard show what is wrong.
 */
export function startQuery(
  client: ApolloClient<NormalizedCacheObject>,
  document: DocumentNode,
  variables: OperationVariables,
): void {
  started.add(keyOf(document, variables));
  client.query({ query: document, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/**
 * Whether a loader has just started this very request (and no screen has taken it yet): then the
 * screen reads it from the cache (or joins it while in flight) instead of asking again.
 */
export function takeStarted(
  document: DocumentNode,
  variables: OperationVariables | undefined,
): boolean {
  return started.delete(keyOf(document, variables));
}
