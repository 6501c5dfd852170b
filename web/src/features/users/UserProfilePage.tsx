import { ja } from '../../i18n/ja';
import { ChangePasswordForm } from './ChangePasswordForm';
import { accountPaths } from './paths';
import { ProfileTabs } from './ProfileTabs';

const t = ja.accountTabs;

/** /apps/profiles/user/{personal,payment,password,settings}. */
export default function UserProfilePage() {
  return (
    <ProfileTabs
      title={ja.areas.userProfile}
      base={accountPaths.userProfile}
      tabs={[
        { path: 'personal', label: t.personal },
        { path: 'payment', label: t.payment },
        { path: 'password', label: t.password, content: <ChangePasswordForm /> },
        { path: 'settings', label: t.settings },
      ]}
    />
  );
}
