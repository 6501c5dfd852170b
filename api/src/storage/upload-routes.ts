import cors from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.js';
import { Envelope } from '../http/common-schemas.js';
import { ok } from '../http/envelope.js';
import { IMAGE_TYPES, isImageType, mediaType } from './image-types.js';
import { fileUrl, isValidStoredName } from './names.js';
import { queryValue, wildcardParam } from './request-parts.js';
import { StoredFileData } from './schemas.js';
import { verifyUploadSignature } from './signing.js';
import { assertNameFree, storeImage } from './store.js';
import { uploadErrorHandler, uploadErrors } from './upload-errors.js';

/**
 * PUT /storage/upload/<name>?expires&signature: the target of signed upload URLs. Public (the
 * signature is the credential) and CORS-enabled so a browser on another origin can upload directly.
 * Register with prefix '/storage/upload'.
 */
export async function uploadRoutes(app: ApiApp): Promise<void> {
  const maxBytes = app.config.uploadMaxBytes;
  // Every route of this context is public, including the CORS preflight route the plugin adds.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  await app.register(cors, {
    origin: '*',
    methods: ['PUT'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  });
  app.setErrorHandler(uploadErrorHandler(maxBytes));
  app.addContentTypeParser(
    [...IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );

  /** Refuses before any byte of the body is read: bad URL, wrong type, declared size, duplicate. */
  async function checkBeforeBody(request: FastifyRequest): Promise<void> {
    const name = wildcardParam(request.params);
    const valid =
      isValidStoredName(name) &&
      verifyUploadSignature(
        app.config.tokenSecret,
        name,
        queryValue(request.query, 'expires'),
        queryValue(request.query, 'signature'),
        Date.now(),
      );
    if (!valid) throw uploadErrors.badUrl();
    if (!isImageType(mediaType(request.headers['content-type'])))
      throw uploadErrors.typeNotAllowed();
    if (Number(request.headers['content-length'] ?? 0) > maxBytes)
      throw uploadErrors.tooLarge(maxBytes);
    await assertNameFree(app.db, name);
  }

  app.put(
    '/*',
    {
      bodyLimit: maxBytes,
      onRequest: checkBeforeBody,
      schema: {
        tags: ['storage'],
        summary: 'Upload a file to a signed URL (no bearer token: the signature is the credential)',
        description:
          'Body: the raw image bytes with Content-Type image/jpeg, image/png, image/webp or image/gif. ' +
          'Refusals: 403/5301 bad or expired URL, 415/50010 type not allowed or content not matching, ' +
          '413/50011 too large, 409/5300 name already stored.',
        security: [],
        response: { 200: Envelope(StoredFileData) },
      },
    },
    async (request) => {
      const name = wildcardParam(request.params);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const declaredType = mediaType(request.headers['content-type']);
      const file = await storeImage(app, { name, declaredType, bytes });
      return ok(
        {
          name,
          url: fileUrl(app.config.publicUrl, name),
          contentType: file.contentType,
          size: file.size,
        },
        'File uploaded successfully',
      );
    },
  );
}
