import { MediaIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { GalleryCoverDocument, GalleryImageDocument } from '../../__generated__/graphql';
import { recordScreenQuery, type ScreenQuery } from '../../components/query/screenQuery';
import { galleryListQuery } from './galleryLists';
import { ja } from '../../i18n/ja';
import { galleryListOf, galleryRoutes as r } from './paths';

export { galleryPaths } from './paths';

const photo = recordScreenQuery(GalleryImageDocument);
const cover = recordScreenQuery(GalleryCoverDocument);
const galleryForm: ScreenQuery = (url, params) =>
  (galleryListOf(url.searchParams) === 'covers' ? cover : photo)(url, params);

/** The gallery's photos and cover images (`?list=covers`): list, add and edit. */
export const galleryArea = listAndFormArea('gallery', r, {
  menu: [90, ja.areas.gallery, MediaIcon],
  list: [() => import('./GalleryListPage'), galleryListQuery],
  form: [() => import('./GalleryFormPage'), galleryForm],
});
