import type { CategoryInput, CategoryListQuery } from '../__generated__/resolvers-types.js';
import type { CategoryRecord } from '../models.js';
import { restListQuery, toPage, type PageOf } from '../rest/list.js';
import { seg, type RestSession } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import type { CategoryTable } from './table.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** The two REST areas of the same shape: dog (room) categories and package categories. */
export type CategoryBase = '/room' | '/package-category';

export interface CategorySaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  category: CategoryRecord | null;
}

/** Dog categories (/room/…) or package categories (/package-category/…). */
export class CategorySource extends RestSource {
  constructor(
    rest: RestSession,
    private readonly base: CategoryBase,
    private readonly table: CategoryTable,
  ) {
    super(rest);
  }

  async list(query: CategoryListQuery | null | undefined): Promise<PageOf<CategoryRecord>> {
    const answer = await this.rest.get(`${this.base}/list`, {
      shape: 'list',
      query: restListQuery(this.requestId, query, this.table.sort),
    });
    return toPage(answer.value, this.table.of);
  }

  async get(id: string): Promise<CategoryRecord> {
    const answer = await this.rest.get(`${this.base}/get/${seg(id)}`, { shape: 'data' });
    return this.table.of(answer.value);
  }

  /** Every category in one call, for loaders asked for several ids at once. */
  async all(): Promise<CategoryRecord[]> {
    const answer = await this.rest.get(`${this.base}/list`, {
      shape: 'list',
      query: { pageNo: 1, pageSize: 10_000 },
    });
    return answer.value.results.map(this.table.of);
  }

  async create(input: CategoryInput): Promise<CategorySaved> {
    const answer = await this.rest.post(`${this.base}/add`, {
      shape: 'data',
      body: this.table.body(input),
      fields: this.table.fieldErrors,
    });
    const category = await afterCreate(
      answer.value,
      this.table.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (c) => c.get('title') === input.title,
          input.title,
        ),
    );
    return { message: answer.message, category };
  }

  async update(
    id: string,
    input: CategoryInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<CategorySaved> {
    const answer = await this.rest.put(`${this.base}/update`, {
      shape: 'data',
      body: withVersion({ _id: id, ...this.table.body(input) }, expectedUpdatedAt),
      fields: this.table.fieldErrors,
    });
    const category = await afterUpdate(answer.value, id, this.table.of, (i) => this.get(i));
    return { message: answer.message, category };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`${this.base}/delete/${seg(id)}`, { shape: 'message' });
    return { id, message: answer.message };
  }
}
