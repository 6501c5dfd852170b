import { AddIcon } from '@blueprintjs/icons';
import type { StaffUserRowFieldsFragment } from '../../__generated__/graphql';
import { useIsAdmin } from '../../app/session/roles';
import { LinkButton } from '../../components/LinkButton';
import { DataList } from '../../components/list/DataList';
import { SelectFilter, statusOptions } from '../../components/list/SelectFilter';
import { useAreaList } from '../../components/list/useAreaList';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { userColumns } from './userColumns';
import { displayName } from './UserBits';
import { userPaths } from './paths';
import { USER_ROLES, userFilters, userList } from './userList';
import { useUserActions } from './useUserActions';
import './users.css';

const t = ja.users;

/** /user/product-list: every account, filtered by role and status (in the URL). */
export default function UserListPage() {
  const { view, filters } = useAreaList(userList);
  const { role, status } = userFilters(filters.values);
  const actions = useUserActions();
  const isAdmin = useIsAdmin();
  return (
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          isAdmin ? (
            <LinkButton
              to={userPaths.add}
              intent="primary"
              icon={<AddIcon />}
              text={t.addRoleUser}
            />
          ) : undefined
        }
      />
      <DataList<StaffUserRowFieldsFragment>
        label={t.listTitle}
        columns={userColumns}
        {...view}
        rowTitle={displayName}
        // Staff see the list read-only: no edit or delete actions.
        {...(isAdmin ? { editPath: (u) => userPaths.edit(u.id), onDelete: actions.remove } : {})}
        searchPlaceholder={t.searchPlaceholder}
        toolbar={
          <>
            <SelectFilter
              label={t.role}
              allLabel={t.all}
              value={role ?? ''}
              options={USER_ROLES.map((r) => ({ value: r, label: t.roles[r] }))}
              onChange={(v) => filters.set({ role: v })}
            />
            <SelectFilter
              label={t.status}
              allLabel={t.all}
              value={status ?? ''}
              options={statusOptions}
              onChange={(v) => filters.set({ status: v })}
            />
          </>
        }
      />
    </>
  );
}
