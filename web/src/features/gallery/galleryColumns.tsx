import type {
  GalleryCoverFieldsFragment,
  GalleryImageFieldsFragment,
  GalleryImageSortField,
  GalleryCoverSortField,
} from '../../__generated__/graphql';
import type { Column } from '../../components/list/DataList';
import { formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';

const t = ja.gallery;

/** A row of either image list, as the columns both share read it. */
type Dated = GalleryCoverFieldsFragment;

const createdAt: Column<Dated, 'createdAt'> = {
  id: 'createdAt',
  header: t.createdAt,
  sortable: true,
  render: (g) => formatDateTime(g.createdAt),
};
const title: Column<Dated, 'title'> = {
  id: 'title',
  header: t.title,
  sortable: true,
  render: (g) => g.title,
};
const updatedAt: Column<Dated, 'updatedAt'> = {
  id: 'updatedAt',
  header: t.updatedAt,
  sortable: true,
  render: (g) => formatDateTime(g.updatedAt),
};

/** Sort choices of the photo grid (its cards are drawn by GalleryCard). */
export const imageColumns: Column<GalleryImageFieldsFragment, GalleryImageSortField>[] = [
  createdAt,
  title,
  { id: 'featured', header: t.featured, sortable: true, render: (g) => String(g.featured) },
  updatedAt,
];

/** Sort choices of the cover grid: the photo grid's without featured. */
export const coverColumns: Column<GalleryCoverFieldsFragment, GalleryCoverSortField>[] = [
  createdAt,
  title,
  updatedAt,
];
