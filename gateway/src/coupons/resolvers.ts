import type { Resolvers } from '../__generated__/resolvers-types.js';

export const couponResolvers: Resolvers = {
  Query: {
    coupons: (_, { query, status }, { sources }) => sources.coupons.list(query, status),
    coupon: (_, { id }, { sources }) => sources.coupons.get(id),
  },
  Mutation: {
    createCoupon: (_, { input }, { sources }) => sources.coupons.create(input),
    updateCoupon: (_, { id, input, expectedUpdatedAt }, { sources }) =>
      sources.coupons.update(id, input, expectedUpdatedAt),
    deleteCoupon: (_, { id }, { sources }) => sources.coupons.delete(id),
  },
};
