import type { QueryValue } from './client.js';
import type { FieldMap } from './errors.js';
import type { SortMap } from './list.js';
import { Rec, record, ShapeError } from './read.js';

/*
 * Each area declares its REST record once, in its table (`coupons/table.ts`, …): a row per GraphQL
 * field with its REST name and codec (codecs.ts), and whether it is required, writable and
 * sortable. Adding a field to an area is adding its row (and the field to schema/): the type's
 * resolver, the write body, the field-error name and the sort key follow, and tables.test.ts
 * fails while the table and the schema disagree.
 *
 * The raw REST record is the codegen mapper of the type (codegen.ts): a field is read when its
 * resolver runs, once per record, and one that cannot be read throws ShapeError in that resolver
 * alone (UPSTREAM_BAD_FIELD at its path). Code that reads a record itself uses `get` (the value or
 * a throw) or `getOr` (the value or its own fallback): no field ever holds an Error.
 */

/**
 * How one field is read from a REST record and written back: `read` raises ShapeError when the
 * value cannot be read; `write` gives the body's value for the input's value (undefined leaves
 * the key out of the body). Without `write` the input's value is sent as it is.
 */
export interface Codec<V, W = V> {
  read(r: Rec, key: string): V;
  write?(value: W | null | undefined): unknown;
}

/** One row of an area's table: one GraphQL field. */
export interface Column<V, W = V> {
  /** The REST record's name of the field. */
  rest: string;
  codec: Codec<V, W>;
  /** Non-null in the schema and fallible: a record failing it is left out of its page. */
  required?: boolean;
  /** Written by the area's create/update body, from the input field of the same name. */
  writable?: boolean;
  /** Other REST keys the write also fills with this value (the gallery's `file`). */
  alsoWritten?: readonly string[];
  /** Other REST names a field error may carry for this input field (a news topic's `coverImg`). */
  alsoNamed?: readonly string[];
  /** The write gives several REST keys at once (an address's five): merged into the body. */
  spread?: boolean;
  /** REST names of the field's parts → their GraphQL paths (`pincode` → `address.postalCode`). */
  partErrors?: FieldMap;
  /**
   * A list's element REST names → their GraphQL names (its elements' table's fieldErrors), mapped
   * under the list's own names: `weekDayPrice` → `seasonPrice.*.weekDayPrice` → `seasonPrices.*.weekdayPrice`.
   */
  elementErrors?: FieldMap;
  /** The list's sort enum value that sorts by this field (true: the field's own name). */
  sortable?: boolean | string;
}

/** The GraphQL names a table describes, for the schema-agreement test. */
export interface TableNames {
  /** Names the record in oddities and errors (`coupon.title is not a string`). */
  what: string;
  type: string;
  /** The create input (its patch, `…Patch`, has the same fields). */
  input?: string;
  /** The list's sort enum. */
  sort?: string;
  /** Fields of the type the gateway answers itself (`history`, a booking's `arrival`, …). */
  answered?: readonly string[];
  /** Input fields no row writes: the list of the entries writes them (a price entry's `delete`). */
  inputOnly?: readonly string[];
  /**
   * Rows the gateway reads for itself, not fields of the type (the day board places an arrival
   * by its booking's day and slot): they have no resolver.
   */
  internal?: readonly string[];
  /** Sort enum values by a field the gateway answers (a topic's `category`) → REST sort key. */
  alsoSorts?: Readonly<Record<string, string>>;
}

type Row<T, I> = {
  [K in keyof T]-?: Column<T[K], K extends keyof I ? NonNullable<I[K]> : never>;
};
/** Rows of a table: every field of T not answered elsewhere, each a Column. */
export type Rows<T, I = object, A extends keyof T = never> = Omit<Row<T, I>, A | '__typename'>;

/** A value read, or the error its read raised (kept so a field is read once per record). */
class Failed {
  constructor(readonly error: Error) {}
}
const UNREAD = Symbol('unread');

/**
 * One REST record of a table's type, as it came: the codegen mapper of the type. Its fields are
 * read through the table, each at most once, when a resolver or {@link RestRecord.get} asks: a
 * value that cannot be read throws (ShapeError), in that field's resolver alone.
 */
export class RestRecord<T> {
  private values: unknown[] | undefined;
  constructor(
    readonly rec: Rec,
    readonly table: Table<T, never, never>,
  ) {}

  /** The value of a field slot (the table's column index); throws when it cannot be read. */
  slot(index: number): unknown {
    const values = (this.values ??= new Array<unknown>(this.table.width).fill(UNREAD));
    let value = values[index];
    if (value === UNREAD) {
      const col = this.table.columns[index]!;
      try {
        value = col.codec.read(this.rec, col.rest);
      } catch (e) {
        value = new Failed(
          e instanceof Error ? e : new ShapeError(`${this.table.what}.${col.field}: ${String(e)}`),
        );
      }
      values[index] = value;
    }
    if (value instanceof Failed) throw value.error;
    return value;
  }

