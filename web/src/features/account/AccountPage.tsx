import { ja } from '../../i18n/ja';
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
        { path: 'basic', label: t.basic },
        { path: 'personal', label: t.personal },
        { path: 'my-account', label: t.myAccount },
        { path: 'password', label: t.password, content: <ChangePasswordForm /> },
        { path: 'role', label: t.role },
        { path: 'settings', label: t.settings },
        { path: 'adduser', label: t.addUser },
      ]}
    />
  );
}
