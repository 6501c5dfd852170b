import { FolderCloseIcon } from '@blueprintjs/icons';
import { listAndFormArea } from '../../app/area';
import { PackageCategoryDocument } from '../../__generated__/graphql';
import { listScreenQuery, recordScreenQuery } from '../../components/query/screenQuery';
import { ja } from '../../i18n/ja';
import { packageCategoryPaths as p } from './paths';
import { packageCategoryList } from './packageCategoryList';

export { packageCategoryPaths } from './paths';

/** Package categories: list, add and edit. */
export const packageCategoriesArea = listAndFormArea('package-categories', p, {
  menu: [60, ja.areas.packageCategories, FolderCloseIcon],
  list: [() => import('./PackageCategoryListPage'), listScreenQuery(packageCategoryList)],
  form: [() => import('./PackageCategoryFormPage'), recordScreenQuery(PackageCategoryDocument)],
});
