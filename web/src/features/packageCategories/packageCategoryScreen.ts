import {
  usePackageCategoriesQuery,
  usePackageCategoryQuery,
  type CategoryInput,
  type CategorySortField,
  type PackageCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
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
  sortable: ['title', 'status', 'createdAt', 'updatedAt'],
  toInput: categoryValuesToInput,
  paths: packageCategoryPaths,
  useList(query) {
    const r = usePackageCategoriesQuery({
      variables: { query },
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    });
    return { ...r, value: (r.data ?? r.previousData)?.packageCategories };
  },
  useOne(id) {
    const r = usePackageCategoryQuery({
      variables: { id: id ?? '' },
      skip: !id,
      fetchPolicy: 'network-only',
      notifyOnNetworkStatusChange: true,
    });
    return { ...r, value: r.data?.packageCategory };
  },
  useActions: usePackageCategoryActions,
};
