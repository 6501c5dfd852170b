import {
  useCreateAvailabilityMutation,
  useDeleteAvailabilityMutation,
  useUpdateAvailabilityMutation,
  type AvailabilityFieldsFragment,
  type AvailabilityInput,
} from '../../__generated__/graphql';
import { AVAILABILITY_LISTS, evictLists } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';
import { availabilityToInput } from './availabilitySchema';

/** Availability create / update / delete, each message with an UNDO. */
export function useAvailabilityActions() {
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [createM] = useCreateAvailabilityMutation({
    update: (cache) => evictLists(cache, AVAILABILITY_LISTS),
  });
  const [updateM] = useUpdateAvailabilityMutation({
    update: (cache) => evictLists(cache, AVAILABILITY_LISTS),
  });
  const [deleteM] = useDeleteAvailabilityMutation({
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({
        id: cache.identify({ __typename: 'Availability', id: data.deleteAvailability.id }),
      });
      evictLists(cache, AVAILABILITY_LISTS);
    },
  });

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const create = async (input: AvailabilityInput) => {
    const { data } = await createM({ variables: { input } });
    if (!data) return;
    const created = data.createAvailability.availability;
    snackbar.show({
      message: ja.toast.availability.created,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: AvailabilityFieldsFragment, input: AvailabilityInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    });
    if (!data) return;
    const after = data.updateAvailability.availability;
    const previous = availabilityToInput(before);
    snackbar.show({
      message: ja.toast.availability.updated,
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

  const remove = async (a: AvailabilityFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: a.id } });
    if (!data) return;
    const input = { ...availabilityToInput(a), packageId: a.packageId };
    snackbar.show({
      message: ja.toast.availability.deleted,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  return { create, update, remove };
}
