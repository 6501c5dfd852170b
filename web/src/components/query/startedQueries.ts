import type {
  ApolloClient,
  DocumentNode,
  NormalizedCacheObject,
  OperationVariables,
} from '@apollo/client';
import { canonicalStringify, getOperationName } from '@apollo/client/utilities';

/**
 * How long a route loader's answer counts as the screen's own after it arrives. React may render a
 * screen again with the URL it is leaving (a navigation is a transition, and an urgent update can
 * interleave); the screen must then read the answer the loader got moments ago, not ask again.
 */
export const STARTED_FRESH_MS = 5_000;

/** Requests route loaders started: in flight (no time yet) or answered at that time. */
const started = new Map<string, number | undefined>();

const keyOf = (document: DocumentNode, variables: OperationVariables | undefined) =>
  `${getOperationName(document) ?? ''}:${canonicalStringify(variables ?? {})}`;

const isFresh = (answeredAt: number | undefined) =>
  answeredAt === undefined || Date.now() - answeredAt < STARTED_FRESH_MS;

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
  const key = keyOf(document, variables);
  for (const [k, at] of started) if (!isFresh(at)) started.delete(k);
  started.set(key, undefined);
  const answered = () => {
    if (started.has(key) && started.get(key) === undefined) started.set(key, Date.now());
  };
  client
    .query({ query: document, variables, fetchPolicy: 'network-only' })
    .then(answered, () => started.delete(key));
}

/**
 * Whether a loader has started this very request and it is in flight or just answered: then the
 * screen reads it from the cache (or joins it while in flight) instead of asking again. Asking
 * twice (a render React threw away, a render of the URL being left) gives the same answer.
 */
export function loaderAnswers(
  document: DocumentNode,
  variables: OperationVariables | undefined,
): boolean {
  const key = keyOf(document, variables);
  return started.has(key) && isFresh(started.get(key));
}
