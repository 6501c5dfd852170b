import { useApolloClient } from '@apollo/client';
import {
  PackageDocument,
  useCreatePackageMutation,
  useDeletePackageMutation,
  useUpdatePackageMutation,
  type PackageFieldsFragment,
  type PackageInput,
  type PackageQuery,
  type PackageQueryVariables,
  type PackageRowFieldsFragment,
} from '../../__generated__/graphql';
import { PACKAGE_LISTS, evictLists } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';
import { packageToCreateInput } from './packageValues';

/**
 * Package create / update / delete. The lists that show packages (and the choosers, availability
 * and holidays that name them) are evicted so they ask again. Each message has an UNDO, as
 * seasons' and holidays' do: a create is undone by deleting, a delete by creating the package
 * again with every field, photo, season price and add-on (read in full before the delete; the
 * availability and holidays the api deleted with it are not recreated).
 */
export function usePackageActions() {
  const client = useApolloClient();
  const snackbar = useSnackbar();
  const showError = useShowError();
  const [createM] = useCreatePackageMutation({
    update: (cache) => evictLists(cache, PACKAGE_LISTS),
  });
  const [updateM] = useUpdatePackageMutation({
    update: (cache) => evictLists(cache, PACKAGE_LISTS),
  });
  const [deleteM] = useDeletePackageMutation({
    update: (cache, { data }) => {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Package', id: data.deletePackage.id }) });
      evictLists(cache, PACKAGE_LISTS);
    },
  });

  const undone = (work: Promise<unknown>) =>
    work.then(() => snackbar.show({ message: ja.snackbar.undone }), showError);

  const create = async (input: PackageInput) => {
    const { data } = await createM({ variables: { input } });
    if (!data) return;
    const created = data.createPackage.package;
    snackbar.show({
      message: data.createPackage.message,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: PackageFieldsFragment, input: PackageInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    });
    if (!data) return;
    snackbar.show({ message: data.updatePackage.message });
  };

  const remove = async (pkg: PackageRowFieldsFragment) => {
    // The list row lacks prices and add-ons: the whole package is read first, for the UNDO.
    const full = await client.query<PackageQuery, PackageQueryVariables>({
      query: PackageDocument,
      variables: { id: pkg.id },
      fetchPolicy: 'network-only',
    });
    const input = packageToCreateInput(full.data.package);
    const { data } = await deleteM({ variables: { id: pkg.id } });
    if (!data) return;
    snackbar.show({
      message: data.deletePackage.message,
      onUndo: () => undone(createM({ variables: { input } })),
    });
  };

  return { create, update, remove };
}
