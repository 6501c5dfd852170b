import { MediaIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { galleryRoutes as r } from './paths';

export { galleryPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** The gallery's photos and cover images (`?list=covers`): list, add and edit. */
export const galleryArea = listAndFormArea('gallery', r, {
  menu: [90, ja.areas.gallery, MediaIcon],
  list: [() => import('./GalleryListPage'), () => queries().then((q) => q.list)],
  form: [() => import('./GalleryFormPage'), () => queries().then((q) => q.form)],
});
