import { userPaths } from '../features/users/paths';

/**
 * Links from one area to a screen of another. A feature never imports another feature's folder;
 * the shell, which composes the areas, lends it the path.
 */
export const crossLinks = {
  /** A user's details (from a booking). */
  userDetails: userPaths.details,
};
