import {
  DogCategoriesDocument,
  type DogCategoriesQuery,
  type DogCategoryFieldsFragment,
  type CategorySortField,
} from '../../__generated__/graphql';
import { plainList } from '../../components/list/areaList';

/** The dog category list: its query and sort columns (the screen and its route loader read the same). */
export const dogCategoryList = plainList<
  DogCategoriesQuery,
  CategorySortField,
  DogCategoryFieldsFragment
>(
  DogCategoriesDocument,
  { sortable: ['title', 'status', 'createdAt', 'updatedAt'] },
  (d) => d.dogCategories,
);
