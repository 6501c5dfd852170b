import {
  PackageDocument,
  useCreatePackageMutation,
  useDeletePackageMutation,
  useUpdatePackageMutation,
  type PackageQuery,
  type PackageRowFieldsFragment,
} from '../../__generated__/graphql';
import { PACKAGE_LISTS } from '../../components/mutations/cacheUpdates';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { useReadRecord } from '../../components/query/useReadRecord';
import { ja } from '../../i18n/ja';
import { packageUndoInput } from './packageUndo';
import { packageToCreateInput } from './packageValues';

/**
 * Package writes. The lists that show packages (and the choosers, availability and holidays that
 * name them) ask again. A create is undone by deleting; an update by saving the package as it was
 * (packageUndoInput); a delete, as seasons' and holidays' are,
 * by creating the package again with every field, photo, season price and add-on (read in full
 * before the delete; the availability and holidays the api deleted with it are not recreated).
 */
export function usePackageActions() {
  const readPackage = useReadRecord(PackageDocument, (d: PackageQuery) => d.package);
  return useRecordActions({
    typename: 'Package',
    messages: ja.toast.package,
    lists: PACKAGE_LISTS,
    useCreate: useCreatePackageMutation,
    useUpdate: useUpdatePackageMutation,
    useDelete: useDeletePackageMutation,
    undo: {
      create: true,
      update: packageUndoInput,
      // The list row lacks prices and add-ons: the whole package is read first.
      remove: async (row: PackageRowFieldsFragment) =>
        packageToCreateInput(await readPackage(row.id)),
    },
  });
}
