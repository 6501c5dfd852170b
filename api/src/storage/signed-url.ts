import type { ApiApp } from '../http/app-types.js';
import type { ErrorStyle } from '../http/errors.js';
import { ok } from '../http/envelope.js';
import { validationError } from '../http/errors.js';
import { hasImageExtension, sanitiseFileName } from './names.js';
import { SignedUrlBody, SignedUrlResponse, type SignedUrlData } from './schemas.js';
import { signedUploadUrl } from './signing.js';
import { assertNameFree, type StorageDeps } from './store.js';
import { uploadErrors } from './upload-errors.js';

/**
 * A signed, expiring PUT URL for `<prefix>/<safe file name>`. Refuses names that are not images
 * (50010) and names already stored (5300), so a duplicate is caught before any bytes are sent.
 */
export async function createSignedUpload(
  deps: StorageDeps & { config: { publicUrl: string; tokenSecret: string } },
  prefix: string,
  fileName: string,
  nowMs = Date.now(),
): Promise<SignedUrlData> {
  const safe = sanitiseFileName(fileName);
  if (!safe) throw validationError([{ field: 'fileName', message: 'please select a file' }]);
  if (!hasImageExtension(safe)) throw uploadErrors.typeNotAllowed();
  const name = `${prefix}/${safe}`;
  await assertNameFree(deps.db, name);
  const { url } = signedUploadUrl(deps.config.publicUrl, deps.config.tokenSecret, name, nowMs);
  return { signedUrl: url, fileNameWithPrefix: name };
}

/** Registers one area's signed-URL route (POST {fileName} → {signedUrl, fileNameWithPrefix}). */
export function signedUrlRoute(
  app: ApiApp,
  options: { path: string; prefix: string; tags: string[]; errorStyle: ErrorStyle },
): void {
  app.post(
    options.path,
    {
      config: { errorStyle: options.errorStyle },
      schema: {
        tags: options.tags,
        summary: `Signed URL to upload an image into ${options.prefix}/ (valid 15 minutes)`,
        body: SignedUrlBody,
        response: { 200: SignedUrlResponse },
      },
    },
    async (request) =>
      ok(
        await createSignedUpload(app, options.prefix, request.body.fileName),
        'Signed URL created successfully',
      ),
  );
}
