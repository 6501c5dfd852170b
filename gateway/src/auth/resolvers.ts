import type { Resolvers } from '../__generated__/resolvers-types.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import type { RestSession } from '../rest/session.js';
import { limitLogins, underAttempt } from './limit-login.js';
import { changePasswordFields, toLogin, toViewer } from './normalise.js';

async function viewerOf(rest: RestSession) {
  return toViewer((await rest.get('/auth/user/me', { shape: 'data' })).value);
}

const roleOf = (viewer: { id: string; userType: string }) => ({
  id: viewer.id,
  role: viewer.userType.toLowerCase(),
});

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_, __, { rest }) => viewerOf(rest),
  },
  Mutation: {
    login: limitLogins(async (_, { email, password, issueToken }, { rest, session }) => {
      const answer = await rest.post('/admin/login', { shape: 'data', body: { email, password } });
      const { token, expiresIn } = toLogin(answer.value);
      rest.useToken(token);
      const viewer = await viewerOf(rest);
      // The cookie holds an opaque session id; the token stays in the session store.
      await session.start(token, roleOf(viewer), expiresIn);
      return { message: answer.message, viewer, accessToken: issueToken ? token : null };
    }),
    logout: async (_, __, { session }) => {
      await session.end();
      return { message: 'Signed out' };
    },
    changePassword: async (_, { input }, context) => {
      const { rest, session } = context;
      const me = await viewerOf(rest);
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
        rest.patch('/auth/user/change-password', {
          shape: 'message',
          body: { password: input.currentPassword, newPassword: input.newPassword },
          fields: changePasswordFields,
        }),
      );
      await attempt.succeeded();
      // A new password ends every session of the user; this browser signs in again with it.
      await session.endAllOf(me.id);
      if (session.current) {
        const login = await rest.post('/admin/login', {
          shape: 'data',
          body: { email: me.email, password: input.newPassword },
        });
        const { token, expiresIn } = toLogin(login.value);
        await session.start(token, roleOf(me), expiresIn);
      }
      return { message: answer.message };
    },
  },
};
