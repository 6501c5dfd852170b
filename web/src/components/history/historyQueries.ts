import type { DocumentNode } from '@apollo/client';
import {
  AvailabilityHistoryDocument,
  CouponHistoryDocument,
  DogCategoryHistoryDocument,
  GalleryCoverHistoryDocument,
  GalleryImageHistoryDocument,
  HolidayHistoryDocument,
  NewsCategoryHistoryDocument,
  NewsTopicHistoryDocument,
  PackageCategoryHistoryDocument,
  PackageHistoryDocument,
  SeasonHistoryDocument,
  SiteSettingsHistoryDocument,
  UserHistoryDocument,
  type AuditRecordType,
} from '../../__generated__/graphql';
import type { AuditEvent } from './historyFormat';

/** Every history query answers this (the record aliased `record`, history.graphql). */
export interface HistoryAnswer {
  record: { id: string | null; updatedAt: string | null; history: AuditEvent[] } | null;
}

/** The history query of each record type that has an edit screen. */
export const HISTORY_QUERIES: Partial<Record<AuditRecordType, DocumentNode>> = {
  PACKAGE: PackageHistoryDocument,
  SEASON: SeasonHistoryDocument,
  HOLIDAY: HolidayHistoryDocument,
  AVAILABILITY: AvailabilityHistoryDocument,
  COUPON: CouponHistoryDocument,
  DOG_CATEGORY: DogCategoryHistoryDocument,
  PACKAGE_CATEGORY: PackageCategoryHistoryDocument,
  NEWS_TOPIC: NewsTopicHistoryDocument,
  NEWS_CATEGORY: NewsCategoryHistoryDocument,
  GALLERY_IMAGE: GalleryImageHistoryDocument,
  SITE_SETTINGS: SiteSettingsHistoryDocument,
  USER: UserHistoryDocument,
};

/**
 * The history query of an event's record: the trail counts a cover as a gallery image, and the
 * event's mutation (…GalleryCover) tells the two apart.
 */
export function historyQueryOf(
  recordType: AuditRecordType,
  mutation: string,
): DocumentNode | undefined {
  return recordType === 'GALLERY_IMAGE' && mutation.endsWith('GalleryCover')
    ? GalleryCoverHistoryDocument
    : HISTORY_QUERIES[recordType];
}

/** How many events the panel shows. */
export const HISTORY_FIRST = 50;
