import type { ListQuery } from '../__generated__/resolvers-types.js';
import type { QueryValue } from '../rest/client.js';
import { restListQuery, toPage, type PageOf, type SortMap } from '../rest/list.js';
import { seg, type RestSession } from '../rest/session.js';
import { galleryFields } from './normalise.js';

/** One of the two image lists: its REST base, record mapper, body builder and sort columns. */
export interface ImageArea<T, I> {
  base: '/gallery' | '/gallery/cover';
  toItem(raw: unknown): T;
  body(input: I): Record<string, unknown>;
  sort: SortMap;
}

/** The same five REST calls for gallery images and cover images. */
export function imageRest<T, I>(rest: RestSession, area: ImageArea<T, I>) {
  const { base } = area;
  return {
    async list(
      query: ListQuery | null | undefined,
      filters: Record<string, QueryValue> = {},
    ): Promise<PageOf<T>> {
      const answer = await rest.get(`${base}/list`, {
        shape: 'list',
        query: { ...restListQuery(rest.requestId, query, area.sort), ...filters },
      });
      return toPage(answer.value, area.toItem);
    },
    async get(id: string): Promise<T> {
      return area.toItem((await rest.get(`${base}/get/${seg(id)}`, { shape: 'data' })).value);
    },
    async create(input: I) {
      const answer = await rest.post(`${base}/add`, {
        shape: 'data',
        body: area.body(input),
        fields: galleryFields,
      });
      return { message: answer.message, item: area.toItem(answer.value) };
    },
    async update(id: string, input: I, expectedUpdatedAt: string | null | undefined) {
      const answer = await rest.put(`${base}/update`, {
        shape: 'data',
        body: {
          _id: id,
          ...area.body(input),
          ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
        },
        fields: galleryFields,
      });
      return { message: answer.message, item: area.toItem(answer.value) };
    },
    async remove(id: string) {
      const answer = await rest.delete(`${base}/delete/${seg(id)}`, { shape: 'message' });
      return { id, message: answer.message };
    },
  };
}
