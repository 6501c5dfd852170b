import {
  useCreatePackageMutation,
  useDeletePackageMutation,
  useUpdatePackageMutation,
} from '../../__generated__/graphql';
import { PACKAGE_LISTS } from '../../components/mutations/cacheUpdates';
import { useRecordActions } from '../../components/mutations/useRecordActions';

/**
 * Package writes. The lists that show packages (and the choosers, availability and holidays that
 * name them) ask again. Only a create is undoable: a delete also removes the package's
 * availability and holidays.
 */
export const usePackageActions = () =>
  useRecordActions({
    typename: 'Package',
    lists: PACKAGE_LISTS,
    useCreate: useCreatePackageMutation,
    useUpdate: useUpdatePackageMutation,
    useDelete: useDeletePackageMutation,
    undo: { create: true },
  });
