import { mixed, object, string } from 'yup';
import type { ApiKeyScope } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

const t = ja.apiKeys;

export interface ApiKeyFormValues {
  name: string;
  scope: ApiKeyScope;
  /** YYYY-MM-DD, or '' for no expiry. */
  expiresOn: string;
}

export const NAME_MAX = 100;

export const apiKeySchema = object({
  name: string().trim().required(t.nameRequired).max(NAME_MAX, t.nameTooLong),
  scope: mixed<ApiKeyScope>()
    .oneOf(['READ', 'READ_WRITE'], t.scopeRequired)
    .required(t.scopeRequired),
  expiresOn: string(),
});

/** The end of the chosen day in Japan time, as the gateway's DateTime; null for no expiry. */
export const expiresAtOf = (day: string): string | null =>
  day ? new Date(`${day}T23:59:59+09:00`).toISOString() : null;
