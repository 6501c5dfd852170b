import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { signedUrlRoute } from '../storage/signed-url.js';
import { newsCategoryRoutes } from './category-routes.js';
import { checkTopic } from './rules.js';
import {
  NewsListQuery,
  NewsTopic,
  NewsTopicBody,
  NewsTopicUpdateBody,
  type NewsTopicRow,
} from './schemas.js';
import {
  createNewsTopic,
  deleteNewsTopic,
  getNewsTopic,
  listNewsTopics,
  toNewsTopic,
  updateNewsTopic,
} from './topic-repo.js';

const tags = ['news'];

/** News topics, their signed upload URL (path spelled "singed-url" by the contract) and news categories. */
export async function newsRoutes(app: ApiApp): Promise<void> {
  const view = (row: NewsTopicRow) => toNewsTopic(row, app.config.publicUrl);

  signedUrlRoute(app, { path: '/news/singed-url', prefix: 'news', tags, errorStyle: 'param' });

  app.post(
    '/news/create',
    {
      schema: {
        tags,
        summary: 'Create a news topic',
        body: NewsTopicBody,
        response: { 200: Envelope(NewsTopic) },
      },
    },
    async (request) =>
      ok(
        view(await createNewsTopic(app.db, await checkTopic(app.db, request.body))),
        'News added successfully',
      ),
  );

  app.get(
    '/news/list',
    {
      schema: {
        tags,
        summary: 'List news topics (newest first)',
        querystring: NewsListQuery,
        response: { 200: ListEnvelope(NewsTopic) },
      },
    },
    async (request) => {
      const page = await listNewsTopics(app.db, request.query);
      return list(page.rows.map(view), page.total, page);
    },
  );

  app.get(
    '/news/get/:id',
    {
      schema: {
        tags,
        summary: 'One news topic',
        params: IdParams,
        response: { 200: Envelope(NewsTopic) },
      },
    },
    async (request) => {
      const row = await getNewsTopic(app.db, request.params.id);
      if (!row) throw notFound('News topic');
      return ok(view(row));
    },
  );

  app.post(
    '/news/update/:id',
    {
      schema: {
        tags,
        summary: 'Update a news topic',
        params: IdParams,
        body: NewsTopicUpdateBody,
        response: { 200: Envelope(NewsTopic) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateNewsTopic(
        app.db,
        id,
        await checkTopic(app.db, request.body),
        request.body.updatedAt,
      );
      return ok(view((await getNewsTopic(app.db, id))!), 'News updated successfully');
    },
  );

  app.delete(
    '/news/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a news topic',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      await deleteNewsTopic(app.db, request.params.id);
      return ok(null, 'News deleted successfully');
    },
  );

  await app.register(newsCategoryRoutes);
}
