import type { ApolloCache } from '@apollo/client';
import type { AuditRecordType } from '../../__generated__/graphql';
import { evictLists, PACKAGE_LISTS } from '../mutations/cacheUpdates';

/**
 * The root fields a revert of a record type can make stale (its lists, choosers and day views): a
 * revert is an ordinary update, delete or restore of that record, so they ask again next visit.
 */
const STALE_AFTER_REVERT: Partial<Record<AuditRecordType, readonly string[]>> = {
  PACKAGE: [...PACKAGE_LISTS, 'dayBoard', 'search'],
  SEASON: ['seasons', 'packagesOnDay', 'dayBoard'],
  HOLIDAY: ['holidays', 'packagesOnDay', 'dayBoard'],
  AVAILABILITY: ['availabilities', 'packagesOnDay', 'dayBoard'],
  COUPON: ['coupons', 'search'],
  DOG_CATEGORY: ['dogCategories', 'packages'],
  PACKAGE_CATEGORY: ['packageCategories', 'packages'],
  NEWS_TOPIC: ['newsTopics'],
  NEWS_CATEGORY: ['newsCategories', 'allNewsCategories', 'newsTopics'],
  GALLERY_IMAGE: ['galleryImages', 'galleryCovers', 'galleryCover'],
  USER: ['users', 'userCounts', 'search'],
  BOOKING: ['bookings', 'bookingsByBookingDate', 'pendingBookings', 'cancelledBookings'],
};

/** After a revert: the record type's lists, and the activity list, ask again. */
export function evictAfterRevert(cache: ApolloCache<unknown>, recordType: AuditRecordType): void {
  evictLists(cache, [...(STALE_AFTER_REVERT[recordType] ?? []), 'auditEvents']);
}
