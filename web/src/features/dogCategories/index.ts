import { HeartIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { dogCategoryPaths as p } from './paths';

export { dogCategoryPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** Dog categories: list, add and edit. */
export const dogCategoriesArea = listAndFormArea('dog-categories', p, {
  menu: [70, ja.areas.dogCategories, HeartIcon],
  list: [() => import('./DogCategoryListPage'), () => queries().then((q) => q.list)],
  form: [() => import('./DogCategoryFormPage'), () => queries().then((q) => q.form)],
});
