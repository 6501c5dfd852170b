import type {
  GalleryCover,
  GalleryCoverInput,
  GalleryImage,
  GalleryImageInput,
} from '../__generated__/resolvers-types.js';
import type { FieldMap } from '../rest/errors.js';
import { record } from '../rest/read.js';
import { onGatewayOrigin } from '../uploads/urls.js';

/** Featured = 1, not featured = 2. */
const FEATURED = 1;
const NOT_FEATURED = 2;
export const featuredToRest = (featured: boolean): number => (featured ? FEATURED : NOT_FEATURED);

/** REST gallery record → GalleryImage. */
export function toGalleryImage(raw: unknown): GalleryImage {
  const r = record(raw, 'galleryImage');
  return {
    id: r.id(),
    title: r.text('title'),
    url: onGatewayOrigin(r.str('file')),
    fileName: r.str('fileName'),
    featured: r.int('featured') === FEATURED,
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

/** REST cover record (second image list) → GalleryCover. */
export function toGalleryCover(raw: unknown): GalleryCover {
  const r = record(raw, 'galleryCover');
  return {
    id: r.id(),
    title: r.text('title'),
    url: onGatewayOrigin(r.str('coverImg')),
    fileName: r.str('fileName'),
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

/**
 * GalleryImageInput → the REST add/update body. The stored name goes in both `fileName` and `file`:
 * the update checks `file` is given ("please select package photos") and both accept a stored name.
 */
export function galleryImageBody(input: GalleryImageInput) {
  return {
    title: input.title ?? '',
    file: input.fileName,
    fileName: input.fileName,
    featured: featuredToRest(input.featured ?? false),
  };
}

/** GalleryCoverInput → the REST add/update body (the stored name in `coverImg` and `fileName`). */
export function galleryCoverBody(input: GalleryCoverInput) {
  return { title: input.title ?? '', coverImg: input.fileName, fileName: input.fileName };
}

/** REST field names → GalleryImageInput / GalleryCoverInput field names. */
export const galleryFields: FieldMap = { file: 'fileName', coverImg: 'fileName' };
