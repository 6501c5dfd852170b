import type { Resolvers } from '../__generated__/resolvers-types.js';
import { requireAdmin } from '../auth/require-admin.js';
import { statusCodec } from '../common/enums.js';
import { restListQuery, toPage } from '../rest/list.js';
import { seg } from '../rest/session.js';
import {
  passwordFields,
  pictureFields,
  pictureForm,
  roleToRest,
  roleUserBody,
  toUser,
  toUserCounts,
  updateUserBody,
  userFields,
  userSort,
} from './normalise.js';

export const userResolvers: Resolvers = {
  Query: {
    users: async (_, { query, role, status }, { rest }) => {
      const answer = await rest.get('/admin/list', {
        shape: 'list',
        query: {
          ...restListQuery(rest.requestId, query, userSort),
          usertype: role ? roleToRest(role) : undefined,
          status: status ? statusCodec.toRest(status) : undefined,
        },
      });
      return toPage(answer.value, toUser);
    },
    user: async (_, { id }, { rest }) =>
      toUser((await rest.get(`/admin/get/${seg(id)}`, { shape: 'data' })).value),
    userCounts: async (_, __, { rest }) =>
      toUserCounts((await rest.get('/admin/get/total/user_blog', { shape: 'data' })).value),
  },
  Mutation: {
    updateUser: async (_, { id, input, expectedUpdatedAt }, context) => {
      const { rest } = context;
      // Staff edit their own profile; another user's account is an admin's (auth/require-admin.ts).
      if (id !== (await context.caller()).id) await requireAdmin(context, 'change another user');
      const answer = await rest.put('/user/admin/update/user', {
        shape: 'data',
        body: {
          _id: id,
          ...updateUserBody(input),
          ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
        },
        fields: userFields,
      });
      // A deactivation or role change ends the user's sessions (their role is kept in them).
      if (input.status || input.role) await context.session.endAllOf(id);
      return { message: answer.message, user: toUser(answer.value) };
    },
    deleteUser: async (_, { id }, context) => {
      await requireAdmin(context, 'delete users');
      const answer = await context.rest.delete(`/user/delete/${seg(id)}`, { shape: 'message' });
      await context.session.endAllOf(id);
      return { id, message: answer.message };
    },
    createRoleUser: async (_, { input }, context) => {
      await requireAdmin(context, 'add role users');
      const { rest } = context;
      const answer = await rest.post('/admin/role-user/create', {
        shape: 'data',
        body: roleUserBody(input),
        fields: userFields,
      });
      return { message: answer.message, user: toUser(answer.value) };
    },
    setUserPassword: async (_, { input }, context) => {
      await requireAdmin(context, 'set another user’s password');
      const answer = await context.rest.patch('/admin/user/update-password', {
        shape: 'message',
        body: {
          id: input.userId,
          newPassword: input.newPassword,
          confirmPassword: input.confirmPassword,
        },
        fields: passwordFields,
      });
      await context.session.endAllOf(input.userId);
      return { message: answer.message };
    },
    uploadProfilePicture: async (_, { userId, file }, context) => {
      const { rest } = context;
      if (userId && userId !== (await context.caller()).id)
        await requireAdmin(context, 'change another user’s picture');
      const answer = userId
        ? await rest.patch('/user/file/add', {
            shape: 'data',
            form: pictureForm(file, userId),
            fields: pictureFields,
          })
        : await rest.put('/auth/user/upload', {
            shape: 'data',
            form: pictureForm(file),
            fields: pictureFields,
          });
      return { message: answer.message, user: toUser(answer.value) };
    },
  },
};
