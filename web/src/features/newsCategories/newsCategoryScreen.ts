import {
  NewsCategoryDocument,
  type NewsCategoryQuery,
  type NewsCategoryFieldsFragment,
  type NewsCategoryInput,
  type NewsCategorySortField,
} from '../../__generated__/graphql';
import { recordHook } from '../../components/query/useRecordQuery';
import { ja } from '../../i18n/ja';
import { newsCategoryList } from './newsCategoryList';
import type { CategoryScreen } from '../../components/categories/categoryScreen';
import { newsCategoryInput } from './newsCategoryInput';
import { newsCategoryPaths } from './paths';
import { useNewsCategoryActions } from './useNewsCategoryActions';

/** News categories (/categorytopics/…) on the shared category screens: a title, no status. */
export const newsCategoryScreen: CategoryScreen<
  NewsCategoryFieldsFragment,
  NewsCategorySortField,
  NewsCategoryInput
> = {
  strings: ja.newsCategories,
  columns: ['createdAt', 'updatedAt'],
  list: newsCategoryList,
  toInput: newsCategoryInput,
  paths: newsCategoryPaths,
  recordType: 'NEWS_CATEGORY',
  useOne: recordHook(NewsCategoryDocument, (d: NewsCategoryQuery) => d.newsCategory),
  useActions: useNewsCategoryActions,
};
