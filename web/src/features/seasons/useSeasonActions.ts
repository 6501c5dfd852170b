import {
  useCreateSeasonMutation,
  useDeleteSeasonMutation,
  useUpdateSeasonMutation,
  type SeasonFieldsFragment,
  type SeasonInput,
} from '../../__generated__/graphql';
import { evictList, evictRow } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';
import { seasonToValues, valuesToInput } from './seasonSchema';

const LIST = 'seasons';

/**
 * Season create / update / delete with the cache kept right and an UNDO on each message:
 * a create is undone by deleting, an update by saving the previous fields, a delete by
 * creating the season again.
 */
export function useSeasonActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [createM] = useCreateSeasonMutation({ update: (cache) => evictList(cache, LIST) });
  const [updateM] = useUpdateSeasonMutation({ update: (cache) => evictList(cache, LIST) });
  const [deleteM] = useDeleteSeasonMutation({
    update: (cache, { data }) => {
      if (data) evictRow(cache, 'Season', data.deleteSeason.id, LIST);
    },
  });

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const remove = async (season: SeasonFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: season.id } });
    if (!data) return;
    const input = valuesToInput(seasonToValues(season));
    snackbar.show({
      message: ja.toast.season.deleted,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  const create = async (input: SeasonInput) => {
    const { data } = await createM({ variables: { input } });
    if (!data) return;
    const created = data.createSeason.season;
    snackbar.show({
      message: ja.toast.season.created,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: SeasonFieldsFragment, input: SeasonInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    });
    if (!data) return;
    const after = data.updateSeason.season;
    const previous = valuesToInput(seasonToValues(before));
    snackbar.show({
      message: ja.toast.season.updated,
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
