import { record, ShapeError, type Rec } from './read.js';

/** How to read each field of a GraphQL type from its REST record. */
export type Readers<T> = { readonly [K in Exclude<keyof T, '__typename'>]-?: (r: Rec) => T[K] };

const REC = Symbol('rec');
const REQUIRED = Symbol('required');
type Lazy = { [REC]: Rec; [REQUIRED]?: readonly string[] };

/**
 * A lazy model of one REST record: each field is read from the record when it is resolved
 * (a getter on a prototype shared by every record of the type), so a field the client did not
 * select costs nothing and a field that cannot be read fails alone.
 *
 * A field whose reader fails evaluates to the ShapeError itself rather than throwing: graphql-js
 * and graphql-jit both turn an Error value into a field error at that path (the error formatter
 * gives it UPSTREAM_BAD_FIELD), and graphql-jit reads default-resolved fields inline, where a
 * throwing getter would fail the whole operation. Code that reads a model's fields itself uses
 * {@link fieldOf}, which turns that error into null.
 *
 * A value that is not a record at all is read as an empty record: every field but the ones
 * with defaults fails.
 */
export function modelOf<T extends object>(
  what: string,
  readers: Readers<T>,
  /** Fields the schema guarantees (non-null): a record failing one is left out of its page. */
  required: readonly Exclude<keyof T, '__typename'>[] = [],
): (raw: unknown) => T {
  const proto: Record<string | symbol, unknown> = {};
  proto[REQUIRED] = ['id', ...required.filter((k) => k !== 'id')];
  for (const key of Object.keys(readers) as (Exclude<keyof T, '__typename'> & string)[]) {
    const read = readers[key] as (r: Rec) => unknown;
    Object.defineProperty(proto, key, {
      enumerable: true,
      get(this: Lazy) {
        try {
          return read(this[REC]);
        } catch (e) {
          return e instanceof Error ? e : new ShapeError(`${what}.${key}: ${String(e)}`);
        }
      },
    });
  }
  return (raw) => {
    const model = Object.create(proto) as Lazy;
    model[REC] = isRecord(raw) ? record(raw, what) : record({}, what);
    return model as unknown as T;
  };
}

const isRecord = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether every field the schema guarantees reads: a page leaves out a record that fails one
 * (its non-null field would null the record, and a non-null item the whole page). The field's
 * oddity is logged once, as every oddity is.
 */
export function intact(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return true;
  const required = (item as Lazy)[REQUIRED];
  if (!required) return true;
  for (const key of required) {
    if ((item as Record<string, unknown>)[key] instanceof Error) return false;
  }
  return true;
}

/** A model's field as read, or null when it could not be read (for code that reads fields). */
export function fieldOf<T extends object, K extends keyof T>(model: T, key: K): T[K] | null {
  const v = model[key];
  return v instanceof Error ? null : v;
}

/** Whether a model's field could be read (false when its reader failed). */
export const readable = <T extends object>(model: T, key: keyof T): boolean =>
  !(model[key] instanceof Error);
