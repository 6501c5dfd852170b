import DataLoader from 'dataloader';
import { ErrorCode, GatewayError, gatewayError } from './errors.js';
import { ShapeError } from './read.js';

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
  return new DataLoader<string, T>(async (keys) => {
    // A lazy model's id field that could not be read is its ShapeError: that look-up fails alone.
    const bad = keys.map((id) => (typeof id === 'string' ? undefined : unreadableId(id)));
    if (bad.some((e) => e !== undefined)) {
      const good = keys.filter((_, i) => bad[i] === undefined);
      const loaded =
        good.length > 0 ? await byIdLoader(source, requestId, what).loadMany(good) : [];
      let next = 0;
      return keys.map((_, i) => bad[i] ?? (loaded[next++] as T | Error));
    }
    const ids = keys;
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

function unreadableId(id: unknown): Error {
  return id instanceof Error ? id : new ShapeError(`an id that is not a string: ${typeof id}`);
}

function asError(e: unknown): Error {
  return e instanceof Error
    ? e
    : new GatewayError(ErrorCode.INTERNAL_SERVER_ERROR, 'Internal server error.');
}
