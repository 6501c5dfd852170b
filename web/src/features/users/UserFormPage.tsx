import { Callout, Card, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useCanChangeUser } from '../../app/session/roles';
import { useUserQuery } from '../../__generated__/graphql';
import { LoadFailure } from '../../components/form/LoadFailure';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { RoleUserForm } from './RoleUserForm';
import { UserEditForm } from './UserEditForm';
import { userPaths } from './paths';
import '../../components/detail/detail.css';
import './users.css';

const t = ja.users;

/** /user/add-new-product adds a role user; /user/add-new-product/:id edits an account. */
export default function UserFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  // Adding accounts and changing another user's are an admin's; staff edit only their own.
  const allowed = useCanChangeUser(id ?? '');
  const { data, loading, error, refetch } = useUserQuery({
    variables: { id: id ?? '' },
    skip: !id || !allowed,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
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
    body = loading ? (
      <Spinner aria-label={ja.app.loading} />
    ) : (
      <LoadFailure error={error} onRetry={reload} backTo={userPaths.list} />
    );
  } else {
    body = <UserEditForm user={user} onReload={reload} />;
  }

  return (
    <>
      <PageHeader title={id ? t.editTitle : t.addRoleUser} />
      <Card className="app-form-card">{body}</Card>
    </>
  );
}
