import {
  useCreatePackageCategoryMutation,
  useDeletePackageCategoryMutation,
  useUpdatePackageCategoryMutation,
  type CategoryInput,
  type PackageCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { evictList, evictRow } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';
import { categoryToValues, categoryValuesToInput } from '../categories/categoryForm';

const LIST = 'packageCategories';

/** Package category create / update / delete, each message with an UNDO (see useSeasonActions). */
export function usePackageCategoryActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [createM] = useCreatePackageCategoryMutation({ update: (cache) => evictList(cache, LIST) });
  const [updateM] = useUpdatePackageCategoryMutation({ update: (cache) => evictList(cache, LIST) });
  const [deleteM] = useDeletePackageCategoryMutation({
    update: (cache, { data }) => {
      if (data) evictRow(cache, 'PackageCategory', data.deletePackageCategory.id, LIST);
    },
  });

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const remove = async (category: PackageCategoryFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: category.id } });
    if (!data) return;
    const input = categoryValuesToInput(categoryToValues(category));
    snackbar.show({
      message: ja.toast.packageCategory.deleted,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  const create = async (input: CategoryInput) => {
    const { data } = await createM({ variables: { input } });
    if (!data) return;
    const created = data.createPackageCategory.packageCategory;
    snackbar.show({
      message: ja.toast.packageCategory.created,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: PackageCategoryFieldsFragment, input: CategoryInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    });
    if (!data) return;
    const after = data.updatePackageCategory.packageCategory;
    const previous = categoryValuesToInput(categoryToValues(before));
    snackbar.show({
      message: ja.toast.packageCategory.updated,
      onUndo: after
        ? () =>
            undone(
              updateM({
                variables: { id: after.id, input: previous, expectedUpdatedAt: after.updatedAt },
              }),
            )
        : undefined,
    });
  };

  return { create, update, remove };
}
