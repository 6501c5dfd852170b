import type { Logger } from 'pino';

/**
 * Odd upstream values, each logged once per process (a warning an operator can act on): the
 * record type and field, what was expected and one example. Later sightings only count.
 */
let log: Pick<Logger, 'warn'> | undefined;
const seen = new Map<string, number>();
/** Bounds the set: a server sending endless distinct field names cannot grow it forever. */
const MAX_KINDS = 1000;

export function setOddityLogger(logger: Pick<Logger, 'warn'> | undefined): void {
  log = logger;
}

const example = (v: unknown): string => {
  if (v === undefined) return '(missing)';
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
};

export function noteOddity(what: string, field: string, value: unknown, expected: string): void {
  const key = `${what}.${field}:${expected}`;
  const count = seen.get(key);
  if (count !== undefined) {
    seen.set(key, count + 1);
    return;
  }
  if (seen.size >= MAX_KINDS) return;
  seen.set(key, 1);
  log?.warn(
    { record: what, field, expected, example: example(value) },
    `upstream record ${what} has an odd ${field} (expected ${expected}); logged once`,
  );
}

/** The oddities seen so far and how often (for tests and the contract probe). */
export function oddities(): ReadonlyMap<string, number> {
  return seen;
}
