import { useApolloClient } from '@apollo/client';
import {
  AvailabilityDocument,
  useCreateAvailabilityMutation,
  useDeleteAvailabilityMutation,
  useUpdateAvailabilityMutation,
  type AvailabilityInput,
  type AvailabilityQuery,
  type AvailabilityQueryVariables,
  type AvailabilityRowFieldsFragment,
} from '../../__generated__/graphql';
import { AVAILABILITY_LISTS } from '../../components/mutations/cacheUpdates';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { availabilityToInput } from './availabilitySchema';

/** Availability writes, each undoable (a delete by creating it again for the same package). */
export function useAvailabilityActions() {
  const client = useApolloClient();
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
        const full = await client.query<AvailabilityQuery, AvailabilityQueryVariables>({
          query: AvailabilityDocument,
          variables: { id: row.id },
          fetchPolicy: 'network-only',
          errorPolicy: 'none',
        });
        const record = full.data.availability;
        return { ...availabilityToInput(record), packageId: record.packageId };
      },
    },
  });
}
