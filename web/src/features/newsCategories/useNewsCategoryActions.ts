import {
  useCreateNewsCategoryMutation,
  useDeleteNewsCategoryMutation,
  useUpdateNewsCategoryMutation,
  type NewsCategoryFieldsFragment,
  type NewsCategoryInput,
} from '../../__generated__/graphql';
import { evictList, evictRow } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';
import { newsCategoryToValues, valuesToInput } from './newsCategorySchema';

/** Every cached list that shows news categories (the paged list and the pickers). */
const LISTS = ['newsCategories', 'allNewsCategories'];

const evictLists = (cache: Parameters<typeof evictList>[0]) =>
  LISTS.forEach((field) => evictList(cache, field));

/** News category create / update / delete, each message with an UNDO (see useSeasonActions). */
export function useNewsCategoryActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [createM] = useCreateNewsCategoryMutation({ update: evictLists });
  const [updateM] = useUpdateNewsCategoryMutation({ update: evictLists });
  const [deleteM] = useDeleteNewsCategoryMutation({
    update: (cache, { data }) => {
      if (!data) return;
      evictRow(cache, 'NewsCategory', data.deleteNewsCategory.id, 'newsCategories');
      evictList(cache, 'allNewsCategories');
    },
  });

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const remove = async (category: NewsCategoryFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: category.id } });
    if (!data) return;
    const input = valuesToInput(newsCategoryToValues(category));
    snackbar.show({
      message: ja.toast.newsCategory.deleted,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  const create = async (input: NewsCategoryInput) => {
    const { data } = await createM({ variables: { input } });
    if (!data) return;
    const created = data.createNewsCategory.newsCategory;
    snackbar.show({
      message: ja.toast.newsCategory.created,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: NewsCategoryFieldsFragment, input: NewsCategoryInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    });
    if (!data) return;
    const after = data.updateNewsCategory.newsCategory;
    const previous = valuesToInput(newsCategoryToValues(before));
    snackbar.show({
      message: ja.toast.newsCategory.updated,
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
