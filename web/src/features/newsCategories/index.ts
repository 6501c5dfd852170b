import { TagIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { ja } from '../../i18n/ja';
import { newsCategoryPaths as p } from './paths';

export { newsCategoryPaths } from './paths';

/** The queries the screens start with, loaded after sign-in (see LazyScreenQueries). */
const queries = () => import('./screenQueries');

/** News categories: list, add and edit. */
export const newsCategoriesArea = listAndFormArea('news-categories', p, {
  menu: [110, ja.areas.newsCategories, TagIcon],
  list: [() => import('./NewsCategoryListPage'), () => queries().then((q) => q.list)],
  form: [() => import('./NewsCategoryFormPage'), () => queries().then((q) => q.form)],
});
