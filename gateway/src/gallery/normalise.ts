import type {
  GalleryCover,
  GalleryCoverInput,
  GalleryImage,
  GalleryImageInput,
} from '../__generated__/resolvers-types.js';
import type { FieldMap } from '../rest/errors.js';
import { modelOf } from '../rest/model.js';
import { onGatewayOrigin } from '../uploads/urls.js';

/** Featured = 1, not featured = 2. */
const FEATURED = 1;
const NOT_FEATURED = 2;
export const featuredToRest = (featured: boolean): number => (featured ? FEATURED : NOT_FEATURED);

/** REST gallery record → GalleryImage. */
export const toGalleryImage = modelOf<GalleryImage>(
  'galleryImage',
  {
    id: (r) => r.id(),
    title: (r) => r.text('title'),
    url: (r) => onGatewayOrigin(r.str('file')),
    fileName: (r) => r.str('fileName'),
    featured: (r) => r.int('featured') === FEATURED,
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  ['title', 'url', 'fileName', 'featured'],
);

/** REST cover record (second image list) → GalleryCover. */
export const toGalleryCover = modelOf<GalleryCover>(
  'galleryCover',
  {
    id: (r) => r.id(),
    title: (r) => r.text('title'),
    url: (r) => onGatewayOrigin(r.str('coverImg')),
    fileName: (r) => r.str('fileName'),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  ['title', 'url', 'fileName'],
);

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
