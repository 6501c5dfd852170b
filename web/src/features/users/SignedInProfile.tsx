import { Spinner } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import { useUserQuery } from '../../__generated__/graphql';
import { useSession } from '../../app/session/SessionContext';
import { LoadFailure } from '../../components/form/LoadFailure';
import { LinkButton } from '../../components/LinkButton';
import { ja } from '../../i18n/ja';
import { ProfilePicture } from './ProfilePicture';
import { displayName } from './UserBits';
import { UserDetails } from './UserDetails';
import { userPaths } from './paths';
import '../../components/detail/detail.css';
import './users.css';

/** The signed-in user's own account (the account tabs the spec does not describe). */
export function SignedInProfile() {
  const { viewer } = useSession();
  const id = viewer?.id ?? '';
  const { data, loading, error, refetch } = useUserQuery({
    variables: { id },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  const user = data?.user;
  if (!user) {
    return loading || !id ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        backTo={userPaths.list}
      />
    );
  }
  return (
    <>
      <div className="app-user-head">
        <ProfilePicture user={user} />
        <span className="app-user-head-name">{displayName(user)}</span>
        <span className="app-user-head-actions">
          <LinkButton to={userPaths.edit(user.id)} icon={<EditIcon />} text={ja.list.edit} />
        </span>
      </div>
      <UserDetails user={user} />
    </>
  );
}
