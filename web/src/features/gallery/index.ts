import { MediaIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { galleryPaths, galleryRoutes as r } from './paths';

export { galleryPaths } from './paths';

const form = () => import('./GalleryFormPage');

/** The gallery's photos and cover images (`?list=covers`): list, add and edit. */
export const galleryArea: Area = {
  id: 'gallery',
  screens: [
    { path: r.list, load: () => import('./GalleryListPage') },
    { path: r.add, load: form },
    { path: withId(r.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 90,
    entries: [
      { id: 'gallery', label: ja.areas.gallery, path: galleryPaths.list(), icon: MediaIcon },
    ],
  },
};
