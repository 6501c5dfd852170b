import {
  UsersDocument,
  type Status,
  type UserRole,
  type UserSortField,
  type UsersQuery,
} from '../../__generated__/graphql';
import { areaList } from '../../components/list/areaList';
import type { ListQueryOf } from '../../components/list/listParams';

export const USER_ROLES: readonly UserRole[] = ['ADMIN', 'STAFF', 'CUSTOMER'];
export const USER_STATUSES: readonly Status[] = ['ACTIVE', 'INACTIVE'];

const oneOf = <V extends string>(values: readonly V[], raw: string): V | undefined =>
  (values as readonly string[]).includes(raw) ? (raw as V) : undefined;

/** The URL's role and status filters (unknown values are ignored). */
export const userFilters = (values: Record<'role' | 'status', string>) => ({
  role: oneOf(USER_ROLES, values.role),
  status: oneOf(USER_STATUSES, values.status),
});

/** Every account: the query, its sort columns and its role and status filters. */
export const userList = areaList({
  document: UsersDocument,
  defaults: {
    sortable: ['createdAt', 'updatedAt', 'fullName', 'email', 'username', 'status', 'role'],
  },
  filters: ['role', 'status'] as const,
  variables: (query: ListQueryOf<UserSortField>, filters: Record<'role' | 'status', string>) => ({
    query,
    ...userFilters(filters),
  }),
  page: (d: UsersQuery) => d.users,
});
