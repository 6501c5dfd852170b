import { GraphQLError } from 'graphql';
import { ErrorCode } from './errors.js';
import type { ListQueryOf, PageOf } from './list.js';

/**
 * The record a successful write is answered with, when the server left it out: 204 No Content,
 * `{status: true, message}` without `data`, `data: null`, `data: {}`, a bare id, or a driver's
 * write result (`{acknowledged, modifiedCount}`). The write happened, so the data sources read
 * the saved record again instead of reporting its fields as broken.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An id as the REST records carry it: a string, a number or a MongoDB `{$oid}`. */
function idValue(v: unknown): string | undefined {
  if (isObject(v) && typeof v.$oid === 'string') return v.$oid || undefined;
  if (typeof v === 'string' && v.trim() !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** The answer's record when it is one: an object with an id and at least one other field. */
export function usableRecord(value: unknown): Json | undefined {
  if (!isObject(value)) return undefined;
  const id = idValue(value._id) ?? idValue(value.id);
  const fields = Object.keys(value).filter((k) => k !== '_id' && k !== 'id' && k !== '__v');
  return id !== undefined && fields.length > 0 ? value : undefined;
}

/** The id a create answered without its record (`data: {_id}`, `data: "id"`, `insertedId`). */
export function answeredId(value: unknown): string | undefined {
  if (isObject(value)) return idValue(value._id) ?? idValue(value.id) ?? idValue(value.insertedId);
  return idValue(value);
}

const isNotFound = (e: unknown): boolean =>
  e instanceof GraphQLError && e.extensions.code === ErrorCode.NOT_FOUND;

/**
 * After an update or a domain action: the answered record, or the record read again by the
 * id the source sent (the area's own get).
 */
export function afterUpdate<T>(
  value: unknown,
  id: string,
  toModel: (raw: unknown) => T,
  get: (id: string) => Promise<T>,
): Promise<T> {
  const rec = usableRecord(value);
  return rec ? Promise.resolve(toModel(rec)) : get(id);
}

/**
 * After a create: the answered record; else the record read by the answered id; else the new
 * record found through the area's list (`find`); else null (the schema's payload says "null
 * when the server did not return the saved record").
 */
export async function afterCreate<T>(
  value: unknown,
  toModel: (raw: unknown) => T,
  get: (id: string) => Promise<T>,
  find: () => Promise<T | null>,
): Promise<T | null> {
  const rec = usableRecord(value);
  if (rec) return toModel(rec);
  const id = answeredId(value);
  if (id !== undefined) {
    try {
      return await get(id);
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  return find();
}

/** How many of the newest rows a create's look-up reads. */
const LOOKUP_ROWS = 20;

/**
 * The newest row of an area's list that matches what was just created (sorted by creation,
 * newest first, narrowed by `search` when the list has one), or null.
 */
export async function newestMatch<T>(
  list: (query: ListQueryOf<'createdAt'>) => Promise<PageOf<T>>,
  matches: (row: T) => boolean,
  search?: string | null,
): Promise<T | null> {
  const page = await list({
    page: 1,
    pageSize: LOOKUP_ROWS,
    search: search?.trim() || undefined,
    sortBy: 'createdAt',
    sortDirection: 'DESC',
  });
  return page.items.find(matches) ?? null;
}
