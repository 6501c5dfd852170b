import {
  GalleryCoverDocument,
  GalleryImageDocument,
  type GalleryCoverQuery,
  type GalleryImageQuery,
  type GalleryCoverFieldsFragment,
  type GalleryCoverInput,
  type GalleryCoverSortField,
  type GalleryImageFieldsFragment,
  type GalleryImageInput,
  type GalleryImageSortField,
} from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { ja } from '../../i18n/ja';
import { coverList, photoList } from './galleryLists';
import { coverColumns, imageColumns } from './galleryColumns';
import type { GalleryKind } from './galleryKind';
import {
  coverSchema,
  coverToValues,
  coverValuesToInput,
  emptyCover,
  emptyGalleryImage,
  galleryImageToValues,
  gallerySchema,
  galleryValuesToInput,
  type CoverValues,
  type GalleryValues,
} from './gallerySchema';
import { useGalleryCoverActions, useGalleryImageActions } from './useGalleryActions';

const t = ja.gallery;

/** The gallery photos: caption, featured flag and photo. */
export const photoKind: GalleryKind<
  GalleryImageFieldsFragment,
  GalleryImageSortField,
  GalleryValues,
  GalleryImageInput
> = {
  list: 'photos',
  label: t.photosTab,
  columns: imageColumns,
  query: photoList,
  useOne: recordHook(GalleryImageDocument, (d: GalleryImageQuery) => d.galleryImage),
  useActions: useGalleryImageActions,
  form: {
    photoLabel: t.photo,
    titleHelp: t.titleHelp,
    schema: gallerySchema(false),
    editSchema: gallerySchema(true),
    empty: emptyGalleryImage,
    toValues: galleryImageToValues,
    toInput: galleryValuesToInput,
    featured: true,
  },
};

/** The second image list: cover images with a caption. */
export const coverKind: GalleryKind<
  GalleryCoverFieldsFragment,
  GalleryCoverSortField,
  CoverValues,
  GalleryCoverInput
> = {
  list: 'covers',
  label: t.coversTab,
  columns: coverColumns,
  query: coverList,
  useOne: recordHook(GalleryCoverDocument, (d: GalleryCoverQuery) => d.galleryCover),
  useActions: useGalleryCoverActions,
  form: {
    photoLabel: t.coverImage,
    titleHelp: t.coverTitleHelp,
    schema: coverSchema(false),
    editSchema: coverSchema(true),
    empty: emptyCover,
    toValues: coverToValues,
    toInput: coverValuesToInput,
    featured: false,
  },
};
