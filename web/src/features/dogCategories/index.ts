import { HeartIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
import { DogCategoryDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { dogCategoryPaths as p } from './paths';
import { dogCategoryList } from './dogCategoryList';

export { dogCategoryPaths } from './paths';

/** Dog categories: list, add and edit. */
export const dogCategoriesArea: Area = {
  id: 'dog-categories',
  screens: listAndForm(
    {
      path: p.list,
      load: () => import('./DogCategoryListPage'),
      query: listScreenQuery(dogCategoryList),
    },
    {
      path: p.add,
      load: () => import('./DogCategoryFormPage'),
      query: recordScreenQuery(DogCategoryDocument),
    },
  ),
  menu: {
    section: 'catalogue',
    order: 70,
    entries: [
      { id: 'dog-categories', label: ja.areas.dogCategories, path: p.list, icon: HeartIcon },
    ],
  },
};
