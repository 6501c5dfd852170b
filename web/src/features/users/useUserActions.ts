import {
  useCreateRoleUserMutation,
  useDeleteUserMutation,
  useUpdateUserMutation,
} from '../../__generated__/graphql';
import { useRecordActions } from '../../components/mutations/useRecordActions';
import { ja } from '../../i18n/ja';

/** User update, delete and the add role user. A deleted account cannot be brought back: no UNDO. */
export const useUserActions = () =>
  useRecordActions({
    typename: 'StaffUser',
    messages: ja.toast.user,
    lists: ['users', 'userCounts', 'bookingCustomers'],
    useCreate: useCreateRoleUserMutation,
    useUpdate: useUpdateUserMutation,
    useDelete: useDeleteUserMutation,
    undo: { create: false },
  });
