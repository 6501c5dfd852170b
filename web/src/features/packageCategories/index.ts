import { FolderCloseIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { packageCategoryPaths as p } from './paths';

export { packageCategoryPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** Package categories: list, add and edit. */
export const packageCategoriesArea = listAndFormArea('package-categories', p, {
  menu: [60, ja.areas.packageCategories, FolderCloseIcon],
  list: [() => import('./PackageCategoryListPage'), () => queries().then((q) => q.list)],
  form: [() => import('./PackageCategoryFormPage'), () => queries().then((q) => q.form)],
});
