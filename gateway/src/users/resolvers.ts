import { patched } from '../graphql/patch-updates.js';
import type { UpdateUserInput } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { UserModel } from '../models.js';
import { userTable } from './table.js';
import { refuseOwnLockout, requireAdmin } from '../auth/require-admin.js';

export const userResolvers: Resolvers = {
  StaffUser: userTable.resolvers,
  Query: {
    users: (_, { query, role, status }, { sources }) => sources.users.list(query, role, status),
    user: (_, { id }, { sources }) => sources.users.get(id),
    userCounts: (_, __, { sources }) => sources.users.counts(),
  },
  Mutation: {
    updateUser: async (_, args, context, info) => {
      const { id, expectedUpdatedAt } = args;
      const caller = await context.caller();
      // Staff edit their own profile; another user's account is an admin's (auth/require-admin.ts).
      if (id !== caller.id) await requireAdmin(context, 'change another user');
      else refuseOwnLockout(context, caller, args.input);
      await context.sources.users.assertLoginNamesFree(args.input, id);
      const { input, stored } = await patched<UpdateUserInput, UserModel>(args, context, info);
      const saved = await context.sources.users.update(id, input, expectedUpdatedAt);
      // Another user's deactivation or role change ends their sessions and drops their cached
      // role; one's own role or status is never changed (refused above), so nothing ends.
      if (
        id !== caller.id &&
        (input.status !== stored.getOr('status', null) || input.role !== stored.getOr('role', null))
      ) {
        context.forgetCaller(id);
        await context.session.endAllOf(id);
      }
      return saved;
    },
    deleteUser: async (_, { id }, context) => {
      await requireAdmin(context, 'delete users');
      const deleted = await context.sources.users.delete(id);
      context.forgetCaller(id);
      await context.session.endAllOf(id);
      return deleted;
    },
    createRoleUser: async (_, { input }, context) => {
      await requireAdmin(context, 'add role users');
      return context.sources.users.createRoleUser(input);
    },
    setUserPassword: async (_, { input }, context) => {
      await requireAdmin(context, 'set another user’s password');
      const answer = await context.sources.users.setPassword(input);
      await context.session.endAllOf(input.userId);
      return answer;
    },
    uploadProfilePicture: async (_, { userId, file }, context) => {
      if (userId && userId !== (await context.caller()).id)
        await requireAdmin(context, 'change another user’s picture');
      return context.sources.users.uploadPicture(file, userId);
    },
  },
};
