import type {
  MutationLoginArgs,
  RequireFields,
  ResolverFn,
  ResolversParentTypes,
  ResolversTypes,
} from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { ErrorCode, GatewayError } from '../rest/errors.js';

type LoginResolver = ResolverFn<
  ResolversTypes['LoginPayload'],
  ResolversParentTypes['Mutation'],
  GatewayContext,
  RequireFields<MutationLoginArgs, 'email' | 'issueToken' | 'password'>
>;

/** Upstream answers that mean the credentials were wrong: these count as failed sign-ins. */
const FAILED_SIGN_IN = new Set<unknown>([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.DOMAIN_ERROR,
]);

/** Wraps the login resolver with the brute-force limiter of the context. */
export function limitLogins(login: LoginResolver): LoginResolver {
  return async (parent, args, context, info) => {
    const attempt = await context.loginLimiter.begin(
      context.clientIp,
      args.email,
      context.requestId,
    );
    try {
      const payload = await login(parent, args, context, info);
      await attempt.succeeded();
      return payload;
    } catch (error) {
      const failed = error instanceof GatewayError && FAILED_SIGN_IN.has(error.extensions.code);
      if (!failed) await attempt.notCounted();
      throw error;
    }
  };
}
