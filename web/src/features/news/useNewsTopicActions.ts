import {
  useCreateNewsTopicMutation,
  useDeleteNewsTopicMutation,
  useUpdateNewsTopicMutation,
  type NewsTopicFieldsFragment,
  type NewsTopicInput,
} from '../../__generated__/graphql';
import { evictList, evictRow } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';
import { newsTopicToValues, valuesToInput } from './newsTopicSchema';

const LIST = 'newsTopics';

/**
 * News topic create / update / delete, each message with an UNDO (a deleted topic is created
 * again with the same text and images: its stored files are kept).
 */
export function useNewsTopicActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [createM] = useCreateNewsTopicMutation({ update: (cache) => evictList(cache, LIST) });
  const [updateM] = useUpdateNewsTopicMutation({ update: (cache) => evictList(cache, LIST) });
  const [deleteM] = useDeleteNewsTopicMutation({
    update: (cache, { data }) => {
      if (data) evictRow(cache, 'NewsTopic', data.deleteNewsTopic.id, LIST);
    },
  });

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const remove = async (topic: NewsTopicFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: topic.id } });
    if (!data) return;
    const input = valuesToInput(newsTopicToValues(topic));
    snackbar.show({
      message: ja.toast.newsTopic.deleted,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  const create = async (input: NewsTopicInput) => {
    const { data } = await createM({ variables: { input } });
    if (!data) return;
    const created = data.createNewsTopic.newsTopic;
    snackbar.show({
      message: ja.toast.newsTopic.created,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: NewsTopicFieldsFragment, input: NewsTopicInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    });
    if (!data) return;
    const after = data.updateNewsTopic.newsTopic;
    const previous = valuesToInput(newsTopicToValues(before));
    snackbar.show({
      message: ja.toast.newsTopic.updated,
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
