import type { Resolvers } from '../__generated__/resolvers-types.js';

export const userResolvers: Resolvers = {
  Query: {
    users: (_, { query, role, status }, { sources }) => sources.users.list(query, role, status),
    user: (_, { id }, { sources }) => sources.users.get(id),
    userCounts: (_, __, { sources }) => sources.users.counts(),
  },
  Mutation: {
    updateUser: (_, { id, input, expectedUpdatedAt }, { sources }) =>
      sources.users.update(id, input, expectedUpdatedAt),
    deleteUser: (_, { id }, { sources }) => sources.users.delete(id),
    createRoleUser: (_, { input }, { sources }) => sources.users.createRoleUser(input),
    setUserPassword: (_, { input }, { sources }) => sources.users.setPassword(input),
    uploadProfilePicture: (_, { userId, file }, { sources }) =>
      sources.users.uploadPicture(file, userId),
  },
};
