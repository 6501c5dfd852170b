import { useIsAdmin } from '../../app/session/roles';
import { ja } from '../../i18n/ja';
import { RoleUserForm } from './RoleUserForm';
import { SignedInProfile } from './SignedInProfile';
import { ChangePasswordForm } from './ChangePasswordForm';
import { accountPaths } from './paths';
import { DisplaySettings } from './DisplaySettings';
import { ProfileTabs } from './ProfileTabs';

const t = ja.accountTabs;

/** /apps/profiles/account/{basic,personal,my-account,password,role,settings,adduser}. */
export default function AccountPage() {
  // Adding admin or staff accounts is an admin's: staff do not see those tabs.
  const isAdmin = useIsAdmin();
  const adminTabs = isAdmin
    ? [
        // The role-user form (add an admin or staff account), also under ユーザー追加.
        { path: 'role', label: t.role, content: <RoleUserForm /> },
      ]
    : [];
  return (
    <ProfileTabs
      title={ja.areas.account}
      base={accountPaths.account}
      tabs={[
        { path: 'basic', label: t.basic, content: <SignedInProfile section="basic" /> },
        { path: 'personal', label: t.personal, content: <SignedInProfile section="personal" /> },
        { path: 'my-account', label: t.myAccount, content: <SignedInProfile section="account" /> },
        { path: 'password', label: t.password, content: <ChangePasswordForm /> },
        ...adminTabs,
        { path: 'settings', label: t.settings, content: <DisplaySettings /> },
        ...(isAdmin ? [{ path: 'adduser', label: t.addUser, content: <RoleUserForm /> }] : []),
      ]}
    />
  );
}
