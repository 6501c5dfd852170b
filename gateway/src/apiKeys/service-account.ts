import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';

/** The sign-in name of a key's service account: recognisable in the REST server's user list. */
export const accountEmailOf = (keyId: string): string => `dsk-${keyId}@api-keys.invalid`;

/**
 * A key's own account at the REST server, made with the creating admin's rights: a STAFF account
 * for both scopes. The REST contract has no read-only role (admin, staff, customer; a customer
 * cannot use the admin endpoints), so READ is enforced by the gateway (apiKeys/key-guard.ts), and
 * no key is ever an admin: account management stays with people.
 */
export async function createServiceAccount(
  context: GatewayContext,
  keyId: string,
  keyName: string,
  password: string,
): Promise<string> {
  const saved = await context.sources.users.createRoleUser({
    email: accountEmailOf(keyId),
    username: `dsk-${keyId}`,
    fullName: `連携キー ${keyName}`,
    firstName: '連携キー',
    lastName: keyName,
    phoneNumber: '000-0000-0000',
    password,
    confirmPassword: password,
    role: 'STAFF',
    status: 'ACTIVE',
  });
  if (!saved.user)
    throw gatewayError(
      ErrorCode.UPSTREAM_UNAVAILABLE,
      context.requestId,
      "The booking service did not return the key's service account; try again.",
    );
  return saved.user.get('id');
}

/**
 * Deletes a revoked key's service account, so its password signs nobody in even at the REST
 * server itself. The key is already refused (the store says revoked): a failure here is logged,
 * and the account stays, unusable through the gateway.
 */
export async function deleteServiceAccount(
  context: GatewayContext,
  accountId: string,
  log: (message: string) => void,
): Promise<void> {
  try {
    await context.sources.users.delete(accountId);
  } catch (error) {
    log(`could not delete the service account of a revoked API key: ${String(error)}`);
  }
  context.forgetCaller(accountId);
  await context.session.endAllOf(accountId);
}
