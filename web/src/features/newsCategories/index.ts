import { TagIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
import { NewsCategoryDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { newsCategoryPaths as p } from './paths';
import { newsCategoryList } from './newsCategoryList';

export { newsCategoryPaths } from './paths';

/** News categories: list, add and edit. */
export const newsCategoriesArea: Area = {
  id: 'news-categories',
  screens: listAndForm(
    {
      path: p.list,
      load: () => import('./NewsCategoryListPage'),
      query: listScreenQuery(newsCategoryList),
    },
    {
      path: p.add,
      load: () => import('./NewsCategoryFormPage'),
      query: recordScreenQuery(NewsCategoryDocument),
    },
  ),
  menu: {
    section: 'catalogue',
    order: 110,
    entries: [
      { id: 'news-categories', label: ja.areas.newsCategories, path: p.list, icon: TagIcon },
    ],
  },
};
