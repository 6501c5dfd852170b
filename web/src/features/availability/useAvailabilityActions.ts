import {
  useCreateAvailabilityMutation,
  useDeleteAvailabilityMutation,
  useUpdateAvailabilityMutation,
  type AvailabilityFieldsFragment,
  type AvailabilityInput,
} from '../../__generated__/graphql';
import { AVAILABILITY_LISTS } from '../../components/mutations/cacheUpdates';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';
import { availabilityToInput } from './availabilitySchema';

/** Availability writes, each undoable (a delete by creating it again for the same package). */
export const useAvailabilityActions = () =>
  useRecordActions({
    typename: 'Availability',
    messages: ja.toast.availability,
    lists: AVAILABILITY_LISTS,
    useCreate: useCreateAvailabilityMutation,
    useUpdate: useUpdateAvailabilityMutation,
    useDelete: useDeleteAvailabilityMutation,
    undo: {
      create: true,
      update: availabilityToInput,
      remove: (a: AvailabilityFieldsFragment): AvailabilityInput => ({
        ...availabilityToInput(a),
        packageId: a.packageId,
      }),
    },
  });
