import {
  DogCategoryDocument,
  type DogCategoryQuery,
  type CategoryInput,
  type CategorySortField,
  type DogCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { ja } from '../../i18n/ja';
import { dogCategoryList } from './dogCategoryList';
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
  list: dogCategoryList,
  toInput: categoryValuesToInput,
  paths: dogCategoryPaths,
  useOne: recordHook(DogCategoryDocument, (d: DogCategoryQuery) => d.dogCategory),
  useActions: useDogCategoryActions,
};
