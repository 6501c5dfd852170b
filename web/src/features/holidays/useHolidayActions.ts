import {
  useCreateHolidayMutation,
  useDeleteHolidayMutation,
  useUpdateHolidayMutation,
  type HolidayFieldsFragment,
  type HolidayInput,
} from '../../__generated__/graphql';
import { HOLIDAY_LISTS, evictLists } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';
import { holidayToInput } from './holidaySchema';

/**
 * Holiday create / update / delete, each message with an UNDO: a create is undone by deleting, an
 * update by saving the previous fields, a delete by creating the holiday again.
 */
export function useHolidayActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [createM] = useCreateHolidayMutation({
    update: (cache) => evictLists(cache, HOLIDAY_LISTS),
  });
  const [updateM] = useUpdateHolidayMutation({
    update: (cache) => evictLists(cache, HOLIDAY_LISTS),
  });
  const [deleteM] = useDeleteHolidayMutation({
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Holiday', id: data.deleteHoliday.id }) });
      evictLists(cache, HOLIDAY_LISTS);
    },
  });

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const create = async (input: HolidayInput) => {
    const { data } = await createM({ variables: { input } });
    if (!data) return;
    const created = data.createHoliday.holiday;
    snackbar.show({
      message: ja.toast.holiday.created,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: HolidayFieldsFragment, input: HolidayInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    });
    if (!data) return;
    const after = data.updateHoliday.holiday;
    const previous = holidayToInput(before);
    snackbar.show({
      message: ja.toast.holiday.updated,
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

  const remove = async (holiday: HolidayFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: holiday.id } });
    if (!data) return;
    const input = holidayToInput(holiday);
    snackbar.show({
      message: ja.toast.holiday.deleted,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  return { create, update, remove };
}
