import type {
  GalleryCover,
  GalleryCoverInput,
  GalleryCoverSortField,
  GalleryImage,
  GalleryImageInput,
  GalleryImageSortField,
} from '../__generated__/resolvers-types.js';
import { id, mapped, optDateTime, str, text } from '../rest/codecs.js';
import { table } from '../rest/table.js';
import { onGatewayOrigin } from '../uploads/urls.js';

/** Featured = 1, not featured = 2. */
const FEATURED = 1;
const NOT_FEATURED = 2;
const featuredToRest = (featured: boolean): number => (featured ? FEATURED : NOT_FEATURED);

const featured = mapped<boolean>(
  (r, k) => r.int(k) === FEATURED,
  (v) => featuredToRest(v ?? false),
);
/** A stored file's URL, on the gateway's origin. */
const fileUrl = mapped<string>((r, k) => onGatewayOrigin(r.str(k)));

/**
 * Gallery images: the REST gallery record, field by field. The stored name goes in both
 * `fileName` and `file`: the update checks `file` is given ("please select package photos").
 */
export const galleryImageTable = table<
  GalleryImage,
  GalleryImageInput,
  GalleryImageSortField,
  'history'
>(
  {
    what: 'galleryImage',
    type: 'GalleryImage',
    input: 'GalleryImageInput',
    sort: 'GalleryImageSortField',
    answered: ['history'],
  },
  {
    id: { rest: '_id', codec: id },
    title: { rest: 'title', codec: text, required: true, writable: true, sortable: true },
    url: { rest: 'file', codec: fileUrl, required: true },
    fileName: {
      rest: 'fileName',
      codec: str,
      required: true,
      writable: true,
      alsoWritten: ['file'],
      sortable: true,
    },
    featured: { rest: 'featured', codec: featured, required: true, writable: true, sortable: true },
    createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
    updatedAt: { rest: 'updatedAt', codec: optDateTime, sortable: true },
  },
);

/** Cover images (the second image list): the stored name in `coverImg` and `fileName`. */
export const galleryCoverTable = table<
  GalleryCover,
  GalleryCoverInput,
  GalleryCoverSortField,
  'history'
>(
  {
    what: 'galleryCover',
    type: 'GalleryCover',
    input: 'GalleryCoverInput',
    sort: 'GalleryCoverSortField',
    answered: ['history'],
  },
  {
    id: { rest: '_id', codec: id },
    title: { rest: 'title', codec: text, required: true, writable: true, sortable: true },
    url: { rest: 'coverImg', codec: fileUrl, required: true },
    fileName: {
      rest: 'fileName',
      codec: str,
      required: true,
      writable: true,
      alsoWritten: ['coverImg'],
    },
    createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
    updatedAt: { rest: 'updatedAt', codec: optDateTime, sortable: true },
  },
);
