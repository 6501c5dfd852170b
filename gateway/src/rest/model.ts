import { Rec, record, ShapeError } from './read.js';

/**
 * Fields the gateway answers itself, never read from a REST record: `history` is the audit
 * trail's (audit/history.ts); a booking's `arrival` and `notes` are the front desk's, from the
 * gateway's store (frontDesk/).
 */
type Answered = '__typename' | 'history' | 'arrival' | 'notes';

/** How to read each field of a GraphQL type from its REST record. */
export type Readers<T> = { readonly [K in Exclude<keyof T, Answered>]-?: (r: Rec) => T[K] };

const REC = Symbol('rec');
const VALUES = Symbol('values');
const REQUIRED = Symbol('required');
/** A field not read yet (a reader may well answer undefined or null). */
const UNREAD = Symbol('unread');
type Lazy = { [REC]: Rec; [VALUES]: unknown[]; [REQUIRED]?: readonly string[] };

/**
 * A lazy model of one REST record: each field is read from the record when it is first resolved
 * (a getter on a prototype shared by every record of the type, which keeps the value in the
 * record's slot for that field), so a field the client did not select costs nothing, one selected
 * costs one read, and a field that cannot be read fails alone.
 *
 * A field whose reader fails evaluates to the ShapeError itself rather than throwing: graphql-js
 * and graphql-jit both turn an Error value into a field error at that path (the error formatter
 * gives it UPSTREAM_BAD_FIELD), and graphql-jit reads default-resolved fields inline, where a
 * throwing getter would fail the whole operation. Code that reads a model's fields itself uses
 * {@link fieldOf}, which turns that error into null.
 *
 * A value that is not a record at all is read as an empty record: every field but the ones
 * with defaults fails. A nested record (`Rec`, e.g. from `r.recs('addOns')`) is read as it is,
 * so its oddities name the endpoint of the record it is part of; see {@link elements}.
 */
export function modelOf<T extends object>(
  what: string,
  readers: Readers<T>,
  /** Fields the schema guarantees (non-null): a record failing one is left out of its page. */
  required: readonly Exclude<keyof T, Answered>[] = [],
): (raw: unknown) => T {
  const keys = Object.keys(readers) as (Exclude<keyof T, Answered> & string)[];
  // One class per type: its instances all have the same shape (a record and one slot per field).
  class Model implements Lazy {
    [REC]: Rec;
    [VALUES]: unknown[];
    constructor(rec: Rec) {
      this[REC] = rec;
      this[VALUES] = new Array<unknown>(keys.length).fill(UNREAD);
    }
  }
  const proto = Model.prototype as unknown as Record<string | symbol, unknown>;
  proto[REQUIRED] = ['id', ...required.filter((k) => k !== 'id')];
  keys.forEach((key, slot) => {
    const read = readers[key] as (r: Rec) => unknown;
    Object.defineProperty(proto, key, {
      enumerable: true,
      get(this: Lazy) {
        // Read once per record: a page's check of the guaranteed fields (brokenField) reads them
        // before execution does, and a nested list (a booking's add-ons) would otherwise be built
        // twice. The value is kept in the record's slot (an array store), not as an own property:
        // adding properties one by one to every record of a page cost more than the reads.
        const values = this[VALUES];
        let value = values[slot];
        if (value !== UNREAD) return value;
        try {
          value = read(this[REC]);
        } catch (e) {
          value = e instanceof Error ? e : new ShapeError(`${what}.${key}: ${String(e)}`);
        }
        values[slot] = value;
        return value;
      },
    });
  });
  return (raw) =>
    new Model(raw instanceof Rec ? raw : record(isRecord(raw) ? raw : {}, what)) as unknown as T;
}

const isRecord = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The error of the first guaranteed field of a model that cannot be read, if any: a page leaves
 * out a record that fails one (its non-null field would null the record, and a non-null item the
 * whole page) and says so in the answer's errors. The field's oddity is logged once, as every
 * oddity is. With `among`, only those fields are checked (the ones a client selected: a field
 * nobody asked for can null nothing, and is not read).
 */
export function brokenField(item: unknown, among?: ReadonlySet<string>): Error | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const required = (item as Lazy)[REQUIRED];
  if (!required) return undefined;
  for (const key of required) {
    if (among && !among.has(key)) continue;
    const v = (item as Record<string, unknown>)[key];
    if (v instanceof Error) return v;
  }
  return undefined;
}

/**
 * A nested list (a booking's add-ons, …) read as lazy models: an element's bad nullable field
 * fails alone, at its path. An element whose guaranteed field cannot be read fails the whole
 * list field (throws), as before: a non-null field of a non-null element would null the list,
 * and so the record, at execution (and past a page's {@link brokenField} check, the whole page).
 */
export function elements<T extends object>(models: T[]): T[] {
  for (const model of models) {
    const bad = brokenField(model);
    if (bad) throw bad;
  }
  return models;
}

/** A model's field as read, or null when it could not be read (for code that reads fields). */
export function fieldOf<T extends object, K extends keyof T>(model: T, key: K): T[K] | null {
  const v = model[key];
  return v instanceof Error ? null : v;
}

/** Whether a model's field could be read (false when its reader failed). */
export const readable = <T extends object>(model: T, key: keyof T): boolean =>
  !(model[key] instanceof Error);
