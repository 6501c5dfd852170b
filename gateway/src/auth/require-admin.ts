import type { UpdateUserInput } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import type { Caller } from './caller.js';

/**
 * Roles: staff run the business; only admins manage accounts. Checked before any REST call,
 * since a real backend may not enforce it: FORBIDDEN with a clear message otherwise.
 */
export async function requireAdmin(context: GatewayContext, action: string): Promise<Caller> {
  const caller = await context.caller();
  if (caller.role !== 'admin') {
    const refusal = gatewayError(
      ErrorCode.FORBIDDEN,
      context.requestId,
      `Only an administrator can ${action}.`,
    );
    adminRefusals.add(refusal);
    throw refusal;
  }
  return caller;
}

/** The refusals of requireAdmin: the audit trail records them as security events. */
const adminRefusals = new WeakSet<object>();

export function isAdminRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && adminRefusals.has(error);
}

/**
 * Nobody changes their own role or deactivates their own account (the api refuses it too, with
 * 5205; a real backend may not): FORBIDDEN before any REST call. Sending one's own role or
 * ACTIVE unchanged is no change and passes.
 */
export function refuseOwnLockout(
  context: GatewayContext,
  caller: Caller,
  input: Pick<UpdateUserInput, 'role' | 'status'>,
): void {
  const roleChanged = input.role != null && input.role.toLowerCase() !== caller.role;
  if (roleChanged || input.status === 'INACTIVE')
    throw gatewayError(
      ErrorCode.FORBIDDEN,
      context.requestId,
      'You cannot change your own role or deactivate your own account.',
    );
}
