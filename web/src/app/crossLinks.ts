import { bookingPaths } from '../features/bookings/paths';
import { couponPaths } from '../features/coupons/paths';
import { dashboardPaths } from '../features/dashboard/paths';
import { dayBoardPaths } from '../features/dayBoard/paths';
import { packagePaths } from '../features/packages/paths';
import { userPaths } from '../features/users/paths';

/**
 * Links from one area to a screen of another. A feature never imports another feature's folder;
 * the shell, which composes the areas, lends it the path.
 */
export const crossLinks = {
  /** A user's details (from a booking, from search). */
  userDetails: userPaths.details,
  /** A booking's details (from the day board, from search). */
  bookingDetails: (id: string) => bookingPaths.detail(id),
  /** A package's form (from search). */
  packageEdit: packagePaths.edit,
  /** A coupon's form (from search). */
  couponEdit: couponPaths.edit,
  /** The dashboard (back from the day board). */
  dashboard: dashboardPaths.home,
  /** The day board (from the dashboard). */
  dayBoard: dayBoardPaths.board,
};
