import { Callout } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useCanChangeUser } from '../../app/session/roles';
import { UserDocument, type UserQuery } from '../../__generated__/graphql';
import { useRecordQuery } from '../../components/query/useRecordQuery';
import { FormScreen } from '../../components/form/FormScreen';
import { RecordPending } from '../../components/form/RecordPending';
import { ja } from '../../i18n/ja';
import { RoleUserForm } from './RoleUserForm';
import { UserEditForm } from './UserEditForm';
import { userPaths } from './paths';
import { userHistory } from './userHistory';
import { HistoryPanel } from '../../components/history/HistoryPanel';
import '../../components/detail/detail.css';
import './users.css';

const t = ja.users;

/** /user/add-new-product adds a role user; /user/add-new-product/:id edits an account. */
export default function UserFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  // Adding accounts and changing another user's are an admin's; staff edit only their own.
  const allowed = useCanChangeUser(id ?? '');
  const { data, loading, error, refetch } = useRecordQuery<UserQuery>(UserDocument, id, {
    skip: !allowed,
  });
  const user = data?.user;
  const reload = () => void refetch().catch(() => undefined);

  let body;
  if (!allowed) {
    body = <Callout intent="warning">{t.adminOnly}</Callout>;
  } else if (!id) {
    body = (
      <RoleUserForm
        cancelTo={userPaths.list}
        onCreated={(created) => navigate(created ? userPaths.details(created) : userPaths.list)}
      />
    );
  } else if (!user) {
    body = (
      <RecordPending loading={loading} error={error} refetch={refetch} backTo={userPaths.list} />
    );
  } else {
    body = <UserEditForm user={user} onReload={reload} />;
  }

  return (
    <>
      <FormScreen title={id ? t.editTitle : t.addRoleUser}>{body}</FormScreen>
      {allowed && user ? (
        <HistoryPanel
          spec={userHistory}
          recordId={user.id}
          updatedAt={user.updatedAt}
          refetchRecord={refetch}
        />
      ) : null}
    </>
  );
}
