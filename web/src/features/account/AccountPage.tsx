import { ja } from '../../i18n/ja';
import { RoleUserForm } from '../users/RoleUserForm';
import { SignedInProfile } from '../users/SignedInProfile';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileTabs } from './ProfileTabs';

const t = ja.accountTabs;

/** /apps/profiles/account/{basic,personal,my-account,password,role,settings,adduser}. */
export default function AccountPage() {
  return (
    <ProfileTabs
      title={ja.areas.account}
      base="/apps/profiles/account"
      tabs={[
        { path: 'basic', label: t.basic, content: <SignedInProfile /> },
        { path: 'personal', label: t.personal, content: <SignedInProfile /> },
        { path: 'my-account', label: t.myAccount, content: <SignedInProfile /> },
        { path: 'password', label: t.password, content: <ChangePasswordForm /> },
        // The role-user form (add an admin or staff account), also under ユーザー追加.
        { path: 'role', label: t.role, content: <RoleUserForm /> },
        { path: 'settings', label: t.settings, content: <SignedInProfile /> },
        { path: 'adduser', label: t.addUser, content: <RoleUserForm /> },
      ]}
    />
  );
}
