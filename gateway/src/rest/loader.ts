import DataLoader from 'dataloader';
import { ErrorCode, GatewayError, gatewayError } from './errors.js';
import type { RestRecord } from './table.js';

export interface ByIdSource<T> {
  /** One row by id (the REST get call). */
  one(id: string): Promise<T>;
  /** Several rows in one call (a REST list), when the area has one; missing ids are left out. */
  many?(ids: readonly string[]): Promise<Map<string, T>>;
}

/**
 * A per-request look-up by id: the same id is fetched once; several ids in one tick cost one
 * list call when the area has one, else one get each.
 */
export function byIdLoader<T>(
  source: ByIdSource<T>,
  requestId: string,
  what: string,
): DataLoader<string, T> {
  return new DataLoader<string, T>(async (ids) => {
    if (ids.length === 1 || !source.many) {
      return Promise.all(ids.map((id) => source.one(id).catch((e: unknown) => asError(e))));
    }
    const found = await source.many(ids);
    return ids.map(
      (id) =>
        found.get(id) ?? gatewayError(ErrorCode.NOT_FOUND, requestId, `${what} ${id} not found`),
    );
  });
}

function asError(e: unknown): Error {
  return e instanceof Error
    ? e
    : new GatewayError(ErrorCode.INTERNAL_SERVER_ERROR, 'Internal server error.');
}

/**
 * Records by id, for a loader's `many`: a record whose id cannot be read is left out (its look-up
 * answers NOT_FOUND, as an id the list lacks).
 */
export function mapById<T extends { id: string }>(
  records: readonly RestRecord<T>[],
): Map<string, RestRecord<T>> {
  const out = new Map<string, RestRecord<T>>();
  for (const record of records) {
    if (record.broken(ID_ONLY) === undefined) out.set(record.get('id'), record);
  }
  return out;
}
const ID_ONLY: ReadonlySet<string> = new Set(['id']);
