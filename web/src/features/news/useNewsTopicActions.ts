import {
  useCreateNewsTopicMutation,
  useDeleteNewsTopicMutation,
  useUpdateNewsTopicMutation,
  type NewsTopicFieldsFragment,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { newsTopicToValues, valuesToInput } from './newsTopicSchema';

const toInput = (topic: NewsTopicFieldsFragment) => valuesToInput(newsTopicToValues(topic));

/**
 * News topic writes, each undoable (a deleted topic is created again with the same text and
 * images: its stored files are kept).
 */
export const useNewsTopicActions = () =>
  useRecordActions({
    typename: 'NewsTopic',
    messages: ja.toast.newsTopic,
    lists: ['newsTopics'],
    useCreate: useCreateNewsTopicMutation,
    useUpdate: useUpdateNewsTopicMutation,
    useDelete: useDeleteNewsTopicMutation,
    undo: { create: true, update: toInput, remove: toInput },
  });
