import { describe, expect, it } from 'vitest';
import { bookingListFrom, bookingListKeyOf, bookingMenuPath, bookingPaths } from './paths';

describe('booking detail origin', () => {
  it('carries the list a booking is opened from, except all bookings (the default)', () => {
    expect(bookingPaths.detail('b1', 'pending')).toBe('/profile/add-new-profile/b1?list=pending');
    expect(bookingPaths.detail('b1', 'by-date')).toBe('/profile/add-new-profile/b1?list=by-date');
    expect(bookingPaths.detail('b1', 'all')).toBe('/profile/add-new-profile/b1');
    expect(bookingPaths.detail('b/1')).toBe('/profile/add-new-profile/b%2F1');
  });

  it('reads the origin back; unknown or missing values mean all bookings', () => {
    expect(bookingListFrom('?list=pending')).toBe('pending');
    expect(bookingListFrom('?list=cancelled&from=2026-12-05')).toBe('cancelled');
    expect(bookingListFrom('?list=__proto__')).toBe('all');
    expect(bookingListFrom('?list=toString')).toBe('all');
    expect(bookingListFrom('')).toBe('all');
  });

  it('names the list a path shows', () => {
    expect(bookingListKeyOf('/profile/pendinglist')).toBe('pending');
    expect(bookingListKeyOf('/profile/profile-list')).toBe('all');
    expect(bookingListKeyOf('/profile/add-new-profile')).toBeUndefined();
  });

  it('shows a booking opened from a list under that list in the menu', () => {
    expect(bookingMenuPath('/profile/add-new-profile/b1', '?list=pending')).toBe(
      '/profile/pendinglist',
    );
    expect(bookingMenuPath('/profile/add-new-profile/b1', '')).toBe('/profile/profile-list');
    // The look-up itself and every other path are themselves.
    expect(bookingMenuPath('/profile/add-new-profile', '?list=pending')).toBe(
      '/profile/add-new-profile',
    );
    expect(bookingMenuPath('/offer/product-list', '?list=pending')).toBe('/offer/product-list');
  });
});
