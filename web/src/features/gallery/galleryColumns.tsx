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

/** Sort choices of the photo grid (its cards are drawn by GalleryCard). */
export const imageColumns: Column<GalleryImageFieldsFragment, GalleryImageSortField>[] = [
  {
    id: 'createdAt',
    header: t.createdAt,
    sortable: true,
    render: (g) => formatDateTime(g.createdAt),
  },
  { id: 'title', header: t.title, sortable: true, render: (g) => g.title },
  { id: 'featured', header: t.featured, sortable: true, render: (g) => String(g.featured) },
  {
    id: 'updatedAt',
    header: t.updatedAt,
    sortable: true,
    render: (g) => formatDateTime(g.updatedAt),
  },
];

export const coverColumns: Column<GalleryCoverFieldsFragment, GalleryCoverSortField>[] = [
  {
    id: 'createdAt',
    header: t.createdAt,
    sortable: true,
    render: (c) => formatDateTime(c.createdAt),
  },
  { id: 'title', header: t.title, sortable: true, render: (c) => c.title },
  {
    id: 'updatedAt',
    header: t.updatedAt,
    sortable: true,
    render: (c) => formatDateTime(c.updatedAt),
  },
];
