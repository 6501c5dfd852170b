/**
 * Typed reading of REST records (unknown JSON) for the area normalisers. A record that lacks a
 * required field raises ShapeError, which reaches clients as UPSTREAM_UNAVAILABLE: the upstream
 * broke the contract.
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

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export class Rec {
  constructor(
    readonly raw: Json,
    private readonly what: string,
  ) {}

  private missing(key: string, expected: string): never {
    throw new ShapeError(`${this.what}.${key} is not ${expected}`);
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined && this.raw[key] !== null;
  }

  /** An id: string, or a number written as a string. */
  id(key = '_id'): string {
    const v = this.raw[key];
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return this.missing(key, 'an id');
  }

  optId(key: string): string | null {
    return this.has(key) && this.raw[key] !== '' ? this.id(key) : null;
  }

  str(key: string): string {
    const v = this.raw[key];
    return typeof v === 'string' ? v : this.missing(key, 'a string');
  }

  optStr(key: string): string | null {
    const v = this.raw[key];
    if (v === undefined || v === null) return null;
    return typeof v === 'string' ? v : this.missing(key, 'a string');
  }

  /** A string, or '' when absent. */
  text(key: string): string {
    return this.optStr(key) ?? '';
  }

  num(key: string): number {
    const v = this.raw[key];
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

  bool(key: string): boolean {
    const v = this.raw[key];
    if (typeof v === 'boolean') return v;
    if (v === 1 || v === '1' || v === 'true') return true;
    if (
      v === 0 ||
      v === 2 ||
      v === '0' ||
      v === '2' ||
      v === 'false' ||
      v === undefined ||
      v === null
    ) {
      return false;
    }
    return this.missing(key, 'a boolean');
  }

  /** ISO 8601 date-time from a string or a number of milliseconds. */
  dateTime(key: string): string {
    const v = this.raw[key];
    if (typeof v === 'string' && CANONICAL_DATE_TIME.test(v)) return v;
    const d = typeof v === 'string' || typeof v === 'number' ? new Date(v) : undefined;
    if (!d || Number.isNaN(d.getTime())) return this.missing(key, 'a date-time');
    return d.toISOString();
  }

  optDateTime(key: string): string | null {
    return this.has(key) && this.raw[key] !== '' ? this.dateTime(key) : null;
  }

  /** YYYY-MM-DD from a date or an ISO timestamp (its date part). */
  date(key: string): string {
    const v = this.str(key);
    const m = /^(\d{4}-\d{2}-\d{2})/.exec(v);
    return m?.[1] ?? this.missing(key, 'a date');
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
    return isObject(v) ? new Rec(v, `${this.what}.${key}`) : this.missing(key, 'an object');
  }

  optRec(key: string): Rec | null {
    const v = this.raw[key];
    return isObject(v) ? new Rec(v, `${this.what}.${key}`) : null;
  }

  /** Each element of a list as a record. */
  recs(key: string): Rec[] {
    return this.list(key).map((v, i) => record(v, `${this.what}.${key}.${i}`));
  }
}

export function record(value: unknown, what: string): Rec {
  if (!isObject(value)) throw new ShapeError(`${what} is not an object`);
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
  return {
    fromRest(code, what) {
      const value = byCode.get(Number(code));
      if (value === undefined) throw new ShapeError(`${what} has unknown code ${String(code)}`);
      return value;
    },
    toRest: (value) => table[value],
  };
}