  /** A field's value, as its type says; throws when it cannot be read. */
  get<K extends keyof T & string>(field: K): T[K] {
    return this.slot(this.table.slotOf(field)) as T[K];
  }

  /**
   * A field's value, or `fallback` when it cannot be read, for code that carries on without it
   * (the day board counts an unreadable head count as none; its field says why).
   */
  getOr<K extends keyof T & string, F>(field: K, fallback: F): T[K] | F {
    try {
      return this.get(field);
    } catch {
      return fallback;
    }
  }

  /** The error of the first required field (of `among`, when given) that cannot be read. */
  broken(among?: ReadonlySet<string>): Error | undefined {
    for (const index of this.table.required) {
      if (among && !among.has(this.table.columns[index]!.field)) continue;
      try {
        this.slot(index);
      } catch (e) {
        return e as Error;
      }
    }
    return undefined;
  }
}

type AnyColumn = Column<unknown, unknown> & { field: string };
/** The field resolvers of a table's type: each reads its field of the record. */
export type TableResolvers<T> = {
  readonly [K in Exclude<keyof T, '__typename'>]?: (row: RestRecord<T>) => T[K];
};

/**
 * An area's table: for each GraphQL field, its REST name, codec, and whether it is required,
 * writable and sortable. From it come the type's field resolvers, the records (the mapper), the
 * write body, the field-error map and the sort map. Adding a field is adding its row.
 */
export class Table<T, I = object, S extends string = never> {
  readonly what: string;
  readonly columns: readonly AnyColumn[];
  readonly width: number;
  /** Slots of the required fields, `id` first. */
  readonly required: readonly number[];
  private readonly slots = new Map<string, number>();
  /** REST param name → input field name, for the REST answer's field errors. */
  readonly fieldErrors: FieldMap;
  /** Sort enum value → REST sort key. */
  readonly sort: SortMap<S>;
  /** `{ field: row => value }`: the type's field resolvers. */
  readonly resolvers: TableResolvers<T>;

  constructor(
    readonly names: TableNames,
    rows: Rows<T, I, never> | Partial<Row<T, I>>,
  ) {
    this.what = names.what;
    this.columns = Object.entries(rows as Record<string, Column<unknown, unknown>>).map(
      ([field, col]) => ({ ...col, field }),
    );
    this.width = this.columns.length;
    this.columns.forEach((c, i) => this.slots.set(c.field, i));
    const id = this.columns.findIndex((c) => c.field === 'id');
    const others = this.columns.flatMap((c, i) => (c.required && i !== id ? [i] : []));
    this.required = id >= 0 ? [id, ...others] : others;
    const fieldErrors: Record<string, string> = {};
    const sort: Record<string, string> = { ...names.alsoSorts };
    const resolvers: Record<string, (row: RestRecord<T>) => unknown> = {};
    this.columns.forEach((c, i) => {
      if (!names.internal?.includes(c.field)) resolvers[c.field] = (row) => row.slot(i);
      if (c.writable) {
        for (const name of [c.rest, ...(c.alsoWritten ?? []), ...(c.alsoNamed ?? [])]) {
          if (name !== c.field) fieldErrors[name] = c.field;
        }
        Object.assign(fieldErrors, c.partErrors);
        for (const [rest, field] of Object.entries(c.elementErrors ?? {})) {
          fieldErrors[`${c.rest}.*.${rest}`] = `${c.field}.*.${field}`;
        }
      }
      if (c.sortable) sort[c.sortable === true ? c.field : c.sortable] = c.rest;
    });
    this.fieldErrors = fieldErrors;
    this.sort = sort as SortMap<S>;
    this.resolvers = resolvers as TableResolvers<T>;
  }

  slotOf(field: string): number {
    const slot = this.slots.get(field);
    if (slot === undefined) throw new Error(`${this.names.type}.${field} is not in its table`);
    return slot;
  }

  has(field: string): boolean {
    return this.slots.has(field);
  }

  /**
   * A REST value as a record of the type. A value that is not a record is read as an empty one
   * (every field but those with defaults fails); a nested `Rec` (a booking's add-on) is read as
   * it is, so its oddities name the endpoint of the record it is part of.
   */
  readonly of = (raw: unknown): RestRecord<T> =>
    new RestRecord(raw instanceof Rec ? raw : record(isObject(raw) ? raw : {}, this.what), this);

  /**
   * A REST value read whole, now, as a plain value of the type: for a type whose model is that
   * value, answered by property reads (a user count, a package's prices, a day's look-up). Every
   * row is read, in order; the first that cannot be read throws, failing the value as a whole
   * (so `required` says nothing here). A value that is not a record throws too
   * (`<what> is not an object`); a nested `Rec` is read as it is, so its errors name its path.
   */
  readonly readWhole = (raw: unknown): T => {
    const rec = raw instanceof Rec ? raw : record(raw, this.what);
    const value: Record<string, unknown> = {};
    for (const c of this.columns) value[c.field] = c.codec.read(rec, c.rest);
    return value as T;
  };

