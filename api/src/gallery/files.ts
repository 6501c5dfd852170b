import { assertValid } from '../http/errors.js';

/** The folder gallery and cover uploads are stored in (POST /gallery/signed-url). */
export const GALLERY_FOLDER = 'gallery/';

/**
 * A gallery image or cover may show only a gallery upload: not a profile picture, a news image or
 * any other stored file (deleting the record would otherwise reach another area's file). Keeping
 * the file a record already shows (a seeded one) is allowed.
 */
export function checkGalleryFile(field: string, name: string, current?: string): void {
  assertValid([
    !name.startsWith(GALLERY_FOLDER) &&
      name !== current && { field, message: `Choose an image uploaded to the gallery` },
  ]);
}
