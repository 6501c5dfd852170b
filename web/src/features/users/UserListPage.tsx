import { HTMLSelect } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import type { StaffUserRowFieldsFragment } from '../../__generated__/graphql';
import { useIsAdmin } from '../../app/session/roles';
import { LinkButton } from '../../components/LinkButton';
import { DataList } from '../../components/list/DataList';
import { useAreaList } from '../../components/list/useAreaList';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { userColumns } from './userColumns';
import { displayName } from './UserBits';
import { userPaths } from './paths';
import { USER_ROLES, USER_STATUSES, userFilters, userList } from './userList';
import { useUserActions } from './useUserActions';
import './users.css';

const t = ja.users;

function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: V; label: string }[];
  onChange(v: string): void;
}) {
  const id = useId();
  return (
    <span className="app-filter-field">
      <label htmlFor={id}>{label}</label>
      <HTMLSelect id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t.all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </span>
  );
}

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
            <FilterSelect
              label={t.role}
              value={role ?? ''}
              options={USER_ROLES.map((r) => ({ value: r, label: t.roles[r] }))}
              onChange={(v) => filters.set({ role: v })}
            />
            <FilterSelect
              label={t.status}
              value={status ?? ''}
              options={USER_STATUSES.map((s) => ({
                value: s,
                label: s === 'ACTIVE' ? ja.form.statusActive : ja.form.statusInactive,
              }))}
              onChange={(v) => filters.set({ status: v })}
            />
          </>
        }
      />
    </>
  );
}
