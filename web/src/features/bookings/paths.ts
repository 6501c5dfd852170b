import { pathWithId } from '../../app/area';

const lookup = '/profile/add-new-profile';

/** The four booking lists, by the key a booking's detail carries in `?list=` to return to. */
export const bookingLists = {
  all: '/profile/profile-list',
  cancelled: '/profile/cancel-list',
  'by-date': '/profile/bookingdatelist',
  pending: '/profile/pendinglist',
} as const;

export type BookingListKey = keyof typeof bookingLists;

const isListKey = (key: string | null): key is BookingListKey =>
  key !== null && Object.hasOwn(bookingLists, key);

/** The list a path shows (`/profile/pendinglist` → `pending`). */
export const bookingListKeyOf = (pathname: string): BookingListKey | undefined =>
  (Object.keys(bookingLists) as BookingListKey[]).find((k) => bookingLists[k] === pathname);

/** The list a booking detail was opened from (`?list=`); all bookings when none is named. */
export const bookingListFrom = (search: string): BookingListKey => {
  const key = new URLSearchParams(search).get('list');
  return isListKey(key) ? key : 'all';
};

export const bookingPaths = {
  all: bookingLists.all,
  byBookingDate: bookingLists['by-date'],
  pending: bookingLists.pending,
  cancelled: bookingLists.cancelled,
  /** The booking look-up by user (no booking chosen yet). */
  lookup,
  /**
   * A booking's details, with the look-up of its user's other bookings; `list` names the list it
   * is opened from (the menu keeps that list open and the detail links back to it).
   */
  detail: (id: string, list?: BookingListKey) =>
    `${pathWithId(lookup, id)}${list && list !== 'all' ? `?list=${list}` : ''}`,
};

/**
 * The path the side menu shows as open: a booking detail opened from a list is shown under that
 * list; any other path is itself.
 */
export function bookingMenuPath(pathname: string, search: string): string {
  return pathname.startsWith(`${bookingPaths.lookup}/`)
    ? bookingLists[bookingListFrom(search)]
    : pathname;
}
