import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import type { Caller } from './caller.js';

/**
 * Roles: staff run the business; only admins manage accounts. Checked before any REST call,
 * since a real backend may not enforce it: FORBIDDEN with a clear message otherwise.
 */
export async function requireAdmin(context: GatewayContext, action: string): Promise<Caller> {
  const caller = await context.caller();
  if (caller.role !== 'admin')
    throw gatewayError(
      ErrorCode.FORBIDDEN,
      context.requestId,
      `Only an administrator can ${action}.`,
    );
  return caller;
}
