import type {
  BookingStatus,
  DateRangeInput,
  ListQuery,
  Resolvers,
} from '../__generated__/resolvers-types.js';
import { restListQuery, toPage } from '../rest/list.js';
import { seg, type RestSession } from '../rest/session.js';
import {
  bookingSort,
  bookingStatusCodec,
  rangeFields,
  rangeQuery,
  toBooking,
} from './normalise.js';

/** One of the four booking lists. */
async function bookingList(
  rest: RestSession,
  path: string,
  query: ListQuery | null | undefined,
  range: DateRangeInput | null | undefined,
  status?: BookingStatus | null,
) {
  const answer = await rest.get(path, {
    shape: 'list',
    query: {
      ...restListQuery(rest.requestId, query, bookingSort),
      ...rangeQuery(range),
      status: status ? bookingStatusCodec.toRest(status) : undefined,
    },
    fields: rangeFields,
  });
  return toPage(answer.value, toBooking);
}

export const bookingResolvers: Resolvers = {
  Booking: {
    package: (b, _, { loaders }) => loaders.package.load(b.packageId),
  },
  Query: {
    bookings: (_, { query, range, status }, { rest }) =>
      bookingList(rest, '/booking/list', query, range, status),
    bookingsByBookingDate: (_, { query, range }, { rest }) =>
      bookingList(rest, '/booking/new/list', query, range),
    pendingBookings: (_, { query, range }, { rest }) =>
      bookingList(rest, '/booking/pending/bookings/list', query, range),
    cancelledBookings: (_, { query, range }, { rest }) =>
      bookingList(rest, '/booking/cancelled/bookings/list', query, range),
    booking: async (_, { id }, { rest }) =>
      toBooking((await rest.get(`/booking/get/${seg(id)}`, { shape: 'data' })).value),
    userBookings: async (_, { userId, query, range }, { rest }) => {
      const answer = await rest.get(`/booking/user/${seg(userId)}/list`, {
        shape: 'nested',
        query: { ...restListQuery(rest.requestId, query, bookingSort), ...rangeQuery(range) },
        fields: rangeFields,
      });
      return toPage(answer.value, toBooking);
    },
  },
  Mutation: {
    cancelBooking: async (_, { id }, { rest }) => {
      const answer = await rest.patch('/booking/cancel-booking', {
        shape: 'data',
        query: { bookingId: id },
      });
      return { message: answer.message, booking: toBooking(answer.value) };
    },
  },
};
