import type { ByIdSource } from '../rest/loader.js';
import { restListQuery, toPage, type PageOf } from '../rest/list.js';
import { seg, type RestSession } from '../rest/session.js';
import type { ListQuery } from '../__generated__/resolvers-types.js';
import {
  categoryBody,
  categoryFields,
  categorySort,
  toCategory,
  type Category,
  type CategoryBase,
} from './normalise.js';
import type { CategoryInput } from '../__generated__/resolvers-types.js';

/** The same five REST calls for /room and /package-category. */
export function categoryRest(rest: RestSession, base: CategoryBase) {
  return {
    async list(query: ListQuery | null | undefined): Promise<PageOf<Category>> {
      const answer = await rest.get(`${base}/list`, {
        shape: 'list',
        query: restListQuery(rest.requestId, query, categorySort),
      });
      return toPage(answer.value, toCategory);
    },
    async get(id: string): Promise<Category> {
      return toCategory((await rest.get(`${base}/get/${seg(id)}`, { shape: 'data' })).value);
    },
    /** Every category in one call, for loaders asked for several ids at once. */
    async all(): Promise<Category[]> {
      const answer = await rest.get(`${base}/list`, {
        shape: 'list',
        query: { pageNo: 1, pageSize: 10_000 },
      });
      return answer.value.results.map(toCategory);
    },
    async create(input: CategoryInput) {
      const answer = await rest.post(`${base}/add`, {
        shape: 'data',
        body: categoryBody(input),
        fields: categoryFields,
      });
      return { message: answer.message, category: toCategory(answer.value) };
    },
    async update(id: string, input: CategoryInput, expectedUpdatedAt: string | null | undefined) {
      const body = {
        _id: id,
        ...categoryBody(input),
        ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
      };
      const answer = await rest.put(`${base}/update`, {
        shape: 'data',
        body,
        fields: categoryFields,
      });
      return { message: answer.message, category: toCategory(answer.value) };
    },
    async remove(id: string) {
      const answer = await rest.delete(`${base}/delete/${seg(id)}`, { shape: 'message' });
      return { id, message: answer.message };
    },
  };
}

export function categorySource(rest: RestSession, base: CategoryBase): ByIdSource<Category> {
  const api = categoryRest(rest, base);
  return {
    one: (id) => api.get(id),
    many: async () => new Map((await api.all()).map((c) => [c.id, c])),
  };
}
