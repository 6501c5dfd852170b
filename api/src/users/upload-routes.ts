import { requireAdmin } from '../auth/roles.js';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.js';
import { DomainCode } from '../http/codes.js';
import { Envelope } from '../http/common-schemas.js';
import { ok } from '../http/envelope.js';
import { ApiError, notFound, validationError } from '../http/errors.js';
import { isImageType, mediaType, type ImageType } from '../storage/image-types.js';
import { uploadErrorHandler, uploadErrors } from '../storage/upload-errors.js';
import { discardProfilePicture, storeProfilePicture } from './pictures.js';
import { getUser, updateUserColumns } from './repo.js';
import { User } from './schemas.js';

const tags = ['users'];
const config = { errorStyle: 'property' as const };
const DESCRIPTION =
  'multipart/form-data with one image file part (any field name): JPEG, PNG, WebP or GIF. ' +
  'Refusals: 415/50010 type (declared or real), 413/50011 over the upload limit. The user’s profilepic becomes /api/v1/files/profile/<name>.';

interface ProfileUpload {
  fields: Record<string, string>;
  file?: { declaredType: ImageType; bytes: Buffer };
}

/** Reads every part: text fields, and the one image file (its declared type checked before reading). */
async function readProfileUpload(request: FastifyRequest): Promise<ProfileUpload> {
  if (!request.isMultipart())
    throw new ApiError(415, DomainCode.BAD_REQUEST_BODY, 'Send the picture as multipart/form-data');
  const upload: ProfileUpload = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const declaredType = mediaType(part.mimetype);
      if (!isImageType(declaredType)) throw uploadErrors.typeNotAllowed();
      upload.file = { declaredType, bytes: await part.toBuffer() };
    } else if (typeof part.value === 'string') {
      upload.fields[part.fieldname] = part.value;
    }
  }
  return upload;
}

async function setProfilePicture(
  app: ApiApp,
  userId: string,
  upload: ProfileUpload,
): Promise<User> {
  if (!upload.file) throw validationError([{ field: 'file', message: 'please select an image' }]);
  const before = await getUser(app.db, userId);
  if (!before) throw notFound('User');
  const url = await storeProfilePicture(app, userId, upload.file);
  await updateUserColumns(app.db, userId, { profile_pic: url });
  await discardProfilePicture(app, before.profilepic);
  return (await getUser(app.db, userId))!;
}

/** Profile picture uploads: for a chosen user, and for the signed-in user. */
export async function uploadRoutes(app: ApiApp): Promise<void> {
  const maxBytes = app.config.uploadMaxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, parts: 10, fields: 10, fieldSize: 1000 },
  });
  app.setErrorHandler(uploadErrorHandler(maxBytes));

  app.patch(
    '/user/file/add',
    {
      config,
      schema: {
        tags,
        summary: 'Set the profile picture of a user (text field id or _id)',
        description: DESCRIPTION,
        response: { 200: Envelope(User) },
      },
    },
    async (request) => {
      const upload = await readProfileUpload(request);
      const userId = (upload.fields.id ?? upload.fields._id ?? '').trim();
      if (!userId) throw validationError([{ field: 'id', message: 'Select User' }]);
      if (userId !== request.user.id) requireAdmin(request, 'change another user’s picture');
      return ok(
        await setProfilePicture(app, userId, upload),
        'Profile picture updated successfully',
      );
    },
  );

  app.put(
    '/auth/user/upload',
    {
      config,
      schema: {
        tags,
        summary: 'Set the profile picture of the signed-in user',
        description: DESCRIPTION,
        response: { 200: Envelope(User) },
      },
    },
    async (request) =>
      ok(
        await setProfilePicture(app, request.user.id, await readProfileUpload(request)),
        'Profile picture updated successfully',
      ),
  );
}
