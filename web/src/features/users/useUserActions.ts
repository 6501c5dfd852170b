import {
  useCreateRoleUserMutation,
  useDeleteUserMutation,
  useUpdateUserMutation,
  type RoleUserInput,
  type StaffUserFieldsFragment,
  type StaffUserRowFieldsFragment,
  type UpdateUserInput,
} from '../../__generated__/graphql';
import { evictLists, evictRow } from '../../app/cacheUpdates';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { ja } from '../../i18n/ja';

const LISTS = ['users', 'userCounts', 'bookingCustomers'] as const;

/** User update, delete and the add role user. A deleted account cannot be brought back: no UNDO. */
export function useUserActions() {
  const snackbar = useSnackbar();
  const [updateM] = useUpdateUserMutation({ update: (cache) => evictLists(cache, LISTS) });
  const [createM] = useCreateRoleUserMutation({ update: (cache) => evictLists(cache, LISTS) });
  const [deleteM] = useDeleteUserMutation({
    update: (cache, { data }) => {
      if (!data) return;
      evictRow(cache, 'StaffUser', data.deleteUser.id, 'users');
      evictLists(cache, LISTS);
    },
  });

  return {
    update: async (before: StaffUserFieldsFragment, input: UpdateUserInput) => {
      const { data } = await updateM({
        variables: { id: before.id, input, expectedUpdatedAt: before.updatedAt },
      });
      if (data) snackbar.show({ message: ja.toast.user.updated });
    },
    remove: async (user: StaffUserRowFieldsFragment) => {
      const { data } = await deleteM({ variables: { id: user.id } });
      if (data) snackbar.show({ message: ja.toast.user.deleted });
    },
    createRoleUser: async (input: RoleUserInput) => {
      const { data } = await createM({ variables: { input } });
      if (data) snackbar.show({ message: ja.toast.user.created });
      // Saved, with the new account, or with null when the server did not return it.
      return data ? { user: data.createRoleUser.user } : undefined;
    },
  };
}
