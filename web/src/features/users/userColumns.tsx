import { Link } from 'react-router-dom';
import type { StaffUserRowFieldsFragment, UserSortField } from '../../__generated__/graphql';
import { StatusTag } from '../../components/StatusTag';
import type { Column } from '../../components/list/DataList';
import { formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { displayName, RoleTag, UserAvatar } from './UserBits';
import { userPaths } from './paths';

const t = ja.users;

export const userColumns: Column<StaffUserRowFieldsFragment, UserSortField>[] = [
  {
    id: 'fullName',
    header: t.name,
    sortable: true,
    render: (u) => (
      <span className="app-user-cell">
        <UserAvatar user={u} />
        <Link to={userPaths.details(u.id)}>{displayName(u)}</Link>
      </span>
    ),
  },
  { id: 'email', header: t.email, sortable: true, render: (u) => u.email },
  { id: 'username', header: t.username, sortable: true, render: (u) => u.username ?? '' },
  { id: 'phoneNumber', header: t.phone, render: (u) => u.phoneNumber },
  { id: 'role', header: t.role, sortable: true, render: (u) => <RoleTag role={u.role} /> },
  {
    id: 'status',
    header: t.status,
    sortable: true,
    render: (u) => <StatusTag status={u.status} />,
  },
  {
    id: 'updatedAt',
    header: t.updatedAt,
    sortable: true,
    render: (u) => formatDateTime(u.updatedAt),
  },
];
