import {
  useCreateDogCategoryMutation,
  useDeleteDogCategoryMutation,
  useUpdateDogCategoryMutation,
  type CategoryInput,
  type DogCategoryFieldsFragment,
} from '../../__generated__/graphql';
import { evictList, evictRow } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';
import { categoryToValues, categoryValuesToInput } from '../categories/categoryForm';

const LIST = 'dogCategories';

/** Dog category create / update / delete, each message with an UNDO (see useSeasonActions). */
export function useDogCategoryActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [createM] = useCreateDogCategoryMutation({ update: (cache) => evictList(cache, LIST) });
  const [updateM] = useUpdateDogCategoryMutation({ update: (cache) => evictList(cache, LIST) });
  const [deleteM] = useDeleteDogCategoryMutation({
    update: (cache, { data }) => {
      if (data) evictRow(cache, 'DogCategory', data.deleteDogCategory.id, LIST);
    },
  });

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const remove = async (category: DogCategoryFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: category.id } });
    if (!data) return;
    const input = categoryValuesToInput(categoryToValues(category));
    snackbar.show({
      message: ja.toast.dogCategory.deleted,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  const create = async (input: CategoryInput) => {
    const { data } = await createM({ variables: { input } });
    if (!data) return;
    const created = data.createDogCategory.dogCategory;
    snackbar.show({
      message: ja.toast.dogCategory.created,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: DogCategoryFieldsFragment, input: CategoryInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    });
    if (!data) return;
    const after = data.updateDogCategory.dogCategory;
    const previous = categoryValuesToInput(categoryToValues(before));
    snackbar.show({
      message: ja.toast.dogCategory.updated,
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
