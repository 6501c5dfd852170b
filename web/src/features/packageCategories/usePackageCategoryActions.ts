import {
  useCreatePackageCategoryMutation,
  useDeletePackageCategoryMutation,
  useUpdatePackageCategoryMutation,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { categoryInputOf } from '../../components/categories/categoryForm';

/** PackageCategory writes, each undoable (a delete by creating the category again). */
export const usePackageCategoryActions = () =>
  useRecordActions({
    typename: 'PackageCategory',
    messages: ja.toast.packageCategory,
    lists: ['packageCategories'],
    useCreate: useCreatePackageCategoryMutation,
    useUpdate: useUpdatePackageCategoryMutation,
    useDelete: useDeletePackageCategoryMutation,
    undo: { create: true, update: categoryInputOf, remove: categoryInputOf },
  });
