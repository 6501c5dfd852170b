import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { assertValid, notFound } from '../http/errors.js';
import { ListQuerySchema } from '../http/list-query.js';
import {
  addCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
  type CategoryTable,
} from './repo.js';
import { Category, CategoryAddBody, CategoryUpdateBody } from './schemas.js';

interface CategoryArea {
  /** Path segment: /room or /package-category. */
  base: string;
  table: CategoryTable;
  label: string;
}

const areas: CategoryArea[] = [
  { base: '/room', table: 'room_categories', label: 'Dog category' },
  { base: '/package-category', table: 'package_categories', label: 'Package category' },
];

const checkTitle = (title: string) =>
  assertValid([!title.trim() && { field: 'title', message: 'please enter title' }]);

/** The same five routes for dog (room) categories and package categories. */
export async function categoryRoutes(app: ApiApp): Promise<void> {
  for (const { base, table, label } of areas) {
    const tags = [label];
    app.post(
      `${base}/add`,
      {
        schema: {
          tags,
          summary: `Create a ${label.toLowerCase()}`,
          body: CategoryAddBody,
          response: { 200: Envelope(Category) },
        },
      },
      async (request) => {
        checkTitle(request.body.title);
        return ok(await addCategory(app.db, table, request.body), `${label} added successfully`);
      },
    );
    app.get(
      `${base}/list`,
      {
        schema: {
          tags,
          summary: `List ${label.toLowerCase()}s`,
          querystring: ListQuerySchema,
          response: { 200: ListEnvelope(Category) },
        },
      },
      async (request) => {
        const page = await listCategories(app.db, table, request.query);
        return list(page.rows, page.total, page);
      },
    );
    app.get(
      `${base}/get/:id`,
      {
        schema: {
          tags,
          summary: `One ${label.toLowerCase()}`,
          params: IdParams,
          response: { 200: Envelope(Category) },
        },
      },
      async (request) => {
        const row = await getCategory(app.db, table, request.params.id);
        if (!row) throw notFound(label);
        return ok(row);
      },
    );
    app.put(
      `${base}/update`,
      {
        schema: {
          tags,
          summary: `Update a ${label.toLowerCase()} (body carries _id)`,
          body: CategoryUpdateBody,
          response: { 200: Envelope(Category) },
        },
      },
      async (request) => {
        checkTitle(request.body.title);
        await updateCategory(app.db, table, request.body);
        return ok(
          (await getCategory(app.db, table, request.body._id))!,
          `${label} updated successfully`,
        );
      },
    );
    app.delete(
      `${base}/delete/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${label.toLowerCase()} no package uses`,
          params: IdParams,
          response: { 200: NullEnvelope },
        },
      },
      async (request) => {
        await deleteCategory(app.db, table, request.params.id);
        return ok(null, `${label} deleted successfully`);
      },
    );
  }
}
