export const bookingPaths = {
  all: '/profile/profile-list',
  byBookingDate: '/profile/bookingdatelist',
  pending: '/profile/pendinglist',
  cancelled: '/profile/cancel-list',
  /** The booking look-up by user (no booking chosen yet). */
  lookup: '/profile/add-new-profile',
  /** A booking's details, with the look-up of its user's other bookings. */
  detail: (id: string) => `/profile/add-new-profile/${encodeURIComponent(id)}`,
};
