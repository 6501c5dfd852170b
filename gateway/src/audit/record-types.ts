import type { AuditRecordType } from '../__generated__/resolvers-types.js';

/**
 * The record types the trail names, by GraphQL type name (what the store keeps in `record_type`),
 * and the schema's AuditRecordType of each. The gallery cover counts as a gallery image.
 */
export const RECORD_TYPES: Readonly<Record<string, AuditRecordType>> = {
  Package: 'PACKAGE',
  Season: 'SEASON',
  DogCategory: 'DOG_CATEGORY',
  PackageCategory: 'PACKAGE_CATEGORY',
  Coupon: 'COUPON',
  Holiday: 'HOLIDAY',
  Availability: 'AVAILABILITY',
  NewsTopic: 'NEWS_TOPIC',
  NewsCategory: 'NEWS_CATEGORY',
  GalleryImage: 'GALLERY_IMAGE',
  GalleryCover: 'GALLERY_IMAGE',
  StaffUser: 'USER',
  SiteSettings: 'SITE_SETTINGS',
  Booking: 'BOOKING',
};

/** The schema's record type of a stored type name; ACCOUNT for none (sign-in, sign-out …). */
export function recordTypeOf(typeName: string | null): AuditRecordType {
  return (typeName && RECORD_TYPES[typeName]) || 'ACCOUNT';
}

/** The stored type names of a schema record type (GALLERY_IMAGE: images and the cover). */
export function typeNamesOf(recordType: AuditRecordType): string[] {
  return Object.entries(RECORD_TYPES)
    .filter(([, value]) => value === recordType)
    .map(([name]) => name);
}
