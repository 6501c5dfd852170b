// How big `npm run verify` makes its checks. The default (CI) keeps every check at sizes that
// still show a regression in a few minutes; `--full` is the whole proof; `--light` a smoke run.
export interface VerifySizes {
  name: 'full' | 'short' | 'light';
  load: { connections: number; durationSeconds: number };
  randomOperations: number;
  /** The api and gateway suites on PGlite as well as on PostgreSQL (`npm test` runs PGlite). */
  suitesOnPglite: boolean;
}

export const SIZES: Record<VerifySizes['name'], VerifySizes> = {
  // 200 clients for 30 s, 1 000 random operations, both suites on both databases.
  full: {
    name: 'full',
    load: { connections: 200, durationSeconds: 30 },
    randomOperations: 1000,
    suitesOnPglite: true,
  },
  // 50 clients (still 25 per core: the queueing, the p99 and a leak show; the targets are the
  // same) for 10 s, 250 random operations (each generated operation of the schema still drawn
  // several times, valid and invalid), and the suites on PostgreSQL only: `npm test`, which CI
  // runs just before, has run them on PGlite.
  short: {
    name: 'short',
    load: { connections: 50, durationSeconds: 10 },
    randomOperations: 250,
    suitesOnPglite: false,
  },
  light: {
    name: 'light',
    load: { connections: 20, durationSeconds: 5 },
    randomOperations: 100,
    suitesOnPglite: false,
  },
};

/** `--full`, `--light`, else the short default. */
export function sizesFrom(args: string[]): VerifySizes {
  if (args.includes('--full')) return SIZES.full;
  if (args.includes('--light')) return SIZES.light;
  return SIZES.short;
}
