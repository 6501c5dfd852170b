import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { ListQuerySchema } from '../http/list-query.js';
import { addSeason, deleteSeason, getSeason, listSeasons, updateSeason } from './repo.js';
import { checkSeason } from './rules.js';
import { Season, SeasonAddBody, SeasonUpdateBody } from './schemas.js';

const tags = ['seasons'];

export async function seasonRoutes(app: ApiApp): Promise<void> {
  app.post(
    '/season/add',
    {
      schema: {
        tags,
        summary: 'Create a season',
        body: SeasonAddBody,
        response: { 200: Envelope(Season) },
      },
    },
    async (request) => {
      checkSeason(request.body);
      return ok(await addSeason(app.db, request.body), 'Season added successfully');
    },
  );

  app.get(
    '/season/list',
    {
      schema: {
        tags,
        summary: 'List seasons',
        querystring: ListQuerySchema,
        response: { 200: ListEnvelope(Season) },
      },
    },
    async (request) => {
      const page = await listSeasons(app.db, request.query);
      return list(page.rows, page.total, page);
    },
  );

  app.get(
    '/season/get/:id',
    {
      schema: {
        tags,
        summary: 'One season',
        params: IdParams,
        response: { 200: Envelope(Season) },
      },
    },
    async (request) => {
      const season = await getSeason(app.db, request.params.id);
      if (!season) throw notFound('Season');
      return ok(season);
    },
  );

  app.put(
    '/season/update',
    {
      schema: {
        tags,
        summary: 'Update a season (body carries _id)',
        body: SeasonUpdateBody,
        response: { 200: Envelope(Season) },
      },
    },
    async (request) => {
      checkSeason(request.body);
      await updateSeason(app.db, request.body);
      return ok((await getSeason(app.db, request.body._id))!, 'Season updated successfully');
    },
  );

  app.delete(
    '/season/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a season not used by any package',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      await deleteSeason(app.db, request.params.id);
      return ok(null, 'Season deleted successfully');
    },
  );
}
