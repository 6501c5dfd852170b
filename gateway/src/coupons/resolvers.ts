import { patched } from '../graphql/patch-updates.js';
import type { CouponInput } from '../__generated__/resolvers-types.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { couponTable } from './table.js';

export const couponResolvers: Resolvers = {
  Coupon: couponTable.resolvers,
  Query: {
    coupons: (_, { query, status }, { sources }) => sources.coupons.list(query, status),
    coupon: (_, { id }, { sources }) => sources.coupons.get(id),
  },
  Mutation: {
    createCoupon: (_, { input }, { sources }) => sources.coupons.create(input),
    updateCoupon: async (_, args, context, info) =>
      context.sources.coupons.update(
        args.id,
        (await patched<CouponInput>(args, context, info)).input,
        args.expectedUpdatedAt,
      ),
    deleteCoupon: (_, { id }, { sources }) => sources.coupons.delete(id),
  },
};
