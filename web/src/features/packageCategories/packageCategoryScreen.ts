import {
  PackageCategoryDocument,
  type PackageCategoryQuery,
  type PackageCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { statusCategoryScreen } from '../../components/categories/statusCategory';
import { ja } from '../../i18n/ja';
import { packageCategoryList } from './packageCategoryList';
import { packageCategoryPaths } from './paths';
import { usePackageCategoryActions } from './usePackageCategoryActions';

/** Package categories (/package-category/…) on the shared category screens. */
export const packageCategoryScreen = statusCategoryScreen<PackageCategoryFieldsFragment>({
  strings: ja.packageCategories,
  list: packageCategoryList,
  paths: packageCategoryPaths,
  recordType: 'PACKAGE_CATEGORY',
  useOne: recordHook(PackageCategoryDocument, (d: PackageCategoryQuery) => d.packageCategory),
  useActions: usePackageCategoryActions,
});
