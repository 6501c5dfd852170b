import type { Season } from '../__generated__/resolvers-types.js';
import type { ByIdSource } from '../rest/loader.js';
import { seg, type RestSession } from '../rest/session.js';
import { toSeason } from './normalise.js';

/** Seasons by id for the per-request loader: several ids at once cost one list call. */
export function seasonSource(rest: RestSession): ByIdSource<Season> {
  return {
    one: async (id) =>
      toSeason((await rest.get(`/season/get/${seg(id)}`, { shape: 'data' })).value),
  };
}
