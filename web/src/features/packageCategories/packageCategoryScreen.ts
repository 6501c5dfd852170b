import {
  PackageCategoryDocument,
  type PackageCategoryQuery,
  type CategoryInput,
  type CategorySortField,
  type PackageCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { ja } from '../../i18n/ja';
import { packageCategoryList } from './packageCategoryList';
import { categoryValuesToInput } from '../../components/categories/categoryForm';
import type { CategoryScreen } from '../../components/categories/categoryScreen';
import { packageCategoryPaths } from './paths';
import { usePackageCategoryActions } from './usePackageCategoryActions';

/** Package categories (/package-category/…) on the shared category screens. */
export const packageCategoryScreen: CategoryScreen<
  PackageCategoryFieldsFragment,
  CategorySortField,
  CategoryInput
> = {
  strings: ja.packageCategories,
  columns: ['status', 'updatedAt'],
  list: packageCategoryList,
  toInput: categoryValuesToInput,
  paths: packageCategoryPaths,
  useOne: recordHook(PackageCategoryDocument, (d: PackageCategoryQuery) => d.packageCategory),
  useActions: usePackageCategoryActions,
};
