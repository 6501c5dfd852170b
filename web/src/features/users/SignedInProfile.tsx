import { EditIcon, KeyIcon } from '@blueprintjs/icons';
import { useUserQuery } from '../../__generated__/graphql';
import { useSession } from '../../app/session/SessionContext';
import { RecordPending } from '../../components/form/RecordPending';
import { LinkButton } from '../../components/LinkButton';
import { ja } from '../../i18n/ja';
import { ProfilePicture } from './ProfilePicture';
import { displayName } from './UserBits';
import {
  UserAddressCard,
  UserDogsCard,
  UserFactsCard,
  accountFacts,
  basicFacts,
  personalFacts,
} from './UserDetails';
import { accountPaths, userPaths } from './paths';
import '../../components/detail/detail.css';
import './users.css';

/** Which part of the signed-in account a tab shows. */
export type ProfileSection = 'basic' | 'personal' | 'account';

const t = ja.accountTabs;

/**
 * One part of the signed-in user's own account, read from their user record: 基本情報 (name,
 * sign-in names, role), 個人情報 (names, phone, address, dogs) or マイアカウント (state, linked
 * sign-in, dates, and the way to change the password).
 */
export function SignedInProfile({ section }: { section: ProfileSection }) {
  const { viewer } = useSession();
  const id = viewer?.id ?? '';
  const { data, loading, error, refetch } = useUserQuery({
    variables: { id },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  const user = data?.user;
  if (!user) {
    return (
      <RecordPending
        loading={loading || !id}
        error={error}
        refetch={refetch}
        backTo={userPaths.list}
      />
    );
  }
  const edit = <LinkButton to={userPaths.edit(user.id)} icon={<EditIcon />} text={ja.list.edit} />;
  return (
    <>
      {section === 'basic' ? (
        <div className="app-user-head">
          <ProfilePicture user={user} name={displayName(user)} />
          <span className="app-user-head-actions">{edit}</span>
        </div>
      ) : null}
      <div className="app-detail-grid">
        {section === 'basic' ? <UserFactsCard title={t.basic} items={basicFacts(user)} /> : null}
        {section === 'personal' ? (
          <>
            <UserFactsCard title={t.personal} items={personalFacts(user)} />
            <UserAddressCard user={user} />
            <UserDogsCard user={user} />
          </>
        ) : null}
        {section === 'account' ? (
          <UserFactsCard title={t.myAccount} items={accountFacts(user)} />
        ) : null}
      </div>
      {section === 'basic' ? null : (
        <div className="app-user-tab-actions">
          {edit}
          {section === 'account' ? (
            <LinkButton
              to={accountPaths.password}
              icon={<KeyIcon />}
              text={ja.header.editPassword}
              variant="outlined"
            />
          ) : null}
        </div>
      )}
    </>
  );
}
