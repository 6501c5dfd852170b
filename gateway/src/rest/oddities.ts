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

/** A REST call, named as an endpoint only when an oddity is logged (rare; most answers are fine). */
interface Call {
  method: string;
  path: string;
}

/** The call each top-level record of an answer came from (set by the session). */
const origins = new WeakMap<object, Call>();

/** An endpoint as logged: ids in the path become `:id`, so one oddity is one line. */
const endpointOf = (method: string, path: string): string =>
  `${method} ${path
    .split('/')
    .map((s) => (/\d/.test(s) || s.length >= 16 ? ':id' : s))
    .join('/')}`;

/** Remembers the call that answered these records (the data object, or each list record). */
export function noteOrigin(value: unknown, method: string, path: string): void {
  const call: Call = { method, path };
  if (Array.isArray(value)) {
    for (const v of value) if (typeof v === 'object' && v !== null) origins.set(v, call);
  } else if (typeof value === 'object' && value !== null) {
    origins.set(value, call);
  }
}

/** The endpoint a record came from, as logged. */
export function originOf(record: object): string | undefined {
  const call = origins.get(record);
  return call && endpointOf(call.method, call.path);
}

export function noteOddity(
  what: string,
  field: string,
  value: unknown,
  expected: string,
  endpoint: string | undefined,
): void {
  const key = `${endpoint ?? ''} ${what}.${field}:${expected}`;
  const count = seen.get(key);
  if (count !== undefined) {
    seen.set(key, count + 1);
    return;
  }
  if (seen.size >= MAX_KINDS) return;
  seen.set(key, 1);
  log?.warn(
    { endpoint, record: what, field, expected, example: example(value) },
    `upstream ${endpoint ?? 'record'}: ${what}.${field} is not ${expected} (logged once)`,
  );
}

/** The oddities seen so far and how often (for tests and the contract probe). */
export function oddities(): ReadonlyMap<string, number> {
  return seen;
}
