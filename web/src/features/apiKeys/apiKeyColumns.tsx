import type { ApiKeyFieldsFragment } from '../../__generated__/graphql';
import { LightTag } from '../../components/LightTag';
import type { TableColumn } from '../../components/table/column';
import { formatDateTime } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

const t = ja.apiKeys;
type Row = ApiKeyFieldsFragment;

const STATUS_INTENT = { ACTIVE: 'success', EXPIRED: 'warning', REVOKED: 'none' } as const;

/** The 連携キー list: 名前, 権限, 作成者, 作成日時, 最終利用, 有効期限, 状態, and 無効化. */
export const apiKeyColumns: readonly TableColumn<Row>[] = [
  {
    id: 'name',
    header: t.name,
    rowHeader: true,
    render: (k) => (
      <>
        <div>{k.name}</div>
        <code className="app-muted">{k.prefix}…</code>
      </>
    ),
  },
  { id: 'scope', header: t.scope, render: (k) => t.scopes[k.scope] },
  { id: 'createdBy', header: t.createdBy, render: (k) => k.createdBy },
  { id: 'createdAt', header: t.createdAt, render: (k) => formatDateTime(k.createdAt) },
  {
    id: 'lastUsedAt',
    header: t.lastUsedAt,
    render: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t.never),
  },
  {
    id: 'expiresAt',
    header: t.expiresAt,
    render: (k) => (k.expiresAt ? formatDateTime(k.expiresAt) : t.noExpiry),
  },
  {
    id: 'status',
    header: t.status,
    render: (k) => (
      <LightTag intent={STATUS_INTENT[k.status]} minimal round>
        {t.statuses[k.status]}
      </LightTag>
    ),
  },
  {
    id: 'actions',
    header: '',
    align: 'end',
    render: (k) => (k.status === 'REVOKED' ? null : <RevokeApiKeyButton apiKey={k} />),
  },
];
