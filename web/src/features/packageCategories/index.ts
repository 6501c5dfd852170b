import { FolderCloseIcon } from '@blueprintjs/icons';
import { listAndForm, type Area } from '../../app/area';
import { PackageCategoryDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { packageCategoryPaths as p } from './paths';
import { packageCategoryList } from './packageCategoryList';

export { packageCategoryPaths } from './paths';

/** Package categories: list, add and edit. */
export const packageCategoriesArea: Area = {
  id: 'package-categories',
  screens: listAndForm(
    {
      path: p.list,
      load: () => import('./PackageCategoryListPage'),
      query: listScreenQuery(packageCategoryList),
    },
    {
      path: p.add,
      load: () => import('./PackageCategoryFormPage'),
      query: recordScreenQuery(PackageCategoryDocument),
    },
  ),
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
