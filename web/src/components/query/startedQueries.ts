import type {
  ApolloClient,
  ApolloQueryResult,
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

/**
 * The answers of the uncached ones among them (see `startQuery`): handed out while fresh, dropped
 * with their entry in `started` (by the next start after that).
 */
const uncachedAnswers = new Map<string, Promise<ApolloQueryResult<unknown>>>();

/** The started requests still in flight, settling (never rejecting) with their answer. */
const inFlight = new Set<Promise<unknown>>();

const keyOf = (document: DocumentNode, variables: OperationVariables | undefined) =>
  `${getOperationName(document) ?? ''}:${canonicalStringify(variables ?? {})}`;

const isFresh = (answeredAt: number | undefined) =>
  answeredAt === undefined || Date.now() - answeredAt < STARTED_FRESH_MS;

/**
 * Asks the gateway for a screen's query as the navigation starts (a route loader), into Apollo's
 * cache; not awaited. A refused answer (e.g. signed out) is dropped: the screen and the session
 * guard show what is wrong. `uncached`: the answer is kept out of the cache (a large answer, read
 * fresh on every visit) and handed to the screen by `loaderAnswer` instead.
 */
export function startQuery(
  client: ApolloClient<NormalizedCacheObject>,
  document: DocumentNode,
  variables: OperationVariables,
  uncached = false,
): void {
  const key = keyOf(document, variables);
  for (const [k, at] of started) {
    if (isFresh(at)) continue;
    started.delete(k);
    uncachedAnswers.delete(k);
  }
  started.set(key, undefined);
  uncachedAnswers.delete(key);
  const answered = () => {
    if (started.has(key) && started.get(key) === undefined) started.set(key, Date.now());
  };
  const asked = client.query({
    query: document,
    variables,
    fetchPolicy: uncached ? 'no-cache' : 'network-only',
  });
  if (uncached) uncachedAnswers.set(key, asked);
  const settled = asked.then(answered, () => {
    started.delete(key);
    uncachedAnswers.delete(key);
  });
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
}

/**
 * Settles when every request the loaders started so far has its answer (or was refused), or after
 * `waitAtMostMs`, whichever is first. The app's first render waits on it (main.tsx): a screen whose
 * answer is moments away renders once, with its data, instead of rendering its loading state and
 * then again (on the 10 000-coupon list that second render and the layout between cost about
 * 120 ms); a slow answer still shows the screen's own loading after the wait.
 */
export function startedAnswers(waitAtMostMs: number): Promise<void> {
  if (inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitAtMostMs);
    void Promise.all(inFlight).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
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

/**
 * The answer of an uncached request a loader started for this very query, while it is in flight or
 * just answered (see `loaderAnswers`); else undefined, and the screen asks itself.
 */
export function loaderAnswer<TData>(
  document: DocumentNode,
  variables: OperationVariables,
): Promise<ApolloQueryResult<TData>> | undefined {
  if (!loaderAnswers(document, variables)) return undefined;
  // Stored under this document's key: the answer to this query, whose data the caller names.
  return uncachedAnswers.get(keyOf(document, variables)) as
    Promise<ApolloQueryResult<TData>> | undefined;
}
