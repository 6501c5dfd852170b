import {
  GalleryCoversDocument,
  GalleryImagesDocument,
  type GalleryCoverFieldsFragment,
  type GalleryCoverSortField,
  type GalleryCoversQuery,
  type GalleryImageFieldsFragment,
  type GalleryImageSortField,
  type GalleryImagesQuery,
} from '../../__generated__/graphql';
import type { ScreenQuery } from '../../components/query/screenQuery';
import { listScreenQuery } from '../../components/query/screenQuery';
import { plainList } from '../../components/list/areaList';
import { galleryListOf } from './paths';

/** The gallery photos, newest first. */
export const photoList = plainList<
  GalleryImagesQuery,
  GalleryImageSortField,
  GalleryImageFieldsFragment
>(
  GalleryImagesDocument,
  {
    sortable: ['title', 'featured', 'createdAt', 'updatedAt'],
    sortBy: 'createdAt',
    sortDir: 'desc',
  },
  (d) => d.galleryImages,
);

/** The cover images, newest first. */
export const coverList = plainList<
  GalleryCoversQuery,
  GalleryCoverSortField,
  GalleryCoverFieldsFragment
>(
  GalleryCoversDocument,
  { sortable: ['title', 'createdAt', 'updatedAt'], sortBy: 'createdAt', sortDir: 'desc' },
  (d) => d.galleryCovers,
);

const photos = listScreenQuery(photoList);
const covers = listScreenQuery(coverList);

/** The gallery screen's list: the photos, or with `?list=covers` the covers. */
export const galleryListQuery: ScreenQuery = (url, params) =>
  (galleryListOf(url.searchParams) === 'covers' ? covers : photos)(url, params);
