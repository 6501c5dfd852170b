import { noteOddity, originOf } from './oddities.js';

/**
 * Typed reading of REST records (unknown JSON) for the area normalisers. A field that is
 * missing or holds a value the reader cannot read raises ShapeError; read through an area's table
 * (table.ts) it fails only that field's resolver (UPSTREAM_BAD_FIELD), never the record or the page.
 *
 * Values accepted: ids as strings, numbers or MongoDB `{"$oid": …}`; numbers as numbers or
 * numeric strings; flags as booleans, 1/0/2 or their strings, "yes"/"no", "active"/"inactive";
 * dates and date-times as ISO strings, epoch milliseconds (number or numeric string) or
 * `{"$date": …}`. A `Date` is the business's local date in Japan; a date-time without a zone is
 * Japan time (+09:00), never the host's zone.
 */
export class ShapeError extends Error {
  constructor(message: string) {
    super(`unexpected upstream shape: ${message}`);
    this.name = 'ShapeError';
  }
}

type Json = Record<string, unknown>;

/** What Date#toISOString writes: taken as it is. */
const CANONICAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time with a time part; group 2 is its zone, when written. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const TRUE = new Set(['1', 'true', 'yes', 'y', 'on', 'active', 'enabled']);
const FALSE = new Set(['0', '2', 'false', 'no', 'n', 'off', 'inactive', 'disabled', '']);

