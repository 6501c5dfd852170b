import type { ApiApp } from '../http/app-types.js';
import { fileRoutes } from './file-routes.js';
import { multipartUploadRoutes } from './multipart-routes.js';
import { uploadRoutes } from './upload-routes.js';

/** Uploads (signed PUT and multipart) and public file serving. Signed-URL routes live in their areas. */
export async function storageRoutes(app: ApiApp): Promise<void> {
  await app.register(uploadRoutes, { prefix: '/storage/upload' });
  await app.register(fileRoutes);
  await app.register(multipartUploadRoutes);
}
