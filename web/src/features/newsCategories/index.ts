import { TagIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { NewsCategoryDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { newsCategoryPaths as p } from './paths';
import { newsCategoryList } from './newsCategoryList';

export { newsCategoryPaths } from './paths';

/** News categories: list, add and edit. */
export const newsCategoriesArea = listAndFormArea('news-categories', p, {
  menu: [110, ja.areas.newsCategories, TagIcon],
  list: [() => import('./NewsCategoryListPage'), listScreenQuery(newsCategoryList)],
  form: [() => import('./NewsCategoryFormPage'), recordScreenQuery(NewsCategoryDocument)],
});
