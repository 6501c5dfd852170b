import type { AuditRecordType } from '../__generated__/graphql';
import { categoryHistoryFields } from '../components/categories/categoryHistory';
import type { HistoryFields } from '../components/history/historyFormat';
import { ja } from '../i18n/ja';
import { availabilityHistory } from '../features/availability/availabilityHistory';
import { availabilityPaths } from '../features/availability/paths';
import { bookingHistory } from '../features/bookings/bookingHistory';
import { bookingPaths } from '../features/bookings/paths';
import { couponHistory } from '../features/coupons/couponHistory';
import { couponPaths } from '../features/coupons/paths';
import { dogCategoryPaths } from '../features/dogCategories/paths';
import { galleryHistory } from '../features/gallery/galleryHistory';
import { galleryPaths } from '../features/gallery/paths';
import { holidayHistory } from '../features/holidays/holidayHistory';
import { holidayPaths } from '../features/holidays/paths';
import { newsTopicHistory } from '../features/news/newsTopicHistory';
import { newsTopicPaths } from '../features/news/paths';
import { newsCategoryPaths } from '../features/newsCategories/paths';
import { packageCategoryPaths } from '../features/packageCategories/paths';
import { packageHistory } from '../features/packages/packageHistory';
import { packagePaths } from '../features/packages/paths';
import { seasonHistory } from '../features/seasons/seasonHistory';
import { seasonPaths } from '../features/seasons/paths';
import { settingsHistory } from '../features/settings/settingsHistory';
import { settingsPaths } from '../features/settings/paths';
import { userPaths } from '../features/users/paths';
import { userHistory } from '../features/users/userHistory';

/** What the activity screen (操作履歴) needs of a record type: its screen and its field labels. */
export interface AuditRecordScreen {
  /** The record's screen (its edit screen where it has one); `mutation` names the event's change. */
  path?(id: string, mutation: string): string;
  fields: HistoryFields;
}

/**
 * Each record type's screen and 履歴 field labels, lent to the activity screen the way crossLinks
 * lends paths: a feature never imports another feature's folder.
 */
export const auditRecords: Partial<Record<AuditRecordType, AuditRecordScreen>> = {
  PACKAGE: { path: packagePaths.edit, fields: packageHistory.fields },
  SEASON: { path: seasonPaths.edit, fields: seasonHistory.fields },
  HOLIDAY: { path: holidayPaths.edit, fields: holidayHistory.fields },
  AVAILABILITY: { path: availabilityPaths.edit, fields: availabilityHistory.fields },
  COUPON: { path: couponPaths.edit, fields: couponHistory.fields },
  DOG_CATEGORY: { path: dogCategoryPaths.edit, fields: categoryHistoryFields(ja.dogCategories) },
  PACKAGE_CATEGORY: {
    path: packageCategoryPaths.edit,
    fields: categoryHistoryFields(ja.packageCategories),
  },
  NEWS_TOPIC: { path: newsTopicPaths.edit, fields: newsTopicHistory.fields },
  NEWS_CATEGORY: { path: newsCategoryPaths.edit, fields: categoryHistoryFields(ja.newsCategories) },
  GALLERY_IMAGE: {
    // The trail counts a cover as a gallery image; its change (…GalleryCover) says which it is.
    path: (id, mutation) =>
      galleryPaths.edit(id, /GalleryCover$/.test(mutation) ? 'covers' : 'photos'),
    fields: galleryHistory('photos').fields,
  },
  SITE_SETTINGS: { path: () => settingsPaths.view, fields: settingsHistory.fields },
  USER: { path: userPaths.details, fields: userHistory.fields },
  BOOKING: { path: (id) => bookingPaths.detail(id), fields: bookingHistory.fields },
};
