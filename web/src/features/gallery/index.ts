import { MediaIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
import { GalleryCoverDocument, GalleryImageDocument } from '../../__generated__/graphql';
import { recordScreenQuery } from '../../components/query/screenQuery';
import { galleryListQuery } from './galleryLists';
import { ja } from '../../i18n/ja';
import { galleryListOf, galleryPaths, galleryRoutes as r } from './paths';

export { galleryPaths } from './paths';

const photo = recordScreenQuery(GalleryImageDocument);
const cover = recordScreenQuery(GalleryCoverDocument);

/** The gallery's photos and cover images (`?list=covers`): list, add and edit. */
export const galleryArea: Area = {
  id: 'gallery',
  screens: listAndForm(
    { path: r.list, load: () => import('./GalleryListPage'), query: galleryListQuery },
    {
      path: r.add,
      load: () => import('./GalleryFormPage'),
      query: (url, params) =>
        (galleryListOf(url.searchParams) === 'covers' ? cover : photo)(url, params),
    },
  ),
  menu: {
    section: 'catalogue',
    order: 90,
    entries: [
      { id: 'gallery', label: ja.areas.gallery, path: galleryPaths.list(), icon: MediaIcon },
    ],
  },
};
