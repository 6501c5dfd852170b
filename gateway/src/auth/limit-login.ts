import type {
  MutationLoginArgs,
  RequireFields,
  ResolverFn,
  ResolversParentTypes,
  ResolversTypes,
} from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { ErrorCode, GatewayError } from '../rest/errors.js';
import type { LoginAttempt } from './login-limiter.js';
import { callerOf } from './normalise.js';

type LoginResolver = ResolverFn<
  ResolversTypes['LoginPayload'],
  ResolversParentTypes['Mutation'],
  GatewayContext,
  RequireFields<MutationLoginArgs, 'email' | 'issueToken' | 'password'>
>;

/** Upstream answers that mean the credentials were wrong: these count as failed attempts. */
const FAILED_SIGN_IN = new Set<unknown>([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.DOMAIN_ERROR,
]);

/** Runs a password check under an attempt: failures stay counted, anything else is taken back. */
export async function underAttempt<T>(attempt: LoginAttempt, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const failed = error instanceof GatewayError && FAILED_SIGN_IN.has(error.extensions.code);
    if (!failed) await attempt.notCounted();
    throw error;
  }
}

/** Wraps the login resolver with the brute-force limiter of the context. */
export function limitLogins(login: LoginResolver): LoginResolver {
  return async (parent, args, context, info) => {
    const attempt = await context.loginLimiter.begin(
      context.clientIp,
      args.email,
      context.requestId,
    );
    const payload = await underAttempt(attempt, async () => login(parent, args, context, info));
    const viewer = await (await payload).viewer;
    // A name that cannot be read is left out; the id is read strictly.
    const names = [viewer.getOr('email', null), viewer.getOr('username', null)].filter(
      (n): n is string => Boolean(n),
    );
    await attempt.succeeded({ id: callerOf(viewer).id, names });
    return payload;
  };
}
