import type { EnumCodec, Rec } from './read.js';
import type { Codec } from './table.js';

/**
 * The codecs of the areas' tables, over the readers of read.ts (which list the odd shapes each
 * accepts: ids as `{$oid}`, numbers as strings, dates as epoch or `{$date}` in Japan time, …).
 * A codec without `write` sends the input's value as it is.
 */

/** An id: a string, a number or `{$oid}`. */
export const id: Codec<string> = { read: (r, k) => r.id(k) };
/** An id left out of the body when the input has none or "" (a new child entry, no season). */
export const entryId: Codec<string> = { read: id.read, write: (v) => v || undefined };
/** An id, or null when absent or "". Written as "" for none. */
export const optId: Codec<string | null> = { read: (r, k) => r.optId(k), write: (v) => v ?? '' };
/** A string (a number as its digits). */
export const str: Codec<string> = { read: (r, k) => r.str(k) };
/** A string, or null when absent. */
export const optStr: Codec<string | null> = { read: (r, k) => r.optStr(k) };
/** A string, "" when absent; written as "" for none. */
export const text: Codec<string> = { read: (r, k) => r.text(k), write: (v) => v ?? '' };
/** A string, null when absent or "" (REST writes "" for "none"); written as "" for none. */
export const blankNull: Codec<string | null> = {
  read: (r, k) => r.optStr(k) || null,
  write: (v) => v ?? '',
};
/** A string trimmed, null when absent or blank; written as "" for none. */
export const trimmedOrNull: Codec<string | null> = {
  read: (r, k) => r.optStr(k)?.trim() || null,
  write: (v) => v ?? '',
};
/** A whole number (a number or numeric string, rounded). */
export const int: Codec<number> = { read: (r, k) => r.int(k) };
/** A whole number, 0 when absent; written as 0 for none. */
export const int0: Codec<number> = { read: (r, k) => r.optInt(k) ?? 0, write: (v) => v ?? 0 };
/** A whole number, or null when absent. */
export const optInt: Codec<number | null> = { read: (r, k) => r.optInt(k) };
/** A number, or null when absent. */
export const optNum: Codec<number | null> = { read: (r, k) => r.optNum(k) };
/** A flag (true/false, 1/0/2, "yes"/"no", …), false when absent. */
export const bool: Codec<boolean> = { read: (r, k) => r.bool(k) };
/** YYYY-MM-DD, the business's day in Japan. */
export const date: Codec<string> = { read: (r, k) => r.date(k) };
export const optDate: Codec<string | null> = { read: (r, k) => r.optDate(k) };
/** ISO 8601 date-time (UTC). */
export const dateTime: Codec<string> = { read: (r, k) => r.dateTime(k) };
export const optDateTime: Codec<string | null> = { read: (r, k) => r.optDateTime(k) };

/** An enum from its REST code; written as its code (`fallback` when the input leaves it out). */
export function code<E extends string>(codec: EnumCodec<E>, fallback?: E): Codec<E> {
  return {
    read: (r, k) => r.code(codec, k),
    write: (v) => {
      const value = v ?? fallback;
      return value === undefined ? undefined : codec.toRest(value);
    },
  };
}

/** The same reading, its write leaving the key out of the body when the input has no value. */
export function omitNull<V, W>(codec: Codec<V, W>): Codec<V, W> {
  return {
    read: codec.read,
    write: (v) => (v === null || v === undefined ? undefined : codec.write ? codec.write(v) : v),
  };
}

/** A codec of a value computed from the record's raw value (a file URL, a flag written 1/2). */
export function mapped<V, W = V>(
  read: (r: Rec, key: string) => V,
  write?: (value: W | null | undefined) => unknown,
): Codec<V, W> {
  return write ? { read, write } : { read };
}
