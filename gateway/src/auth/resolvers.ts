import type { Resolvers } from '../__generated__/resolvers-types.js';
import { limitLogins } from './limit-login.js';

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_, __, { sources }) => sources.auth.viewer(),
  },
  Mutation: {
    login: limitLogins(async (_, { email, password, issueToken }, { sources, session }) => {
      const { message, token, expiresIn } = await sources.auth.login(email, password);
      const viewer = await sources.auth.viewer();
      session.set(token, expiresIn);
      return { message, viewer, accessToken: issueToken ? token : null };
    }),
    logout: (_, __, { session }) => {
      session.clear();
      return { message: 'Signed out' };
    },
    changePassword: (_, { input }, { sources }) => sources.auth.changePassword(input),
  },
};
