import { FolderCloseIcon } from '@blueprintjs/icons';
import { withId, type Area } from '../../app/area';
import { ja } from '../../i18n/ja';
import { packageCategoryPaths as p } from './paths';

export { packageCategoryPaths } from './paths';

const form = () => import('./PackageCategoryFormPage');

/** Package categories: list, add and edit. */
export const packageCategoriesArea: Area = {
  id: 'package-categories',
  screens: [
    { path: p.list, load: () => import('./PackageCategoryListPage') },
    { path: p.add, load: form },
    { path: withId(p.add), load: form },
  ],
  menu: {
    section: 'catalogue',
    order: 60,
    entries: [
      {
        id: 'package-categories',
        label: ja.areas.packageCategories,
        path: p.list,
        icon: FolderCloseIcon,
      },
    ],
  },
};
