import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { ListQuerySchema } from '../http/list-query.js';
import { createHoliday, deleteHoliday, getHoliday, listHolidays, updateHoliday } from './repo.js';
import { checkHolidayCreate } from './rules.js';
import { Holiday, HolidayCreateBody, HolidayUpdateBody } from './schemas.js';

const tags = ['holidays'];

/** Holidays: a package closed on a day. Validation errors as {param, msg}. */
export async function holidayRoutes(app: ApiApp): Promise<void> {
  const load = async (id: string) => {
    const found = await getHoliday(app.db, id);
    if (!found) throw notFound('Holiday');
    return found;
  };

  app.post(
    '/holiday/create',
    {
      schema: {
        tags,
        summary: 'Create a holiday of a package',
        body: HolidayCreateBody,
        response: { 200: Envelope(Holiday) },
      },
    },
    async (request) => {
      const id = await createHoliday(app.db, checkHolidayCreate(request.body));
      return ok(await load(id), 'Holiday added successfully');
    },
  );

  app.get(
    '/holiday/list',
    {
      schema: {
        tags,
        summary:
          'List holidays (search on title and package title; sort by startDate, title, packageTitle, createdAt)',
        querystring: ListQuerySchema,
        response: { 200: ListEnvelope(Holiday) },
      },
    },
    async (request) => {
      const page = await listHolidays(app.db, request.query);
      return list(page.rows, page.total, page);
    },
  );

  app.get(
    '/holiday/get/:id',
    {
      schema: {
        tags,
        summary: 'One holiday',
        params: IdParams,
        response: { 200: Envelope(Holiday) },
      },
    },
    async (request) => ok(await load(request.params.id)),
  );

  app.put(
    '/holiday/update',
    {
      schema: {
        tags,
        summary: 'Update a holiday (body carries _id; the same rules as create)',
        body: HolidayUpdateBody,
        response: { 200: Envelope(Holiday) },
      },
    },
    async (request) => {
      const { _id: id, updatedAt } = request.body;
      await updateHoliday(app.db, id, checkHolidayCreate(request.body), updatedAt);
      return ok(await load(id), 'Holiday updated successfully');
    },
  );

  app.delete(
    '/holiday/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a holiday',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      await deleteHoliday(app.db, request.params.id);
      return ok(null, 'Holiday deleted successfully');
    },
  );
}
