import {
  NewsCategoriesDocument,
  type NewsCategoriesQuery,
  type NewsCategoryFieldsFragment,
  type NewsCategorySortField,
} from '../../__generated__/graphql';
import { plainList } from '../../components/list/areaList';

/** The news category list: its query and sort columns (the screen and its route loader read the same). */
export const newsCategoryList = plainList<
  NewsCategoriesQuery,
  NewsCategorySortField,
  NewsCategoryFieldsFragment
>(
  NewsCategoriesDocument,
  { sortable: ['title', 'createdAt', 'updatedAt'] },
  (d) => d.newsCategories,
);
