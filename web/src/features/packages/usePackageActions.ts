import {
  useCreatePackageMutation,
  useDeletePackageMutation,
  useUpdatePackageMutation,
  type PackageFieldsFragment,
  type PackageInput,
  type PackageRowFieldsFragment,
} from '../../__generated__/graphql';
import { PACKAGE_LISTS, evictLists } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { useShowError } from '../../components/feedback/useShowError';
import { ja } from '../../i18n/ja';

/**
 * Package create / update / delete. The lists that show packages (and the choosers, availability
 * and holidays that name them) are evicted so they ask again. Create and update offer UNDO; a
 * delete also removes the package's availability and holidays, so it cannot be undone.
 */
export function usePackageActions() {
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
      message: ja.toast.package.created,
      onUndo: created ? () => undone(deleteM({ variables: { id: created.id } })) : undefined,
    });
  };

  const update = async (before: PackageFieldsFragment, input: PackageInput) => {
    const { data } = await updateM({
      variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
    });
    if (!data) return;
    snackbar.show({ message: ja.toast.package.updated });
  };

  const remove = async (pkg: PackageRowFieldsFragment) => {
    const { data } = await deleteM({ variables: { id: pkg.id } });
    if (!data) return;
    snackbar.show({ message: ja.toast.package.deleted });
  };

  return { create, update, remove };
}
