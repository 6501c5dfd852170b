import {
  useCreateDogCategoryMutation,
  useDeleteDogCategoryMutation,
  useUpdateDogCategoryMutation,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { categoryInputOf } from '../../components/categories/categoryForm';

/** DogCategory writes, each undoable (a delete by creating the category again). */
export const useDogCategoryActions = () =>
  useRecordActions({
    typename: 'DogCategory',
    messages: ja.toast.dogCategory,
    lists: ['dogCategories'],
    useCreate: useCreateDogCategoryMutation,
    useUpdate: useUpdateDogCategoryMutation,
    useDelete: useDeleteDogCategoryMutation,
    undo: { create: true, update: categoryInputOf, remove: categoryInputOf },
  });
