import type {
  NewsCategory,
  NewsCategoryInput,
  NewsCategoryListQuery,
  NewsCategorySortField,
  NewsTopic,
  NewsTopicInput,
  NewsTopicListQuery,
  NewsTopicSortField,
} from '../__generated__/resolvers-types.js';
import { restListQuery, toPage, type PageOf, type SortMap } from '../rest/list.js';
import { ShapeError } from '../rest/read.js';
import { seg } from '../rest/session.js';
import { RestSource, withVersion, type Deleted } from '../rest/source.js';
import {
  newsCategoryBody,
  newsTopicBody,
  newsTopicFields,
  toNewsCategory,
  toNewsTopic,
} from './normalise.js';
import { fieldOf } from '../rest/model.js';
import { afterCreate, afterUpdate, newestMatch } from '../rest/saved.js';

/** `sortBy` → REST `sortColumn`. */
const topicSort: SortMap<NewsTopicSortField> = {
  title: 'title',
  date: 'date',
  category: 'category',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

const categorySort: SortMap<NewsCategorySortField> = {
  title: 'title',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

/** News topics: /news/…. */
export class NewsTopicSource extends RestSource {
  async list(
    query: NewsTopicListQuery | null | undefined,
    categoryId?: string | null,
  ): Promise<PageOf<NewsTopic>> {
    const answer = await this.rest.get('/news/list', {
      shape: 'list',
      // `catgoryId`: spelled so by the REST contract.
      query: { ...restListQuery(this.requestId, query, topicSort), catgoryId: categoryId },
    });
    return toPage(answer.value, toNewsTopic);
  }

  async get(id: string): Promise<NewsTopic> {
    return toNewsTopic((await this.rest.get(`/news/get/${seg(id)}`, { shape: 'data' })).value);
  }

  async create(input: NewsTopicInput): Promise<{ message: string; newsTopic: NewsTopic | null }> {
    const answer = await this.rest.post('/news/create', {
      shape: 'data',
      body: newsTopicBody(input),
      fields: newsTopicFields,
    });
    const newsTopic = await afterCreate(
      answer.value,
      toNewsTopic,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (t) => fieldOf(t, 'title') === input.title,
          input.title,
        ),
    );
    return { message: answer.message, newsTopic };
  }

  async update(
    id: string,
    input: NewsTopicInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; newsTopic: NewsTopic }> {
    const answer = await this.rest.post(`/news/update/${seg(id)}`, {
      shape: 'data',
      body: withVersion(newsTopicBody(input), expectedUpdatedAt),
      fields: newsTopicFields,
    });
    const newsTopic = await afterUpdate(answer.value, id, toNewsTopic, (i) => this.get(i));
    return { message: answer.message, newsTopic };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/news/delete/${seg(id)}`, { shape: 'message' });
    return { id, message: answer.message };
  }
}

/** News categories: /news/category/…. */
export class NewsCategorySource extends RestSource {
  async list(query: NewsCategoryListQuery | null | undefined): Promise<PageOf<NewsCategory>> {
    const answer = await this.rest.get('/news/category/list', {
      shape: 'list',
      query: restListQuery(this.requestId, query, categorySort),
    });
    return toPage(answer.value, toNewsCategory);
  }

  /** Every news category, ordered by title: one call (GET /news/category/all/list). */
  async all(): Promise<NewsCategory[]> {
    const { value } = await this.rest.get('/news/category/all/list', { shape: 'data' });
    if (!Array.isArray(value)) throw new ShapeError('news category all/list data is not a list');
    return value.map(toNewsCategory);
  }

  async get(id: string): Promise<NewsCategory> {
    const answer = await this.rest.get(`/news/category/get/${seg(id)}`, { shape: 'data' });
    return toNewsCategory(answer.value);
  }

  async create(
    input: NewsCategoryInput,
  ): Promise<{ message: string; newsCategory: NewsCategory | null }> {
    const answer = await this.rest.post('/news/category/create', {
      shape: 'data',
      body: newsCategoryBody(input),
    });
    const newsCategory = await afterCreate(
      answer.value,
      toNewsCategory,
      (id) => this.get(id),
      () =>
        newestMatch(
          (q) => this.list(q),
          (c) => fieldOf(c, 'title') === input.title,
          input.title,
        ),
    );
    return { message: answer.message, newsCategory };
  }

  async update(
    id: string,
    input: NewsCategoryInput,
    expectedUpdatedAt: string | null | undefined,
  ): Promise<{ message: string; newsCategory: NewsCategory }> {
    const answer = await this.rest.post(`/news/category/update/${seg(id)}`, {
      shape: 'data',
      body: withVersion(newsCategoryBody(input), expectedUpdatedAt),
    });
    const newsCategory = await afterUpdate(answer.value, id, toNewsCategory, (i) => this.get(i));
    return { message: answer.message, newsCategory };
  }

  async delete(id: string): Promise<Deleted> {
    const answer = await this.rest.delete(`/news/category/delete/${seg(id)}`, {
      shape: 'message',
    });
    return { id, message: answer.message };
  }
}
