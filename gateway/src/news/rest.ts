import type { NewsCategory } from '../__generated__/resolvers-types.js';
import type { ByIdSource } from '../rest/loader.js';
import { ShapeError } from '../rest/read.js';
import { seg, type RestSession } from '../rest/session.js';
import { toNewsCategory } from './normalise.js';

/** Every news category, ordered by title: one call (GET /news/category/all/list). */
export async function allNewsCategories(rest: RestSession): Promise<NewsCategory[]> {
  const { value } = await rest.get('/news/category/all/list', { shape: 'data' });
  if (!Array.isArray(value)) throw new ShapeError('news category all/list data is not a list');
  return value.map(toNewsCategory);
}

/**
 * News categories by id for the per-request loader: one id costs one get; several ids in one tick
 * cost the one all-categories call, so a page of topics costs at most one call for its categories.
 */
export function newsCategorySource(rest: RestSession): ByIdSource<NewsCategory> {
  return {
    one: async (id) =>
      toNewsCategory((await rest.get(`/news/category/get/${seg(id)}`, { shape: 'data' })).value),
    many: async () => new Map((await allNewsCategories(rest)).map((c) => [c.id, c])),
  };
}
