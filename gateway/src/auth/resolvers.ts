import type { Resolvers } from '../__generated__/resolvers-types.js';
import { badInput, ErrorCode, gatewayError } from '../rest/errors.js';
import { callerOf } from './normalise.js';
import { limitLogins, underAttempt } from './limit-login.js';
import { viewerTable } from './table.js';

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_, __, { sources }) => sources.auth.viewer(),
  },
  Viewer: {
    ...viewerTable.resolvers,
    // The contract's /auth/user/me has no fullName: an account added as admin or staff (full
    // name only) is read from its user record, and only then (one REST call, not on every
    // viewer query).
    fullName: async (viewer, _, { sources }) => {
      const own = viewer.getOr('fullName', null);
      if (filled(own)) return own;
      const named = filled(viewer.getOr('firstName', '')) || filled(viewer.getOr('lastName', ''));
      const id = viewer.getOr('id', null);
      if (named || !id) return null;
      const user = await sources.users.get(id).catch(() => null);
      const fullName = user?.getOr('fullName', null);
      return filled(fullName) ? fullName : null;
    },
  },
  Mutation: {
    login: limitLogins(async (_, { email, password, issueToken }, { sources, session }) => {
      const { message, token, expiresIn } = await sources.auth.login(email, password);
      const viewer = await sources.auth.viewer();
      // The cookie holds an opaque session id; the token stays in the session store.
      await session.start(token, callerOf(viewer), expiresIn);
      return { message, viewer, accessToken: issueToken ? token : null };
    }),
    logout: async (_, __, { session }) => {
      await session.end();
      return { message: 'Signed out' };
    },
    changePassword: async (_, { input }, context) => {
      const { sources, session } = context;
      // The same password again changes nothing yet ends every other session: refused as input.
      if (input.newPassword !== '' && input.newPassword === input.currentPassword)
        throw badInput(context.requestId, [
          {
            field: 'newPassword',
            message: 'newPassword must differ from currentPassword.',
            reason: 'INVALID',
          },
        ]);
      const viewer = await sources.auth.viewer();
      const me = callerOf(viewer);
      // Own password only; an admin sets another user's password with setUserPassword.
      if (input.userId && input.userId !== me.id)
        throw gatewayError(
          ErrorCode.FORBIDDEN,
          context.requestId,
          'You can change only your own password; an administrator sets another user’s password.',
        );
      // Guessing the current password is limited like signing in.
      const attempt = await context.loginLimiter.begin(
        context.clientIp,
        `change-password:${me.id}`,
        context.requestId,
        me.id,
      );
      const answer = await underAttempt(attempt, () =>
        sources.auth.changePassword({ ...input, userId: me.id }),
      );
      await attempt.succeeded();
      // A new password ends every session of the user; this browser signs in again with it.
      await session.endAllOf(me.id);
      if (session.current) {
        const login = await sources.auth.login(viewer.get('email'), input.newPassword);
        await session.start(login.token, me, login.expiresIn);
      }
      return { message: answer.message };
    },
  },
};
