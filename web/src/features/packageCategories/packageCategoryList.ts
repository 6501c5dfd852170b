import {
  PackageCategoriesDocument,
  type PackageCategoriesQuery,
} from '../../__generated__/graphql';
import { statusCategoryList } from '../../components/categories/statusCategory';

/** The package category list: its query and sort columns (the screen and its route loader read the same). */
export const packageCategoryList = statusCategoryList(
  PackageCategoriesDocument,
  (d: PackageCategoriesQuery) => d.packageCategories,
);
