import { Tag, type Intent } from '@blueprintjs/core';
import type { StaffUserRowFieldsFragment, UserRole } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

const t = ja.users;

const ROLE_INTENT: Record<UserRole, Intent> = {
  ADMIN: 'primary',
  STAFF: 'none',
  CUSTOMER: 'success',
};

/** 管理者 / スタッフ / お客様 as a tag. */
export function RoleTag({ role }: { role: UserRole }) {
  return (
    <Tag intent={ROLE_INTENT[role]} minimal round>
      {t.roles[role]}
    </Tag>
  );
}

/** The name to show: full name, else family and given name, else the email. */
export const displayName = (
  u: Pick<StaffUserRowFieldsFragment, 'fullName' | 'firstName' | 'lastName' | 'email'>,
) => u.fullName || [u.lastName, u.firstName].filter(Boolean).join(' ') || u.email;

/** The profile picture, or the name's first letter on a coloured disc. */
export function UserAvatar({
  user,
  size = 32,
}: {
  user: Pick<
    StaffUserRowFieldsFragment,
    'fullName' | 'firstName' | 'lastName' | 'email' | 'profilePictureUrl'
  >;
  size?: number;
}) {
  const name = displayName(user);
  return user.profilePictureUrl ? (
    <img
      className="app-avatar"
      src={user.profilePictureUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  ) : (
    <span
      className="app-avatar is-initial"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
