import {
  useGalleryCoverQuery,
  useGalleryCoversQuery,
  useGalleryImageQuery,
  useGalleryImagesQuery,
  type GalleryCoverFieldsFragment,
  type GalleryCoverInput,
  type GalleryCoverSortField,
  type GalleryImageFieldsFragment,
  type GalleryImageInput,
  type GalleryImageSortField,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
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

const listOptions = {
  fetchPolicy: 'cache-and-network',
  notifyOnNetworkStatusChange: true,
} as const;
const oneOptions = (id: string | undefined) =>
  ({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  }) as const;

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
  defaults: {
    sortable: ['title', 'featured', 'createdAt', 'updatedAt'],
    sortBy: 'createdAt',
    sortDir: 'desc',
  },
  useList(query) {
    const r = useGalleryImagesQuery({ variables: { query }, ...listOptions });
    return { ...r, value: (r.data ?? r.previousData)?.galleryImages };
  },
  useOne(id) {
    const r = useGalleryImageQuery(oneOptions(id));
    return { ...r, value: r.data?.galleryImage };
  },
  useActions: useGalleryImageActions,
  form: {
    photoLabel: t.photo,
    titleHelp: t.titleHelp,
    schema: gallerySchema,
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
  defaults: { sortable: ['title', 'createdAt', 'updatedAt'], sortBy: 'createdAt', sortDir: 'desc' },
  useList(query) {
    const r = useGalleryCoversQuery({ variables: { query }, ...listOptions });
    return { ...r, value: (r.data ?? r.previousData)?.galleryCovers };
  },
  useOne(id) {
    const r = useGalleryCoverQuery(oneOptions(id));
    return { ...r, value: r.data?.galleryCover };
  },
  useActions: useGalleryCoverActions,
  form: {
    photoLabel: t.coverImage,
    titleHelp: t.coverTitleHelp,
    schema: coverSchema,
    empty: emptyCover,
    toValues: coverToValues,
    toInput: coverValuesToInput,
    featured: false,
  },
};
