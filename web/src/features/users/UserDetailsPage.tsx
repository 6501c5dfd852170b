import { Button } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { UserDocument, type UserQuery } from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';
import { useCanChangeUser, useIsAdmin } from '../../app/session/roles';
import { useSession } from '../../app/session/SessionContext';
import { useShowError } from '../../components/feedback/useShowError';
import { RecordPending } from '../../components/form/RecordPending';
import { ConfirmDeleteAlert } from '../../components/mutations/ConfirmDeleteAlert';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { ProfilePicture } from './ProfilePicture';
import { SetUserPasswordButton } from './SetUserPasswordDialog';
import { displayName } from './UserBits';
import { UserDetails } from './UserDetails';
import { userPaths } from './paths';
import { useUserActions } from './useUserActions';
import '../../components/detail/detail.css';
import './users.css';

const t = ja.users;

/** /user/userdetails/:id (or, without one, the signed-in user): the account, picture, edit, delete. */
export default function UserDetailsPage() {
  const params = useParams();
  const { viewer } = useSession();
  const id = params.id ?? viewer?.id ?? '';
  const navigate = useNavigate();
  const showError = useShowError();
  const actions = useUserActions();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { data, loading, error, refetch } = useRecordQuery<UserQuery>(UserDocument, id, {
    fetchPolicy: 'cache-and-network',
  });
  const user = data?.user;
  const isAdmin = useIsAdmin();
  const canChange = useCanChangeUser(id);

  const remove = async () => {
    if (!user) return;
    setDeleting(true);
    try {
      await actions.remove(user);
      navigate(userPaths.list);
    } catch (e) {
      showError(e);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <PageHeader title={t.detailsTitle} />
      {!user ? (
        <RecordPending
          loading={loading || !id}
          error={error}
          refetch={refetch}
          backTo={userPaths.list}
        />
      ) : (
        <>
          <div className="app-user-head">
            <ProfilePicture user={user} name={displayName(user)} canChange={canChange} />
            <span className="app-user-head-actions">
              {canChange ? (
                <LinkButton to={userPaths.edit(user.id)} icon={<EditIcon />} text={ja.list.edit} />
              ) : null}
              {isAdmin && user.id !== viewer?.id ? (
                <SetUserPasswordButton userId={user.id} name={displayName(user)} />
              ) : null}
              {isAdmin ? (
                <Button
                  intent="danger"
                  variant="outlined"
                  icon={<TrashIcon />}
                  text={ja.list.delete}
                  onClick={() => setConfirming(true)}
                />
              ) : null}
            </span>
          </div>
          <UserDetails user={user} />
          <ConfirmDeleteAlert
            isOpen={confirming}
            name={displayName(user)}
            deleting={deleting}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </>
  );
}
