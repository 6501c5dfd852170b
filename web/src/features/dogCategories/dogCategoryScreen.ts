import {
  useDogCategoriesQuery,
  useDogCategoryQuery,
  type CategoryInput,
  type CategorySortField,
  type DogCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
import { categoryValuesToInput } from '../../components/categories/categoryForm';
import type { CategoryScreen } from '../../components/categories/categoryScreen';
import { dogCategoryPaths } from './paths';
import { useDogCategoryActions } from './useDogCategoryActions';

/** Dog categories (/roomcategory/…) on the shared category screens. */
export const dogCategoryScreen: CategoryScreen<
  DogCategoryFieldsFragment,
  CategorySortField,
  CategoryInput
> = {
  strings: ja.dogCategories,
  columns: ['status', 'updatedAt'],
  sortable: ['title', 'status', 'createdAt', 'updatedAt'],
  toInput: categoryValuesToInput,
  paths: dogCategoryPaths,
  useList(query) {
    const r = useDogCategoriesQuery({
      variables: { query },
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    });
    return { ...r, value: (r.data ?? r.previousData)?.dogCategories };
  },
  useOne(id) {
    const r = useDogCategoryQuery({
      variables: { id: id ?? '' },
      skip: !id,
      fetchPolicy: 'network-only',
      notifyOnNetworkStatusChange: true,
    });
    return { ...r, value: r.data?.dogCategory };
  },
  useActions: useDogCategoryActions,
};
