import { randomBytes } from 'node:crypto';
import type { ApiApp } from '../http/app-types.js';
import { IMAGE_EXTENSIONS, type ImageType } from '../storage/image-types.js';
import { encodeName, FILES_PATH, storedNameFromRef } from '../storage/names.js';
import { storeImage } from '../storage/store.js';
import { releaseFile } from '../storage/usage.js';

const PROFILE_FOLDER = 'profile';

const extensionFor = (type: ImageType) =>
  Object.entries(IMAGE_EXTENSIONS).find(([, t]) => t === type)![0];

/**
 * Stores a profile picture of a user under profile/<user id>-<random>.<ext> (names never collide,
 * so no upload is refused as a duplicate) and returns the URL path saved on the user.
 */
export async function storeProfilePicture(
  app: ApiApp,
  userId: string,
  upload: { declaredType: ImageType; bytes: Uint8Array },
): Promise<string> {
  const name = `${PROFILE_FOLDER}/${userId}-${randomBytes(6).toString('hex')}.${extensionFor(upload.declaredType)}`;
  const file = await storeImage(app, {
    name,
    declaredType: upload.declaredType,
    bytes: upload.bytes,
  });
  return `${FILES_PATH}${encodeName(file.name)}`;
}

/**
 * Removes a profile picture this area stored once nothing shows it; other references (none,
 * external URLs) are left alone.
 */
export async function discardProfilePicture(app: ApiApp, ref: string): Promise<void> {
  const name = ref ? storedNameFromRef(ref) : undefined;
  if (name?.startsWith(`${PROFILE_FOLDER}/`)) await releaseFile(app, name);
}
