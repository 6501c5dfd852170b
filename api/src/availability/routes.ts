import { Type } from '@sinclair/typebox';
import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { packagesOnDay } from './day-lookup.js';
import {
  createAvailability,
  deleteAvailability,
  getAvailability,
  listAvailability,
  updateAvailability,
} from './repo.js';
import { checkAvailabilityCreate, checkAvailabilityUpdate, checkLookupDay } from './rules.js';
import {
  Availability,
  AvailabilityCreateBody,
  AvailabilityListQuery,
  AvailabilityUpdateBody,
  DayLookupQuery,
  PackageDay,
} from './schemas.js';

const tags = ['availability'];
/** Availability routes report validation failures as {property, message}. */
const config = { errorStyle: 'property' as const };

export async function availabilityRoutes(app: ApiApp): Promise<void> {
  const load = async (id: string) => {
    const found = await getAvailability(app.db, id);
    if (!found) throw notFound('Availability');
    return found;
  };

  app.post(
    '/availability/create',
    {
      config,
      schema: {
        tags,
        summary: 'Create an availability of a package',
        body: AvailabilityCreateBody,
        response: { 200: Envelope(Availability) },
      },
    },
    async (request) => {
      const input = checkAvailabilityCreate(request.body);
      const id = await createAvailability(app.db, input);
      return ok(await load(id), 'Availability added successfully');
    },
  );

  app.get(
    '/availability/list',
    {
      config,
      schema: {
        tags,
        summary:
          'List availability (search on package title; sort by startDate, endDate, packageTitle, inventory, createdAt)',
        querystring: AvailabilityListQuery,
        response: { 200: ListEnvelope(Availability) },
      },
    },
    async (request) => {
      const page = await listAvailability(app.db, request.query);
      return list(page.rows, page.total, page);
    },
  );

  app.get(
    '/availability/get/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One availability',
        params: IdParams,
        response: { 200: Envelope(Availability) },
      },
    },
    async (request) => ok(await load(request.params.id)),
  );

  app.put(
    '/availability/update',
    {
      config,
      schema: {
        tags,
        summary: 'Update an availability (body carries _id)',
        body: AvailabilityUpdateBody,
        response: { 200: Envelope(Availability) },
      },
    },
    async (request) => {
      const input = checkAvailabilityUpdate(request.body);
      await updateAvailability(app.db, request.body._id, input, request.body.updatedAt);
      return ok(await load(request.body._id), 'Availability updated successfully');
    },
  );

  app.delete(
    '/availability/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an availability',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      await deleteAvailability(app.db, request.params.id);
      return ok(null, 'Availability deleted successfully');
    },
  );

  app.get(
    '/availability/package/season',
    {
      config,
      schema: {
        tags,
        summary:
          'Every active package on one day: its availability, the season time slots and holidays',
        querystring: DayLookupQuery,
        response: { 200: Envelope(Type.Array(PackageDay)) },
      },
    },
    async (request) => ok(await packagesOnDay(app.db, checkLookupDay(request.query.startDate))),
  );
}
