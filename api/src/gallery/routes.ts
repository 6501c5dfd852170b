import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope, NullEnvelope } from '../http/common-schemas.js';
import { list, ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { signedUrlRoute } from '../storage/signed-url.js';
import { coverRoutes } from './cover-routes.js';
import { releaseFile } from '../storage/usage.js';
import { checkGalleryFile } from './files.js';
import {
  addGalleryImage,
  deleteGalleryImage,
  getGalleryImage,
  listGalleryImages,
  toGalleryImage,
  updateGalleryImage,
} from './repo.js';
import { checkPhotoGiven, resolvePhoto } from './rules.js';
import { GalleryAddBody, GalleryImage, GalleryListQuery, GalleryUpdateBody } from './schemas.js';

const tags = ['gallery'];
const config = { errorStyle: 'property' as const };

/** Photo gallery, its signed upload URL, and the second image list (covers). */
export async function galleryRoutes(app: ApiApp): Promise<void> {
  const view = (row: Parameters<typeof toGalleryImage>[0]) =>
    toGalleryImage(row, app.config.publicUrl);

  signedUrlRoute(app, {
    path: '/gallery/signed-url',
    prefix: 'gallery',
    tags,
    errorStyle: 'property',
  });

  app.post(
    '/gallery/add',
    {
      config,
      schema: {
        tags,
        summary: 'Add an uploaded image to the gallery',
        body: GalleryAddBody,
        response: { 200: Envelope(GalleryImage) },
      },
    },
    async (request) => {
      const { title = '', file, fileName, featured = 2 } = request.body;
      const stored = await resolvePhoto(app.db, 'file', { fileName, url: file });
      checkGalleryFile(fileName?.trim() ? 'fileName' : 'file', stored);
      const row = await addGalleryImage(app.db, {
        title: title.trim(),
        fileName: stored,
        featured,
      });
      return ok(view(row), 'Gallery image added successfully');
    },
  );

  app.get(
    '/gallery/list',
    {
      config,
      schema: {
        tags,
        summary: 'List gallery images',
        querystring: GalleryListQuery,
        response: { 200: ListEnvelope(GalleryImage) },
      },
    },
    async (request) => {
      const page = await listGalleryImages(app.db, request.query);
      return list(page.rows.map(view), page.total, page);
    },
  );

  app.get(
    '/gallery/get/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One gallery image',
        params: IdParams,
        response: { 200: Envelope(GalleryImage) },
      },
    },
    async (request) => {
      const row = await getGalleryImage(app.db, request.params.id);
      if (!row) throw notFound('Gallery image');
      return ok(view(row));
    },
  );

  app.put(
    '/gallery/update',
    {
      config,
      schema: {
        tags,
        summary: 'Update a gallery image (body carries _id)',
        body: GalleryUpdateBody,
        response: { 200: Envelope(GalleryImage) },
      },
    },
    async (request) => {
      const { _id, title = '', file, fileName, featured = 2, updatedAt } = request.body;
      checkPhotoGiven('file', file);
      const current = await getGalleryImage(app.db, _id);
      if (!current) throw notFound('Gallery image');
      const stored = await resolvePhoto(app.db, 'file', { fileName, url: file });
      checkGalleryFile(fileName?.trim() ? 'fileName' : 'file', stored, current.fileName);
      const before = await updateGalleryImage(app.db, {
        id: _id,
        title: title.trim(),
        fileName: stored,
        featured,
        updatedAt,
      });
      if (before !== stored) await releaseFile(app, before);
      return ok(view((await getGalleryImage(app.db, _id))!), 'Gallery image updated successfully');
    },
  );

  app.delete(
    '/gallery/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a gallery image and its stored file',
        params: IdParams,
        response: { 200: NullEnvelope },
      },
    },
    async (request) => {
      await releaseFile(app, await deleteGalleryImage(app.db, request.params.id));
      return ok(null, 'Gallery image deleted successfully');
    },
  );

  await app.register(coverRoutes);
}
