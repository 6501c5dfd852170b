import {
  useNewsCategoriesQuery,
  useNewsCategoryQuery,
  type NewsCategoryFieldsFragment,
  type NewsCategoryInput,
  type NewsCategorySortField,
} from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';
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
  sortable: ['title', 'createdAt', 'updatedAt'],
  toInput: newsCategoryInput,
  paths: newsCategoryPaths,
  useList(query) {
    const r = useNewsCategoriesQuery({
      variables: { query },
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    });
    return { ...r, value: (r.data ?? r.previousData)?.newsCategories };
  },
  useOne(id) {
    const r = useNewsCategoryQuery({
      variables: { id: id ?? '' },
      skip: !id,
      fetchPolicy: 'network-only',
      notifyOnNetworkStatusChange: true,
    });
    return { ...r, value: r.data?.newsCategory };
  },
  useActions: useNewsCategoryActions,
};
