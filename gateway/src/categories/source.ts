import type {
  CategoryInput,
  CategoryListQuery,
  CategorySortField,
} from '../__generated__/resolvers-types.js';
import { restListQuery, toPage, type PageOf, type SortMap } from '../rest/list.js';
import { seg, type RestSession } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { categoryBody, categoryFields, toCategory, type Category } from './normalise.js';
import { fieldOf } from '../rest/model.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** `sortBy` → REST `sortColumn`, the same for both category lists. */
const sort: SortMap<CategorySortField> = {
  title: 'title',
  status: 'isActive',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

/** The two REST areas of the same shape: dog (room) categories and package categories. */
export type CategoryBase = '/room' | '/package-category';

export interface CategorySaved {
  message: string;
  /** Null on a create when the server did not return the saved record. */
  category: Category | null;
}

/** Dog categories (/room/…) or package categories (/package-category/…). */
export class CategorySource extends RestSource {
  constructor(
    rest: RestSession,
    private readonly base: CategoryBase,
  ) {
    super(rest);
  }

  async list(query: CategoryListQuery | null | undefined): Promise<PageOf<Category>> {
    const answer = await this.rest.get(`${this.base}/list`, {
      shape: 'list',
      query: restListQuery(this.requestId, query, sort),
    });
    return toPage(answer.value, toCategory);
  }

  async get(id: string): Promise<Category> {
    const answer = await this.rest.get(`${this.base}/get/${seg(id)}`, { shape: 'data' });
    return toCategory(answer.value);
  }

  /** Every category in one call, for loaders asked for several ids at once. */
  async all(): Promise<Category[]> {
    const answer = await this.rest.get(`${this.base}/list`, {
      shape: 'list',
      query: { pageNo: 1, pageSize: 10_000 },
    });
    return answer.value.results.map(toCategory);
  }

  async create(input: CategoryInput): Promise<CategorySaved> {
    const answer = await this.rest.post(`${this.base}/add`, {
      shape: 'data',
      body: categoryBody(input),
      fields: categoryFields,
    });
    const category = await afterCreate(
      answer.value,
      toCategory,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (c) => fieldOf(c, 'title') === input.title,
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
      body: withVersion({ _id: id, ...categoryBody(input) }, expectedUpdatedAt),
      fields: categoryFields,
    });
    const category = await afterUpdate(answer.value, id, toCategory, (i) => this.get(i));
    return { message: answer.message, category };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`${this.base}/delete/${seg(id)}`, { shape: 'message' });
    return { id, message: answer.message };
  }
}
