import type { Resolvers } from '../__generated__/resolvers-types.js';
import { bookedDogTable, bookingAddOnTable, bookingTable } from './table.js';

export const bookingResolvers: Resolvers = {
  Booking: {
    ...bookingTable.resolvers,
    package: (b, _, { loaders }) => loaders.package.load(b.get('packageId')),
  },
  BookingAddOn: bookingAddOnTable.resolvers,
  BookedDog: bookedDogTable.resolvers,
  Query: {
    bookings: (_, { query, range, status }, { sources }) =>
      sources.bookings.list('all', query, range, status),
    bookingsByBookingDate: (_, { query, range }, { sources }) =>
      sources.bookings.list('byBookingDate', query, range),
    pendingBookings: (_, { query, range }, { sources }) =>
      sources.bookings.list('pending', query, range),
    cancelledBookings: (_, { query, range }, { sources }) =>
      sources.bookings.list('cancelled', query, range),
    booking: (_, { id }, { sources }) => sources.bookings.get(id),
    userBookings: (_, { userId, query, range }, { sources }) =>
      sources.bookings.ofUser(userId, query, range),
  },
  Mutation: {
    cancelBooking: (_, { id }, { sources }) => sources.bookings.cancel(id),
  },
};
