import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { RestSession } from '../rest/session.js';
import { limitLogins } from './limit-login.js';
import { changePasswordFields, toLogin, toViewer } from './normalise.js';

async function viewerOf(rest: RestSession) {
  return toViewer((await rest.get('/auth/user/me', { shape: 'data' })).value);
}

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
      session.set(token, expiresIn);
      return { message: answer.message, viewer, accessToken: issueToken ? token : null };
    }),
    logout: (_, __, { session }) => {
      session.clear();
      return { message: 'Signed out' };
    },
    changePassword: async (_, { input }, { rest }) => {
      const body = {
        ...(input.userId ? { id: input.userId } : {}),
        password: input.currentPassword,
        newPassword: input.newPassword,
      };
      const answer = await rest.patch('/auth/user/change-password', {
        shape: 'message',
        body,
        fields: changePasswordFields,
      });
      return { message: answer.message };
    },
  },
};
