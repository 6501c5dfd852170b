import type { SearchFailure, SearchKind } from '../__generated__/resolvers-types.js';

/** How long a search waits for each kind before answering without it. */
export const SEARCH_WAIT_MS = 1000;

class TimedOut extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const codeOf = (error: unknown): string | null => {
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * Runs every kind's search at once; each answers within `ms` or is left out with a note. The
 * results keep the order of `searches`, whatever order they arrive in.
 */
export async function fanOut<T>(
  searches: readonly (readonly [SearchKind, () => Promise<T[]>])[],
  ms = SEARCH_WAIT_MS,
): Promise<{ hits: T[]; failures: SearchFailure[] }> {
  const settled = await Promise.allSettled(
    searches.map(([, run]) => within(Promise.resolve().then(run), ms)),
  );
  const hits: T[] = [];
  const failures: SearchFailure[] = [];
  settled.forEach((s, i) => {
    const kind = searches[i]![0];
    if (s.status === 'fulfilled') hits.push(...s.value);
    else if (s.reason instanceof TimedOut) failures.push({ kind, reason: 'TIMEOUT', code: null });
    else failures.push({ kind, reason: 'FAILED', code: codeOf(s.reason) });
  });
  return { hits, failures };
}
