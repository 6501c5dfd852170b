import { pathWithId } from '../../app/area';

const lookup = '/profile/add-new-profile';

export const bookingPaths = {
  all: '/profile/profile-list',
  byBookingDate: '/profile/bookingdatelist',
  pending: '/profile/pendinglist',
  cancelled: '/profile/cancel-list',
  /** The booking look-up by user (no booking chosen yet). */
  lookup,
  /** A booking's details, with the look-up of its user's other bookings. */
  detail: (id: string) => pathWithId(lookup, id),
};
