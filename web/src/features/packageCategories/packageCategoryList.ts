import {
  PackageCategoriesDocument,
  type PackageCategoriesQuery,
  type PackageCategoryFieldsFragment,
  type CategorySortField,
} from '../../__generated__/graphql';
import { plainList } from '../../components/list/areaList';

/** The package category list: its query and sort columns (the screen and its route loader read the same). */
export const packageCategoryList = plainList<
  PackageCategoriesQuery,
  CategorySortField,
  PackageCategoryFieldsFragment
>(
  PackageCategoriesDocument,
  { sortable: ['title', 'status', 'createdAt', 'updatedAt'] },
  (d) => d.packageCategories,
);
