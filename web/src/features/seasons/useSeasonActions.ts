import {
  useCreateSeasonMutation,
  useDeleteSeasonMutation,
  useUpdateSeasonMutation,
  type SeasonFieldsFragment,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { seasonToValues, valuesToInput } from './seasonSchema';

const toInput = (season: SeasonFieldsFragment) => valuesToInput(seasonToValues(season));

/** Season writes, each undoable (a delete by creating the season again). */
export const useSeasonActions = () =>
  useRecordActions({
    typename: 'Season',
    messages: ja.toast.season,
    lists: ['seasons'],
    useCreate: useCreateSeasonMutation,
    useUpdate: useUpdateSeasonMutation,
    useDelete: useDeleteSeasonMutation,
    undo: { create: true, update: toInput, remove: toInput },
  });
