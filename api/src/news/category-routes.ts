import { Type } from '@sinclair/typebox';
import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { ListQuerySchema } from '../http/list-query.js';
import {
  allNewsCategories,
  createNewsCategory,
  deleteNewsCategory,
  getNewsCategory,
  listNewsCategories,
  updateNewsCategory,
} from './category-repo.js';
import { checkCategoryTitle } from './rules.js';
import { NewsCategory, NewsCategoryBody, NewsCategoryUpdateBody } from './schemas.js';

const tags = ['news categories'];

export async function newsCategoryRoutes(app: ApiApp): Promise<void> {
  app.post(
    '/news/category/create',
    {
      schema: {
        tags,
        summary: 'Create a news category',
        body: NewsCategoryBody,
        response: { 200: Envelope(NewsCategory) },
      },
    },
    async (request) => {
      const title = checkCategoryTitle(request.body.title);
      return ok(await createNewsCategory(app.db, title), 'News category added successfully');
    },
  );

  app.get(
    '/news/category/list',
    {
      schema: {
        tags,
        summary: 'List news categories',
        querystring: ListQuerySchema,
        response: { 200: ListEnvelope(NewsCategory) },
      },
    },
    async (request) => {
      const page = await listNewsCategories(app.db, request.query);
      return list(page.rows, page.total, page);
    },
  );

  app.get(
    '/news/category/all/list',
    {
      schema: {
        tags,
        summary: 'Every news category, by title (for pickers)',
        response: { 200: Envelope(Type.Array(NewsCategory)) },
      },
    },
    async () => ok(await allNewsCategories(app.db)),
  );

  app.get(
    '/news/category/get/:id',
    {
      schema: {
        tags,
        summary: 'One news category',
        params: IdParams,
        response: { 200: Envelope(NewsCategory) },
      },
    },
    async (request) => {
      const row = await getNewsCategory(app.db, request.params.id);
      if (!row) throw notFound('News category');
      return ok(row);
    },
  );

  app.post(
    '/news/category/update/:id',
    {
      schema: {
        tags,
        summary: 'Update a news category',
        params: IdParams,
        body: NewsCategoryUpdateBody,
        response: { 200: Envelope(NewsCategory) },
      },
    },
    async (request) => {
      const title = checkCategoryTitle(request.body.title);
      await updateNewsCategory(app.db, request.params.id, title, request.body.updatedAt);
      return ok(
        (await getNewsCategory(app.db, request.params.id))!,
        'News category updated successfully',
      );
    },
  );

  app.delete(
    '/news/category/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a news category no topic uses (5072 otherwise)',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      await deleteNewsCategory(app.db, request.params.id);
      return ok(null, 'News category deleted successfully');
    },
  );
}
