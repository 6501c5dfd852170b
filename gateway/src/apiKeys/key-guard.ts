import type { OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../context.js';
import { ErrorCode, GatewayError, gatewayError } from '../rest/errors.js';

/** Mutations no key makes, whatever its scope: they are a person's (their password, a session). */
const PERSONS_ONLY = new Set(['login', 'logout', 'changePassword']);

/**
 * What a request's key is refused, before any resolver (and so before any REST call): a key that
 * did not check out (unknown, revoked, expired, malformed, store down); any mutation with a READ
 * key; a person's own mutations with any key. Null: nothing to refuse here.
 */
export function keyRefusal(
  context: GatewayContext,
  operation: OperationDefinitionNode,
  roots: readonly string[],
): GatewayError | null {
  const refused = context.keyRefusal;
  // 200 like every other refusal before execution (graphql/auth-guard.ts): one error shape.
  if (refused)
    return new GatewayError(refused.extensions.code as ErrorCode, refused.message, {
      ...refused.extensions,
      http: { status: 200 },
    });
  const { credential } = context;
  if (credential.via !== 'KEY' || operation.operation !== 'mutation') return null;
  if (credential.scope === 'READ')
    return gatewayError(
      ErrorCode.FORBIDDEN,
      context.requestId,
      'This API key is READ: it cannot make changes. Ask an administrator for a READ_WRITE key.',
      { reason: 'KEY_READ_ONLY', http: { status: 200 } },
    );
  const personal = roots.find((root) => PERSONS_ONLY.has(root));
  if (personal)
    return gatewayError(
      ErrorCode.FORBIDDEN,
      context.requestId,
      `An API key cannot call ${personal}: it is a person's own action.`,
      { reason: 'KEY_NOT_ALLOWED', http: { status: 200 } },
    );
  return null;
}