/** Whether YYYY-MM-DD names a day of the calendar. */
function dayExists(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/** The unwrapped value of MongoDB extended JSON (`{$oid}`, `{$date}`, `{$numberLong}` …). */
function unwrap(v: unknown): unknown {
  if (!isObject(v)) return v;
  if ('$oid' in v) return v.$oid;
  if ('$date' in v) return unwrap(v.$date);
  if ('$numberLong' in v) return v.$numberLong;
  if ('$numberInt' in v) return v.$numberInt;
  if ('$numberDouble' in v) return v.$numberDouble;
  if ('$numberDecimal' in v) return v.$numberDecimal;
  return v;
}

/** Milliseconds since the epoch of a date-time value, or undefined when it is not one. */
export function instantOf(raw: unknown): number | undefined {
  const v = unwrap(raw);
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (/^-?\d{10,}$/.test(s)) return Number(s);
  const plain = PLAIN_DATE.exec(s);
  if (plain) {
    const [y, m, d] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
    return dayExists(y, m, d) ? Date.UTC(y, m - 1, d) - JST_OFFSET_MS : undefined;
  }
  const dt = DATE_TIME.exec(s);
  if (!dt) return undefined;
  const [y, m, d] = dt[1]!.split('-').map(Number) as [number, number, number];
  if (!dayExists(y, m, d)) return undefined;
  const zone = dt[3] ? (dt[3].toUpperCase() === 'Z' ? 'Z' : dt[3]) : '+09:00';
  const zoned = zone === 'Z' || zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const t = Date.parse(`${dt[1]}T${dt[2]}${zoned}`);
  return Number.isNaN(t) ? undefined : t;
}

/** The Japan calendar day of a date value: YYYY-MM-DD as written, or the day of an instant. */
export function japanDateOf(raw: unknown): string | undefined {
  const v = unwrap(raw);
  if (typeof v === 'string') {
    const plain = PLAIN_DATE.exec(v.trim());
    if (plain)
      return dayExists(Number(plain[1]), Number(plain[2]), Number(plain[3])) ? v.trim() : undefined;
  }
  const t = instantOf(v);
  return t === undefined ? undefined : new Date(t + JST_OFFSET_MS).toISOString().slice(0, 10);
}

export class Rec {
  constructor(
    readonly raw: Json,
    private readonly what: string,
    /** The top-level record this one is part of: its endpoint is known (oddities.ts). */
    private readonly root: Json = raw,
  ) {}

  private note(key: string, value: unknown, expected: string): void {
    noteOddity(this.what, key, value, expected, originOf(this.root));
  }

  private missing(key: string, expected: string): never {
    this.note(key, this.raw[key], expected);
    throw new ShapeError(`${this.what}.${key} is not ${expected}`);
  }

  /** An enum from its REST code (or name). */
  code<E extends string>(codec: EnumCodec<E>, key: string): E {
    try {
      return codec.fromRest(this.raw[key], `${this.what}.${key}`);
    } catch (e) {
      this.note(key, this.raw[key], 'a known code');
      throw e;
    }
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined && this.raw[key] !== null;
  }

  /** An id: a string, a number, or a MongoDB `{$oid}`. */
  id(key = '_id'): string {
    const v = unwrap(this.raw[key]);
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return this.missing(key, 'an id');
  }

  optId(key: string): string | null {
    return this.has(key) && this.raw[key] !== '' ? this.id(key) : null;
  }

  /** A string; a number is written as its digits. */
  str(key: string): string {
    const v = this.raw[key];
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return this.missing(key, 'a string');
  }

  optStr(key: string): string | null {
    const v = this.raw[key];
    if (v === undefined || v === null) return null;
    return this.str(key);
  }

  /** A string, or '' when absent. */
  text(key: string): string {
    return this.optStr(key) ?? '';
  }

  num(key: string): number {
    const v = unwrap(this.raw[key]);
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
    return this.missing(key, 'a number');
  }

  optNum(key: string): number | null {
    return this.has(key) && this.raw[key] !== '' ? this.num(key) : null;
  }

  int(key: string): number {
    return Math.round(this.num(key));
  }

  optInt(key: string): number | null {
    const v = this.optNum(key);
    return v === null ? null : Math.round(v);
  }

  /** A flag: true/false, 1 (yes) / 0 or 2 (no), or their strings; absent is false. */
  bool(key: string): boolean {
    const v = this.raw[key];
    if (typeof v === 'boolean') return v;
    if (v === undefined || v === null) return false;
    if (typeof v === 'number' || typeof v === 'string') {
      const s = String(v).trim().toLowerCase();
      if (TRUE.has(s)) return true;
      if (FALSE.has(s)) return false;
    }
    return this.missing(key, 'a flag');
  }

  optBool(key: string): boolean | null {
    return this.has(key) ? this.bool(key) : null;
  }

  /** ISO 8601 date-time (UTC) from an ISO string (no zone = Japan time), epoch ms or `{$date}`. */
  dateTime(key: string): string {
    const v = this.raw[key];
    if (typeof v === 'string' && CANONICAL_DATE_TIME.test(v)) return v;
    const t = instantOf(v);
    if (t === undefined) return this.missing(key, 'a date-time');
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? this.missing(key, 'a date-time') : d.toISOString();
  }

  optDateTime(key: string): string | null {
    return this.has(key) && this.raw[key] !== '' ? this.dateTime(key) : null;
  }

  /** YYYY-MM-DD: the business's day in Japan (`2026-06-30T15:00:00Z` is 2026-07-01). */
  date(key: string): string {
    return japanDateOf(this.raw[key]) ?? this.missing(key, 'a date');
  }

  optDate(key: string): string | null {
    return this.has(key) && this.raw[key] !== '' ? this.date(key) : null;
  }

  /** A list, or [] when absent. */
  list(key: string): unknown[] {
    const v = this.raw[key];
    if (v === undefined || v === null) return [];
    return Array.isArray(v) ? v : this.missing(key, 'a list');
  }

  rec(key: string): Rec {
    const v = this.raw[key];
    return isObject(v)
      ? new Rec(v, `${this.what}.${key}`, this.root)
      : this.missing(key, 'an object');
  }

  optRec(key: string): Rec | null {
    const v = this.raw[key];
    return isObject(v) ? new Rec(v, `${this.what}.${key}`, this.root) : null;
  }

  /**
   * How many elements of a list are records: the length of {@link recs} without building them
   * (elements that are not records are noted and not counted, as recs leaves them out).
   */
  recCount(key: string): number {
    let count = 0;
    const list = this.list(key);
    for (let i = 0; i < list.length; i++) {
      if (isObject(list[i])) count++;
      else this.note(`${key}[]`, list[i], 'a record');
    }
    return count;
  }

  /** Each element of a list as a record; elements that are not records are left out. */
  recs(key: string): Rec[] {
    const out: Rec[] = [];
    const list = this.list(key);
    for (let i = 0; i < list.length; i++) {
      const v = list[i];
      if (isObject(v)) out.push(new Rec(v, `${this.what}.${key}`, this.root));
      else this.note(`${key}[]`, v, 'a record');
    }
    return out;
  }
}

export function record(value: unknown, what: string): Rec {
  if (!isObject(value)) {
    noteOddity(what, '(record)', value, 'an object', undefined);
    throw new ShapeError(`${what} is not an object`);
  }
  return new Rec(value, what);
}

/** A numeric REST code ↔ a GraphQL enum value, both ways. */
export interface EnumCodec<E extends string> {
  fromRest(code: unknown, what: string): E;
  toRest(value: E): number;
}

export function enumCodec<E extends string>(table: Readonly<Record<E, number>>): EnumCodec<E> {
  const entries = Object.entries(table) as [E, number][];
  const byCode = new Map<number, E>(entries.map(([k, v]) => [v, k]));
  const byName = new Map<string, E>(entries.map(([k]) => [k.toLowerCase().replace(/_/g, ''), k]));
  return {
    fromRest(code, what) {
      const raw = unwrap(code);
      const value =
        byCode.get(Number(raw)) ??
        (typeof raw === 'string'
          ? byName.get(
              raw
                .trim()
                .toLowerCase()
                .replace(/[_\s-]/g, ''),
            )
          : undefined) ??
        (typeof raw === 'boolean' && entries.length === 2 && byCode.has(1) && byCode.has(2)
          ? byCode.get(raw ? 1 : 2)
          : undefined);
      if (value === undefined || raw === '' || raw === null) {
        throw new ShapeError(`${what} has unknown code ${String(code)}`);
      }
      return value;
    },
    toRest: (value) => table[value],
  };
}
