import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.js';
import { DomainCode } from '../http/codes.js';
import { ok } from '../http/envelope.js';
import { ApiError, validationError } from '../http/errors.js';
import { IMAGE_EXTENSIONS, isImageType, mediaType, type ImageType } from './image-types.js';
import { fileUrl, hasImageExtension, sanitiseFileName } from './names.js';
import { CouponImageUploadResponse, ImageUploadResponse } from './schemas.js';
import { assertNameFree, storeImage, type StorageDeps } from './store.js';
import { uploadErrorHandler, uploadErrors } from './upload-errors.js';
import type { StoredFile } from './repo.js';

const MULTIPART_DESCRIPTION =
  'multipart/form-data with one image file part (any field name). JPEG, PNG, WebP or GIF; ' +
  'refusals: 415/50010 type, 413/50011 size, 409/5300 name already stored.';

const extensionFor = (type: ImageType) =>
  Object.entries(IMAGE_EXTENSIONS).find(([, t]) => t === type)![0];

/** Reads the one file part of a multipart request and stores it as `<prefix>/<safe name>`. */
async function receiveImage(
  deps: StorageDeps,
  request: FastifyRequest,
  prefix: string,
): Promise<StoredFile> {
  if (!request.isMultipart()) {
    throw new ApiError(415, DomainCode.BAD_REQUEST_BODY, 'Send the image as multipart/form-data');
  }
  const part = await request.file();
  if (!part) throw validationError([{ field: 'file', message: 'please select an image' }]);
  const declaredType = mediaType(part.mimetype);
  if (!isImageType(declaredType)) throw uploadErrors.typeNotAllowed();
  const safe = sanitiseFileName(part.filename);
  if (!safe) throw validationError([{ field: 'file', message: 'please select an image' }]);
  const name = `${prefix}/${hasImageExtension(safe) ? safe : `${safe}.${extensionFor(declaredType)}`}`;
  await assertNameFree(deps.db, name);
  const bytes = await part.toBuffer();
  return storeImage(deps, { name, declaredType, bytes });
}

/** The two multipart image uploads of the contract (`/image/upload`, `/coupon/image/upload`). */
export async function multipartUploadRoutes(app: ApiApp): Promise<void> {
  const maxBytes = app.config.uploadMaxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, parts: 10, fields: 10, fieldSize: 10_000 },
  });
  app.setErrorHandler(uploadErrorHandler(maxBytes));

  app.post(
    '/image/upload',
    {
      schema: {
        tags: ['storage'],
        summary: 'Image upload: stores one image under images/',
        description: MULTIPART_DESCRIPTION,
        response: { 200: ImageUploadResponse },
      },
    },
    async (request) => {
      const file = await receiveImage(app, request, 'images');
      return {
        status: true,
        data: { name: file.name },
        fileName: fileUrl(app.config.publicUrl, file.name),
        message: 'Image uploaded successfully',
      };
    },
  );

  app.post(
    '/coupon/image/upload',
    {
      schema: {
        tags: ['coupons'],
        summary:
          'Coupon image upload: stores one image under coupons/; data.name is the coupon image',
        description: MULTIPART_DESCRIPTION,
        response: { 200: CouponImageUploadResponse },
      },
    },
    async (request) => {
      const file = await receiveImage(app, request, 'coupons');
      return ok(
        { name: file.name, url: fileUrl(app.config.publicUrl, file.name) },
        'Image uploaded successfully',
      );
    },
  );
}
