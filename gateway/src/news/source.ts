import type {
  NewsCategoryInput,
  NewsCategoryListQuery,
  NewsTopicInput,
  NewsTopicListQuery,
} from '../__generated__/resolvers-types.js';
import type { NewsCategoryModel, NewsTopicModel } from '../models.js';
import { restListQuery, toPage, type PageOf } from '../rest/list.js';
import { ShapeError } from '../rest/read.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import { newsCategoryTable, newsTopicTable } from './table.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** `sortBy` → REST `sortColumn`. */
/** News topics: /news/…. */
export class NewsTopicSource extends RestSource {
  async list(
    query: NewsTopicListQuery | null | undefined,
    categoryId?: string | null,
  ): Promise<PageOf<NewsTopicModel>> {
    const answer = await this.rest.get('/news/list', {
      shape: 'list',
      query: {
        ...restListQuery(this.requestId, query, newsTopicTable.sort),
        ...newsTopicTable.filterQuery({ categoryId }),
      },
    });
    return toPage(answer.value, newsTopicTable.of);
  }

  async get(id: string): Promise<NewsTopicModel> {
    return newsTopicTable.of(
      (await this.rest.get(`/news/get/${seg(id)}`, { shape: 'data' })).value,
    );
  }

  async create(
    input: NewsTopicInput,
  ): Promise<{ message: string; newsTopic: NewsTopicModel | null }> {
    const answer = await this.rest.post('/news/create', {
      shape: 'data',
      body: newsTopicTable.body(input),
      fields: newsTopicTable.fieldErrors,
    });
    const newsTopic = await afterCreate(
      answer.value,
      newsTopicTable.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (t) => t.get('title') === input.title,
          input.title,
        ),
    );
    return { message: answer.message, newsTopic };
  }

  async update(
    id: string,
    input: NewsTopicInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; newsTopic: NewsTopicModel }> {
    const answer = await this.rest.post(`/news/update/${seg(id)}`, {
      shape: 'data',
      body: withVersion(newsTopicTable.body(input), expectedUpdatedAt),
      fields: newsTopicTable.fieldErrors,
    });
    const newsTopic = await afterUpdate(answer.value, id, newsTopicTable.of, (i) => this.get(i));
    return { message: answer.message, newsTopic };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/news/delete/${seg(id)}`, { shape: 'message' });
    return { id, message: answer.message };
  }
}

/** News categories: /news/category/…. */
export class NewsCategorySource extends RestSource {
  async list(query: NewsCategoryListQuery | null | undefined): Promise<PageOf<NewsCategoryModel>> {
    const answer = await this.rest.get('/news/category/list', {
      shape: 'list',
      query: restListQuery(this.requestId, query, newsCategoryTable.sort),
    });
    return toPage(answer.value, newsCategoryTable.of);
  }

  /** Every news category, ordered by title: one call (GET /news/category/all/list). */
  async all(): Promise<NewsCategoryModel[]> {
    const { value } = await this.rest.get('/news/category/all/list', { shape: 'data' });
    if (!Array.isArray(value)) throw new ShapeError('news category all/list data is not a list');
    return value.map(newsCategoryTable.of);
  }

  async get(id: string): Promise<NewsCategoryModel> {
    const answer = await this.rest.get(`/news/category/get/${seg(id)}`, { shape: 'data' });
    return newsCategoryTable.of(answer.value);
  }

  async create(
    input: NewsCategoryInput,
  ): Promise<{ message: string; newsCategory: NewsCategoryModel | null }> {
    const answer = await this.rest.post('/news/category/create', {
      shape: 'data',
      body: newsCategoryTable.body(input),
    });
    const newsCategory = await afterCreate(
      answer.value,
      newsCategoryTable.of,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (c) => c.get('title') === input.title,
          input.title,
        ),
    );
    return { message: answer.message, newsCategory };
  }

  async update(
    id: string,
    input: NewsCategoryInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; newsCategory: NewsCategoryModel }> {
    const answer = await this.rest.post(`/news/category/update/${seg(id)}`, {
      shape: 'data',
      body: withVersion(newsCategoryTable.body(input), expectedUpdatedAt),
    });
    const newsCategory = await afterUpdate(answer.value, id, newsCategoryTable.of, (i) =>
      this.get(i),
    );
    return { message: answer.message, newsCategory };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/news/category/delete/${seg(id)}`, {
      shape: 'message',
    });
    return { id, message: answer.message };
  }
}
