import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { ListQuerySchema } from '../http/list-query.js';
import {
  addCover,
  deleteCover,
  getCover,
  listCovers,
  toGalleryCover,
  updateCover,
} from './cover-repo.js';
import { releaseFile } from '../storage/usage.js';
import { checkGalleryFile } from './files.js';
import { checkPhotoGiven, resolvePhoto } from './rules.js';
import { CoverAddBody, CoverUpdateBody, GalleryCover } from './schemas.js';

const tags = ['gallery covers'];
const config = { errorStyle: 'property' as const };

/** The second image list: images with a cover image (coverImg). */
export async function coverRoutes(app: ApiApp): Promise<void> {
  const view = (row: Parameters<typeof toGalleryCover>[0]) =>
    toGalleryCover(row, app.config.publicUrl);

  app.get(
    '/gallery/cover/list',
    {
      config,
      schema: {
        tags,
        summary: 'List cover images',
        querystring: ListQuerySchema,
        response: { 200: ListEnvelope(GalleryCover) },
      },
    },
    async (request) => {
      const page = await listCovers(app.db, request.query);
      return list(page.rows.map(view), page.total, page);
    },
  );

  app.post(
    '/gallery/cover/add',
    {
      config,
      schema: {
        tags,
        summary: 'Add an uploaded cover image',
        body: CoverAddBody,
        response: { 200: Envelope(GalleryCover) },
      },
    },
    async (request) => {
      const { title = '', coverImg, fileName } = request.body;
      const stored = await resolvePhoto(app.db, 'coverImg', { fileName, url: coverImg });
      checkGalleryFile(fileName?.trim() ? 'fileName' : 'coverImg', stored);
      return ok(
        view(await addCover(app.db, { title: title.trim(), fileName: stored })),
        'Cover image added successfully',
      );
    },
  );

  app.get(
    '/gallery/cover/get/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One cover image',
        params: IdParams,
        response: { 200: Envelope(GalleryCover) },
      },
    },
    async (request) => {
      const row = await getCover(app.db, request.params.id);
      if (!row) throw notFound('Cover image');
      return ok(view(row));
    },
  );

  app.put(
    '/gallery/cover/update',
    {
      config,
      schema: {
        tags,
        summary: 'Update a cover image (body carries _id)',
        body: CoverUpdateBody,
        response: { 200: Envelope(GalleryCover) },
      },
    },
    async (request) => {
      const { _id, title = '', coverImg, fileName, updatedAt } = request.body;
      checkPhotoGiven('coverImg', coverImg);
      const current = await getCover(app.db, _id);
      if (!current) throw notFound('Cover image');
      const stored = await resolvePhoto(app.db, 'coverImg', { fileName, url: coverImg });
      checkGalleryFile(fileName?.trim() ? 'fileName' : 'coverImg', stored, current.fileName);
      const before = await updateCover(app.db, {
        id: _id,
        title: title.trim(),
        fileName: stored,
        updatedAt,
      });
      if (before !== stored) await releaseFile(app, before);
      return ok(view((await getCover(app.db, _id))!), 'Cover image updated successfully');
    },
  );

  app.delete(
    '/gallery/cover/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a cover image and its stored file',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      await releaseFile(app, await deleteCover(app.db, request.params.id));
      return ok(null, 'Cover image deleted successfully');
    },
  );
}