  /**
   * A nested list's elements as records: an element's bad nullable field fails alone, at its
   * path; one whose required field cannot be read fails the whole list field (throws), as a
   * non-null field of a non-null element would null the list.
   */
  elements(recs: readonly Rec[]): RestRecord<T>[] {
    const out = recs.map(this.of);
    for (const item of out) {
      const bad = item.broken();
      if (bad) throw bad;
    }
    return out;
  }

  /**
   * A list query's filters by fields of the type (`{ role, status }`): each under the field's REST
   * name, its value written as the field's codec writes it; a filter without a value is sent as
   * none (undefined), whatever the codec would write for none.
   */
  filterQuery(filters: { readonly [K in keyof T]?: T[K] | null }): Record<string, QueryValue> {
    const query: Record<string, QueryValue> = {};
    for (const [field, value] of Object.entries(filters)) {
      const { rest, codec } = this.columns[this.slotOf(field)]!;
      const written = value == null ? undefined : codec.write ? codec.write(value) : value;
      query[rest] = written as QueryValue;
    }
    return query;
  }

  /** The REST create/update body of an input: each writable field under its REST name(s). */
  body(input: I): Record<string, unknown> {
    const body: Record<string, unknown> = {};
    const values = input as Record<string, unknown>;
    for (const c of this.columns) {
      if (!c.writable) continue;
      const raw = values[c.field];
      const value = c.codec.write ? c.codec.write(raw) : raw;
      if (value === undefined) continue;
      if (c.spread) {
        Object.assign(body, value);
        continue;
      }
      body[c.rest] = value;
      for (const also of c.alsoWritten ?? []) body[also] = value;
    }
    return body;
  }
}

/** Builds an area's table; `A` names the fields the gateway answers itself. */
export function table<T, I = object, S extends string = never, A extends keyof T = never>(
  names: TableNames & { answered?: readonly A[] },
  rows: Rows<T, I, A>,
): Table<T, I, S> {
  return new Table<T, I, S>(names, rows as Partial<Row<T, I>>);
}

/**
 * Builds a table whose type's model is a plain value read whole ({@link Table.readWhole}): the
 * value is the type without the fields the gateway answers itself (`A`).
 */
export function wholeTable<T, I = object, A extends keyof T = never>(
  names: TableNames & { answered?: readonly A[] },
  rows: Rows<T, I, A>,
): Table<Omit<T, A>, I> {
  return new Table<Omit<T, A>, I>(names, rows as Partial<Row<Omit<T, A>, I>>);
}

/** How a row reads: its REST name and codec. */
type Reading = Pick<Column<unknown, never>, 'rest' | 'codec'>;

/**
 * The reading of some of a table's rows (REST name and codec, nothing of writes or sorts), for
 * another type read from a record of the same REST shape: a day look-up's season reads as a season.
 */
export function readingOf<K extends string, R extends Readonly<Record<K, Reading>>>(
  rows: R,
  fields: readonly K[],
): { [F in K]: Pick<R[F], 'rest' | 'codec'> } {
  const reading: Partial<Record<K, Reading>> = {};
  for (const f of fields) reading[f] = { rest: rows[f].rest, codec: rows[f].codec };
  return reading as { [F in K]: Pick<R[F], 'rest' | 'codec'> };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A record's field for code that reads records generically by GraphQL name (a patch's merge, the
 * audit trail's before/after, restore): a table's record is read through its table (throws when
 * the value cannot be read; undefined for a field not in the table), any other object as it is.
 */
export function fieldValue(record: object, field: string): unknown {
  if (record instanceof RestRecord) {
    const table = record.table as Table<unknown>;
    return table.has(field) ? record.slot(table.slotOf(field)) : undefined;
  }
  return (record as Record<string, unknown>)[field];
}

/** Whether a record has the field (a table row, or a property of a plain object). */
export function hasField(record: object, field: string): boolean {
  return record instanceof RestRecord
    ? (record.table as Table<unknown>).has(field)
    : field in record;
}

/** A field generically, or undefined when it cannot be read (for titles and ids of the trail). */
export function fieldOrUndefined(record: object | null | undefined, field: string): unknown {
  if (!record) return undefined;
  try {
    return fieldValue(record, field);
  } catch {
    return undefined;
  }
}

/** What the schema-agreement test reads of a table, whatever its types. */
export interface TableShape {
  readonly names: TableNames;
  readonly columns: readonly (Column<unknown, unknown> & { field: string })[];
  readonly sort: Readonly<Record<string, string>>;
}
