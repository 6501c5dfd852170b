import {
  AvailabilityDocument,
  useCreateAvailabilityMutation,
  useDeleteAvailabilityMutation,
  useUpdateAvailabilityMutation,
  type AvailabilityInput,
  type AvailabilityQuery,
  type AvailabilityRowFieldsFragment,
} from '../../__generated__/graphql';
import { AVAILABILITY_LISTS } from '../../components/mutations/cacheUpdates';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { useReadRecord } from '../../components/query/useReadRecord';
import { ja } from '../../i18n/ja';
import { availabilityToInput } from './availabilitySchema';

/** Availability writes, each undoable (a delete by creating it again for the same package). */
export function useAvailabilityActions() {
  const readAvailability = useReadRecord(
    AvailabilityDocument,
    (d: AvailabilityQuery) => d.availability,
  );
  return useRecordActions({
    typename: 'Availability',
    messages: ja.toast.availability,
    lists: AVAILABILITY_LISTS,
    useCreate: useCreateAvailabilityMutation,
    useUpdate: useUpdateAvailabilityMutation,
    useDelete: useDeleteAvailabilityMutation,
    undo: {
      create: true,
      update: availabilityToInput,
      // The list row has only the count of selected slots: the whole record is read first.
      remove: async (row: AvailabilityRowFieldsFragment): Promise<AvailabilityInput> => {
        const record = await readAvailability(row.id);
        return { ...availabilityToInput(record), packageId: record.packageId };
      },
    },
  });
}
