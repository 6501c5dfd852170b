import { HeartIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { dogCategoryPaths as p } from './paths';

export { dogCategoryPaths } from './paths';

const form = () => import('./DogCategoryFormPage');

/** Dog categories: list, add and edit. */
export const dogCategoriesArea: Area = {
  id: 'dog-categories',
  screens: [
    { path: p.list, load: () => import('./DogCategoryListPage') },
    { path: p.add, load: form },
    { path: withId(p.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 70,
    entries: [
      { id: 'dog-categories', label: ja.areas.dogCategories, path: p.list, icon: HeartIcon },
    ],
  },
};
