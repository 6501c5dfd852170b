import { TagIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { newsCategoryPaths as p } from './paths';

export { newsCategoryPaths } from './paths';

const form = () => import('./NewsCategoryFormPage');

/** News categories: list, add and edit. */
export const newsCategoriesArea: Area = {
  id: 'news-categories',
  screens: [
    { path: p.list, load: () => import('./NewsCategoryListPage') },
    { path: p.add, load: form },
    { path: withId(p.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 110,
    entries: [
      { id: 'news-categories', label: ja.areas.newsCategories, path: p.list, icon: TagIcon },
    ],
  },
};
