import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useApiKeysQuery } from '../../__generated__/graphql';
import { useIsAdmin } from '../../app/session/roles';
import { LoadFailure } from '../../components/form/LoadFailure';
import { PageHeader } from '../../components/pages/PageHeader';
import { RowsTable } from '../../components/table/RowsTable';
import { ja } from '../../i18n/ja';
import { apiKeyColumns } from './apiKeyColumns';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { apiKeyPaths } from './paths';
import './apiKeys.css';

const t = ja.apiKeys;

/** /api-keys: the 連携キー of tools, newest first. Administrators only. */
export default function ApiKeyListPage() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) {
    return (
      <>
        <PageHeader title={t.title} />
        <Callout intent="warning">{t.adminOnly}</Callout>
      </>
    );
  }
  return <ApiKeyList />;
}

function ApiKeyList() {
  const { data, loading, error, refetch } = useApiKeysQuery({ fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  const keys = data?.apiKeys;
  let body;
  if (error && !keys)
    body = <LoadFailure error={error} onRetry={reload} backTo={apiKeyPaths.list} />;
  else if (!keys) body = loading ? <Spinner /> : null;
  else if (keys.length === 0) body = <NonIdealState description={t.empty} />;
  else
    body = (
      <RowsTable
        name={t.title}
        columns={apiKeyColumns}
        rows={keys}
        rowKey={(k) => k.id}
        rowClassName={(k) => (k.status === 'ACTIVE' ? undefined : 'is-inactive')}
        compact
        striped
        className="app-apikey-table"
      />
    );
  return (
    <>
      <PageHeader title={t.title} actions={<CreateApiKeyDialog onCreated={reload} />} />
      <p className="app-muted">{t.lead}</p>
      {body}
    </>
  );
}
