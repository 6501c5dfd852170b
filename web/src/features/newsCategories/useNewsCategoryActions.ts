import {
  useCreateNewsCategoryMutation,
  useDeleteNewsCategoryMutation,
  useUpdateNewsCategoryMutation,
  type NewsCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { newsCategoryInput } from './newsCategoryInput';

const toInput = (category: NewsCategoryFieldsFragment) => newsCategoryInput(category);

/** News category writes, each undoable; the paged list and the pickers ask again after each. */
export const useNewsCategoryActions = () =>
  useRecordActions({
    typename: 'NewsCategory',
    messages: ja.toast.newsCategory,
    lists: ['newsCategories', 'allNewsCategories'],
    useCreate: useCreateNewsCategoryMutation,
    useUpdate: useUpdateNewsCategoryMutation,
    useDelete: useDeleteNewsCategoryMutation,
    undo: { create: true, update: toInput, remove: toInput },
  });
