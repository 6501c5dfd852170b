import type {
  ApiKey,
  CreateApiKeyInput,
  CreateApiKeyPayload,
} from '../__generated__/resolvers-types.js';
import { requireAdmin } from '../auth/require-admin.js';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError, type FieldError } from '../rest/errors.js';
import { storeWork } from '../store/store.js';
import { keyRepo, toApiKey } from './repo.js';
import { hashSecret, newAccountPassword, newKeyId, newSecret } from './secret.js';
import { accountEmailOf, createServiceAccount, deleteServiceAccount } from './service-account.js';

export const NAME_MAX = 100;

/** Every key, newest first. Administrators only. */
export async function listApiKeys(context: GatewayContext): Promise<ApiKey[]> {
  await requireAdmin(context, 'see API keys');
  const rows = await storeWork(context.requestId, () => keyRepo.list(context.store));
  const now = new Date();
  return rows.filter((row) => row.account_id !== null).map((row) => toApiKey(row, now));
}

/** The input's problems, as field errors (empty when it is fine). */
function inputErrors(name: string, expiresAt: string | null | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const message = `name must be 1 to ${NAME_MAX} characters`;
  if (!name) errors.push({ field: 'name', message, reason: 'REQUIRED' });
  else if (name.length > NAME_MAX)
    errors.push({ field: 'name', message, reason: 'TOO_LONG', limit: NAME_MAX });
  if (expiresAt != null && !(new Date(expiresAt).getTime() > Date.now()))
    errors.push({
      field: 'expiresAt',
      message: 'expiresAt must be in the future',
      reason: 'INVALID',
    });
  return errors;
}

/**
 * A new key: its row in the store first (a store that is down refuses before REST), then its
 * service account at the REST server, then the row made usable. The secret is in this answer only.
 */
export async function createApiKey(
  context: GatewayContext,
  input: CreateApiKeyInput,
): Promise<CreateApiKeyPayload> {
  const caller = await requireAdmin(context, 'create API keys');
  const name = input.name.trim();
  const fieldErrors = inputErrors(name, input.expiresAt);
  if (fieldErrors.length > 0)
    throw gatewayError(ErrorCode.BAD_USER_INPUT, context.requestId, undefined, { fieldErrors });
  const viewer = await context.sources.auth.viewer();
  const id = newKeyId();
  const secret = newSecret(id);
  const password = newAccountPassword();
  await storeWork(context.requestId, () =>
    keyRepo.insert(context.store, {
      id,
      name,
      scope: input.scope,
      secretHash: hashSecret(secret),
      accountEmail: accountEmailOf(id),
      sealedPassword: context.apiKeys.sealing.seal(password),
      createdById: caller.id,
      createdByName: viewer.getOr('fullName', null) || viewer.get('email'),
      expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
    }),
  );
  let accountId: string;
  try {
    accountId = await createServiceAccount(context, id, name, password);
  } catch (error) {
    await keyRepo.remove(context.store, id).catch(() => undefined);
    throw error;
  }
  const row = await storeWork(context.requestId, () =>
    keyRepo.activate(context.store, id, accountId),
  );
  return { apiKey: toApiKey(row, new Date()), secret };
}

/**
 * Revokes a key: the store says so first, and tells every replica (each refuses it at once); then
 * its upstream token is dropped and its service account deleted at REST.
 */
export async function revokeApiKey(context: GatewayContext, id: string): Promise<ApiKey> {
  await requireAdmin(context, 'revoke API keys');
  const row = await storeWork(context.requestId, () => keyRepo.revoke(context.store, id));
  if (!row) throw gatewayError(ErrorCode.NOT_FOUND, context.requestId, 'No API key has this id.');
  context.apiKeys.forget(id);
  if (row.account_id) await deleteServiceAccount(context, row.account_id, context.apiKeys.warn);
  return toApiKey(row, new Date());
}
