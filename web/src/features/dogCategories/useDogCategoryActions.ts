import {
  useCreateDogCategoryMutation,
  useDeleteDogCategoryMutation,
  useUpdateDogCategoryMutation,
  type DogCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { categoryToValues, categoryValuesToInput } from '../../components/categories/categoryForm';

const toInput = (category: DogCategoryFieldsFragment) =>
  categoryValuesToInput(categoryToValues(category));

/** DogCategory writes, each undoable (a delete by creating the category again). */
export const useDogCategoryActions = () =>
  useRecordActions({
    typename: 'DogCategory',
    messages: ja.toast.dogCategory,
    lists: ['dogCategories'],
    useCreate: useCreateDogCategoryMutation,
    useUpdate: useUpdateDogCategoryMutation,
    useDelete: useDeleteDogCategoryMutation,
    undo: { create: true, update: toInput, remove: toInput },
  });
