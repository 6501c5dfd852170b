import { useLocation } from 'react-router-dom';
import { bookingMenuPath } from '../../features/bookings/paths';

/**
 * The path whose menu item is shown open: the current path, except a booking opened from one of
 * the booking lists (`?list=pending`), which keeps that list open.
 */
export function useMenuPathname(): string {
  const { pathname, search } = useLocation();
  return bookingMenuPath(pathname, search);
}
