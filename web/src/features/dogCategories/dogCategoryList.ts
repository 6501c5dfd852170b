import { DogCategoriesDocument, type DogCategoriesQuery } from '../../__generated__/graphql';
import { statusCategoryList } from '../../components/categories/statusCategory';

/** The dog category list: its query and sort columns (the screen and its route loader read the same). */
export const dogCategoryList = statusCategoryList(
  DogCategoriesDocument,
  (d: DogCategoriesQuery) => d.dogCategories,
);
