import {
  useCreatePackageCategoryMutation,
  useDeletePackageCategoryMutation,
  useUpdatePackageCategoryMutation,
  type PackageCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { categoryToValues, categoryValuesToInput } from '../../components/categories/categoryForm';

const toInput = (category: PackageCategoryFieldsFragment) =>
  categoryValuesToInput(categoryToValues(category));

/** PackageCategory writes, each undoable (a delete by creating the category again). */
export const usePackageCategoryActions = () =>
  useRecordActions({
    typename: 'PackageCategory',
    messages: ja.toast.packageCategory,
    lists: ['packageCategories'],
    useCreate: useCreatePackageCategoryMutation,
    useUpdate: useUpdatePackageCategoryMutation,
    useDelete: useDeletePackageCategoryMutation,
    undo: { create: true, update: toInput, remove: toInput },
  });
