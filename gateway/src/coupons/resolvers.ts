import type { Resolvers } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import { restListQuery, toPage } from '../rest/list.js';
import { seg } from '../rest/session.js';
import { couponBody, couponFields, couponSort, toCoupon } from './normalise.js';

export const couponResolvers: Resolvers = {
  Query: {
    coupons: async (_, { query, status }, { rest, requestId }) => {
      const answer = await rest.get('/coupon/allCoupon', {
        shape: 'list',
        query: {
          ...restListQuery(requestId, query, couponSort),
          status: status ? statusCodec.toRest(status) : undefined,
        },
      });
      return toPage(answer.value, toCoupon);
    },
  },
  Mutation: {
    createCoupon: async (_, { input }, { rest }) => {
      const answer = await rest.post('/coupon/createCoupon', {
        shape: 'data',
        body: couponBody(input),
        fields: couponFields,
      });
      return { message: answer.message, coupon: toCoupon(answer.value) };
    },
    updateCoupon: async (_, { id, input, expectedUpdatedAt }, { rest }) => {
      const answer = await rest.put(`/coupon/updatecoupon/${seg(id)}`, {
        shape: 'data',
        body: {
          ...couponBody(input),
          ...(expectedUpdatedAt ? { updatedAt: expectedUpdatedAt } : {}),
        },
        fields: couponFields,
      });
      return { message: answer.message, coupon: toCoupon(answer.value) };
    },
    deleteCoupon: async (_, { id }, { rest }) => {
      const answer = await rest.delete(`/coupon/deleteCoupon/${seg(id)}`, { shape: 'message' });
      return { id, message: answer.message };
    },
  },
};
