import type { GraphQLFormattedError } from 'graphql';

/**
 * Answers that came with data and errors: a record of the real backend with an odd or missing
 * field fails that field only (the gateway nulls it, with UPSTREAM_BAD_FIELD at its path), and
 * the screen still shows everything else. Queries run with `errorPolicy: 'all'` so that data
 * reaches the screen; the Apollo link reports the errors here and the notice tells the user.
 */
export interface PartialData {
  operationName: string;
  /** Where the data is missing, e.g. `bookings.items.3.phone`. */
  paths: string[];
  requestId: string | undefined;
}

type Listener = (report: PartialData) => void;
const listeners = new Set<Listener>();

export function onPartialData(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the Apollo link for an answer that has data as well as errors. */
export function reportPartialData(
  operationName: string,
  errors: readonly GraphQLFormattedError[],
): void {
  const paths = errors.map((e) => (e.path ?? []).join('.')).filter(Boolean);
  const requestId = errors
    .map((e) => (e.extensions as { requestId?: unknown } | undefined)?.requestId)
    .find((id): id is string => typeof id === 'string');
  for (const listener of listeners) listener({ operationName, paths, requestId });
}
