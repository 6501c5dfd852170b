/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** An add-on as sent. With `id` it updates a saved entry, without it adds one. */
export type AddOnInput = {
  /** True deletes the saved entry `id` (an unsaved entry is simply left out). */
  delete?: boolean | null | undefined;
  /** Description for customers. */
  description?: string | null | undefined;
  /** Id of a saved entry; omit for a new entry. */
  id?: string | number | null | undefined;
  /** URL of its image. */
  imageUrl?: string | null | undefined;
  /** Most people. */
  maxPeople?: number | null | undefined;
  /** Fewest people; not above `maxPeople` (else DOMAIN_ERROR). */
  minPeople?: number | null | undefined;
  /** How many can be booked per day. */
  perDayLimit?: number | null | undefined;
  /** Price, in yen. */
  price?: number | null | undefined;
  /** Name; required unless `delete`. */
  title?: string | null | undefined;
  /** How it is priced. */
  type?: AddOnType | null | undefined;
};

/** How an add-on is priced (REST add-on `type`). */
export type AddOnType =
  /** One price per booking (REST code 1). */
  | 'PACKAGE_BASED'
  /** One price per person (REST code 2). */
  | 'PEOPLE_BASED';

/** An address as sent; fields left out keep their stored values. */
export type AddressInput = {
  /** Street, building and apartment. */
  apartment?: string | null | undefined;
  /** City. */
  city?: string | null | undefined;
  /** District. */
  district?: string | null | undefined;
  /** Postal code. */
  postalCode?: string | null | undefined;
  /** Prefecture. */
  prefecture?: string | null | undefined;
};

/**
 * What an API key may do. Both act upstream as a staff service account of their own; a READ key is
 * refused every mutation with FORBIDDEN (reason KEY_READ_ONLY) before any REST call.
 */
export type ApiKeyScope =
  /** Queries only. */
  | 'READ'
  /** Queries and mutations a staff member may make (not account management: keys are never admins). */
  | 'READ_WRITE';

/** Whether an API key is accepted now. */
export type ApiKeyStatus =
  /** Accepted. */
  | 'ACTIVE'
  /** Past its expiry: refused with UNAUTHENTICATED (reason KEY_EXPIRED). */
  | 'EXPIRED'
  /** Revoked: refused with UNAUTHENTICATED (reason KEY_REVOKED). */
  | 'REVOKED';

/**
 * Where a booking's arrival stands at the front desk. The REST contract has no place for it: the
 * gateway keeps it in its own store, by booking id.
 */
export type ArrivalState =
  /** The customer arrived and was checked in at the desk. */
  | 'CHECKED_IN'
  /** Not marked yet: the customer is still expected. */
  | 'EXPECTED'
  /** The customer did not come (marked by the desk). */
  | 'NO_SHOW';

/** Filters of the activity list; every one is optional. */
export type AuditEventFilter = {
  /** Only this actor's events (a user id, or an API key id). */
  actorId?: string | number | null | undefined;
  /** Only this operation. */
  operation?: AuditOperation | null | undefined;
  /** Only events on these days (Japan time), both ends inclusive. */
  range?: DateRangeInput | null | undefined;
  /** Only one record's events (with recordType). */
  recordId?: string | number | null | undefined;
  /** Only events about this kind of record. */
  recordType?: AuditRecordType | null | undefined;
};

/** What an audit event did. */
export type AuditOperation =
  /** Any other mutation: sign-in, sign-out, password change, booking status, upload … */
  | 'ACTION'
  /** A record was created. */
  | 'CREATE'
  /** A record was deleted. */
  | 'DELETE'
  /** A deleted record was brought back (restoreDeleted). */
  | 'RESTORE'
  /** An earlier change was undone (revertChange). */
  | 'REVERT'
  /** A refused attempt at something only an administrator may do. */
  | 'SECURITY'
  /** A record was changed. */
  | 'UPDATE';

/** How an audit event ended. */
export type AuditOutcome =
  /** The change was refused or failed; nothing changed (`errorCode` says why). */
  | 'FAILED'
  /** The REST server made the change. */
  | 'SUCCEEDED'
  /** Written before the REST call and never completed (the gateway stopped between the two): the record's state at the REST server tells what happened. */
  | 'UNKNOWN';

/** The kind of record an audit event is about. */
export type AuditRecordType =
  /** Signing in and out, sessions and keys: no record of the catalogue. */
  | 'ACCOUNT'
  /** An availability period of a package. */
  | 'AVAILABILITY'
  /** A booking. */
  | 'BOOKING'
  /** A coupon. */
  | 'COUPON'
  /** A dog category. */
  | 'DOG_CATEGORY'
  /** A gallery image or the gallery cover. */
  | 'GALLERY_IMAGE'
  /** A holiday of a package. */
  | 'HOLIDAY'
  /** A news category. */
  | 'NEWS_CATEGORY'
  /** A news topic. */
  | 'NEWS_TOPIC'
  /** A package (price, season prices, add-ons, photos …). */
  | 'PACKAGE'
  /** A package category. */
  | 'PACKAGE_CATEGORY'
  /** A season and its time slots. */
  | 'SEASON'
  /** The site settings. */
  | 'SITE_SETTINGS'
  /** A staff or customer account. */
  | 'USER';

/** How the change reached the gateway. */
export type AuditVia =
  /** No credential (e.g. a failed sign-in). */
  | 'ANONYMOUS'
  /** An API key of a tool. */
  | 'KEY'
  /** The web admin's session cookie. */
  | 'SESSION'
  /** A bearer token from `login(issueToken: true)`. */
  | 'TOKEN';

/**
 * An availability about to be saved over the stored one: the dates it no longer covers and, for
 * MULTIPLE time slots, the (day, slot) pairs no longer selected are removed.
 */
export type AvailabilityChangeInput = {
  /** Last day after the change. */
  endDate: string;
  /** The stored availability being edited (a new availability removes nothing). */
  id: string | number;
  /** The package after the change; another package than the stored one removes every stored day. */
  packageId?: string | number | null | undefined;
  /** The selected (day, slot) pairs after the change; left out, the stored selection is kept. */
  slots?: Array<AvailabilitySlotInput> | null | undefined;
  /** First day after the change. */
  startDate: string;
};

/**
 * Fields of an availability. Create requires packageId, startDate and endDate ("please select
 * package", "please fill start date", "please fill end date"); update requires both dates.
 */
export type AvailabilityInput = {
  /** Last day, on or after the first (else DOMAIN_ERROR). */
  endDate?: string | null | undefined;
  /** Bookings available per slot; defaults to the package's inventory. */
  inventory?: number | null | undefined;
  /** The package; not changed on update when left out. */
  packageId?: string | number | null | undefined;
  /** Selected (day, slot) pairs (MULTIPLE time slots). */
  slots?: Array<AvailabilitySlotInput> | null | undefined;
  /** First day. */
  startDate?: string | null | undefined;
};

/**
 * Paging, search and sort of the list of availability. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (AvailabilitySortField); the other fields are the same in every list.
 */
export type AvailabilityListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: AvailabilitySortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of AvailabilityInput to change, for updateAvailability: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from AvailabilityInput by scripts/patch-inputs.mjs. */
export type AvailabilityPatch = {
  /** Last day, on or after the first (else DOMAIN_ERROR). */
  endDate?: string | null | undefined;
  /** Bookings available per slot. */
  inventory?: number | null | undefined;
  /** The package; not changed on update when left out. */
  packageId?: string | number | null | undefined;
  /** Selected (day, slot) pairs (MULTIPLE time slots). */
  slots?: Array<AvailabilitySlotInput> | null | undefined;
  /** First day. */
  startDate?: string | null | undefined;
};

/** A selected slot as sent. Choosing the same (day, slot) twice is refused with BAD_USER_INPUT. */
export type AvailabilitySlotInput = {
  /** The day; within the availability's dates. */
  date: string;
  /** Slot end. */
  endTime?: string | null | undefined;
  /** Slot label as shown. */
  label?: string | null | undefined;
  /** Position in the selection. */
  position?: number | null | undefined;
  /** Index of the slot in the season's time slots, from 0. */
  slotIndex: number;
  /** Slot start. */
  startTime?: string | null | undefined;
};

/**
 * Columns the list of availability can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type AvailabilitySortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by endDate. */
  | 'endDate'
  /** Sort by inventory. */
  | 'inventory'
  /** Sort by packageTitle. */
  | 'packageTitle'
  /** Sort by startDate. */
  | 'startDate';

/** The change whose impact is asked: exactly one of its fields (else BAD_USER_INPUT). */
export type BookingImpactInput = {
  /** An availability losing days or slots. */
  availability?: AvailabilityChangeInput | null | undefined;
  /** A holiday being added. */
  holiday?: HolidayChangeInput | null | undefined;
  /** Id of a package being set inactive: every booking of it from today. */
  packageInactive?: string | number | null | undefined;
  /** A season whose days or time slots change. */
  season?: SeasonChangeInput | null | undefined;
};

/**
 * Paging, search and sort of the list of bookings (all five booking lists). Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (BookingSortField); the other fields are the same in every list.
 */
export type BookingListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: BookingSortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/**
 * Columns the list of bookings (all five booking lists) can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type BookingSortField =
  /** Sort by bookingNumber. */
  | 'bookingNumber'
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by date. */
  | 'date'
  /** Sort by packageTitle. */
  | 'packageTitle'
  /** Sort by status. */
  | 'status'
  /** Sort by totalPrice. */
  | 'totalPrice';

/** Where a booking stands (REST `status`). */
export type BookingStatus =
  /** Booked and paid (REST code 2; the default). */
  | 'BOOKED'
  /** Cancelled (REST code 3). */
  | 'CANCELLED'
  /** Payment failed (REST code 1). */
  | 'FAILED'
  /** Waiting for payment; the only status that can be cancelled (REST code 4). */
  | 'PENDING';

/** Fields of a dog or package category. */
export type CategoryInput = {
  /** Default ACTIVE. */
  status?: Status | null | undefined;
  /** Name; required and unique. */
  title: string;
};

/**
 * Paging, search and sort of the list of dog and package categories. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (CategorySortField); the other fields are the same in every list.
 */
export type CategoryListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: CategorySortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of CategoryInput to change, for updateDogCategory: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from CategoryInput by scripts/patch-inputs.mjs. */
export type CategoryPatch = {
  /** New value of `status`. */
  status?: Status | null | undefined;
  /** Name; required and unique. */
  title?: string | null | undefined;
};

/**
 * Columns the list of dog and package categories can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type CategorySortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by status. */
  | 'status'
  /** Sort by title. */
  | 'title'
  /** Sort by updatedAt. */
  | 'updatedAt';

/** Password change by the signed-in user, or by an admin for another user. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** The new password, at least 8 characters. */
  newPassword: string;
  /** Must be the signed-in user when given (FORBIDDEN otherwise): an administrator sets another user's password with setUserPassword. */
  userId?: string | number | null | undefined;
};

/** How a coupon discounts: a fixed amount in yen or a percentage of the price. */
export type CouponDiscountType =
  /** A fixed amount in yen, `discountAmount` (REST code 1). */
  | 'AMOUNT'
  /** A percentage of the price, `discountPercentage` (REST code 2). */
  | 'PERCENTAGE';

/**
 * Fields of a coupon. Create and update both send every field: an omitted optional field takes its
 * default (an omitted image removes the image). Server checks arrive as BAD_USER_INPUT with one field
 * error per message.
 */
export type CouponInput = {
  /** Free text describing the offer. Default empty. */
  description?: string | null | undefined;
  /** Discount in yen; required (above 0) when `discountType` is AMOUNT. */
  discountAmount?: number | null | undefined;
  /** Discount in percent; required (1 to 100, above 100 is DOMAIN_ERROR) when `discountType` is PERCENTAGE. */
  discountPercentage?: number | null | undefined;
  /** Amount or percentage. Default AMOUNT. */
  discountType?: CouponDiscountType | null | undefined;
  /**
   * Stored name of an image already uploaded: the `fileName` of `createUploadUrl` (kind GALLERY; the
   * REST contract has no signed upload for coupons). Omit or null for no image. A name that was never
   * uploaded is refused with BAD_USER_INPUT.
   */
  imageFileName?: string | null | undefined;
  /** Default ACTIVE. */
  status?: Status | null | undefined;
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title: string;
};

/**
 * Paging, search and sort of the list of coupons. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (CouponSortField); the other fields are the same in every list.
 */
export type CouponListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: CouponSortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of CouponInput to change, for updateCoupon: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from CouponInput by scripts/patch-inputs.mjs. */
export type CouponPatch = {
  /** Free text describing the offer. */
  description?: string | null | undefined;
  /** Discount in yen; required (above 0) when `discountType` is AMOUNT. */
  discountAmount?: number | null | undefined;
  /** Discount in percent; required (1 to 100, above 100 is DOMAIN_ERROR) when `discountType` is PERCENTAGE. */
  discountPercentage?: number | null | undefined;
  /** Amount or percentage. */
  discountType?: CouponDiscountType | null | undefined;
  /**
   * Stored name of an image already uploaded: the `fileName` of `createUploadUrl` (kind GALLERY; the
   * REST contract has no signed upload for coupons). Omit or null for no image. A name that was never
   * uploaded is refused with BAD_USER_INPUT.
   */
  imageFileName?: string | null | undefined;
  /** New value of `status`. */
  status?: Status | null | undefined;
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title?: string | null | undefined;
};

/**
 * Columns the list of coupons can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type CouponSortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by discountAmount. */
  | 'discountAmount'
  /** Sort by discountPercentage. */
  | 'discountPercentage'
  /** Sort by discountType. */
  | 'discountType'
  /** Sort by status. */
  | 'status'
  /** Sort by title. */
  | 'title'
  /** Sort by updatedAt. */
  | 'updatedAt';

/** A new API key. */
export type CreateApiKeyInput = {
  /** When it stops working (in the future); omitted or null for never. */
  expiresAt?: string | null | undefined;
  /** What the key is for (1 to 100 characters). */
  name: string;
  /** What the key may do. */
  scope: ApiKeyScope;
};

/** Which day a graph point counts a booking on. */
export type DashboardGraphBasis =
  /** The day the booking was made (in Japan). */
  | 'BOOKING_DATE'
  /** The day of the visit. */
  | 'VISIT_DATE';

/** A range of days, both ends inclusive; a missing end leaves the range open on that side. */
export type DateRangeInput = {
  /** Last day; not before the first (else DOMAIN_ERROR). */
  endDate?: string | null | undefined;
  /** First day. */
  startDate?: string | null | undefined;
};

/** How a slot of the day board stands. */
export type DayBoardSlotState =
  /** Nothing left: the bookings held reach the inventory. */
  | 'FULL'
  /** The package has a holiday on this day. */
  | 'HOLIDAY'
  /** At least 80% of the inventory is held (booked or pending), with some left. */
  | 'NEARLY_FULL'
  /** Bookable with room to spare. */
  | 'OPEN'
  /** Overbooked: more bookings held (booked or pending) than the inventory. */
  | 'OVERBOOKED';

/** Size of a booked dog. */
export type DogSize =
  /** Big or medium (REST code 1). */
  | 'BIG_OR_MEDIUM'
  /** Small (REST code 2). */
  | 'SMALL';

/** Which dogs a package allows (REST `dogType`). */
export type DogType =
  /** Big and medium dogs (REST code 1). */
  | 'BIG_AND_MEDIUM'
  /** Both sizes, each with its own limits and prices (REST code 3). */
  | 'BOTH'
  /** Dogs of any size counted together, with combined limits and prices (REST code 4). */
  | 'COMBINED'
  /** Small dogs (REST code 2). */
  | 'SMALL';

/** Fields of a cover image. The image is uploaded first (`createUploadUrl(kind: GALLERY)`). */
export type GalleryCoverInput = {
  /**
   * Stored name of the uploaded image: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName: string;
  /** Caption. Default empty. */
  title?: string | null | undefined;
};

/**
 * Paging, search and sort of the list of cover images. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (GalleryCoverSortField); the other fields are the same in every list.
 */
export type GalleryCoverListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: GalleryCoverSortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of GalleryCoverInput to change, for updateGalleryCover: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from GalleryCoverInput by scripts/patch-inputs.mjs. */
export type GalleryCoverPatch = {
  /**
   * Stored name of the uploaded image: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName?: string | null | undefined;
  /** Caption. */
  title?: string | null | undefined;
};

/**
 * Columns the list of cover images can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type GalleryCoverSortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by title. */
  | 'title'
  /** Sort by updatedAt. */
  | 'updatedAt';

/** Fields of a gallery image. The photo is uploaded first (`createUploadUrl(kind: GALLERY)`). */
export type GalleryImageInput = {
  /** Whether the photo is featured. Default false. */
  featured?: boolean | null | undefined;
  /**
   * Stored name of the uploaded photo: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName: string;
  /** Caption. Default empty. */
  title?: string | null | undefined;
};

/**
 * Paging, search and sort of the list of gallery images. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (GalleryImageSortField); the other fields are the same in every list.
 */
export type GalleryImageListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: GalleryImageSortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of GalleryImageInput to change, for updateGalleryImage: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from GalleryImageInput by scripts/patch-inputs.mjs. */
export type GalleryImagePatch = {
  /** Whether the photo is featured. */
  featured?: boolean | null | undefined;
  /**
   * Stored name of the uploaded photo: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName?: string | null | undefined;
  /** Caption. */
  title?: string | null | undefined;
};

/**
 * Columns the list of gallery images can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type GalleryImageSortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by featured. */
  | 'featured'
  /** Sort by fileName. */
  | 'fileName'
  /** Sort by title. */
  | 'title'
  /** Sort by updatedAt. */
  | 'updatedAt';

/** A holiday about to be saved: the package is closed on the day (or each day of a range). */
export type HolidayChangeInput = {
  /** The day closed (the first day of a range). */
  date: string;
  /** The last day of a range; the one day when left out. */
  endDate?: string | null | undefined;
  /** The package closed. */
  packageId: string | number;
};

/**
 * Fields of a holiday. packageId and date are required ("please select package", "please select
 * date"); the same package and day twice is refused with DOMAIN_ERROR.
 */
export type HolidayInput = {
  /** The day. */
  date?: string | null | undefined;
  /** The package closed on that day. */
  packageId?: string | number | null | undefined;
  /** What the holiday is. */
  title?: string | null | undefined;
};

/**
 * Paging, search and sort of the list of holidays. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (HolidaySortField); the other fields are the same in every list.
 */
export type HolidayListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: HolidaySortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of HolidayInput to change, for updateHoliday: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from HolidayInput by scripts/patch-inputs.mjs. */
export type HolidayPatch = {
  /** The day. */
  date?: string | null | undefined;
  /** The package closed on that day. */
  packageId?: string | number | null | undefined;
  /** What the holiday is. */
  title?: string | null | undefined;
};

/**
 * Columns the list of holidays can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type HolidaySortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by date. */
  | 'date'
  /** Sort by packageTitle. */
  | 'packageTitle'
  /** Sort by title. */
  | 'title';

/** Fields of a news category. */
export type NewsCategoryInput = {
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title: string;
};

/**
 * Paging, search and sort of the list of news categories. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (NewsCategorySortField); the other fields are the same in every list.
 */
export type NewsCategoryListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: NewsCategorySortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of NewsCategoryInput to change, for updateNewsCategory: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from NewsCategoryInput by scripts/patch-inputs.mjs. */
export type NewsCategoryPatch = {
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title?: string | null | undefined;
};

/**
 * Columns the list of news categories can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type NewsCategorySortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by title. */
  | 'title'
  /** Sort by updatedAt. */
  | 'updatedAt';

/**
 * Fields of a news topic. Images are uploaded first (`createUploadUrl(kind: NEWS)`). Create and update
 * both send every field: an omitted image removes it.
 */
export type NewsTopicInput = {
  /** Id of an existing news category; omit for none. An unknown id is refused with DOMAIN_ERROR. */
  categoryId?: string | number | null | undefined;
  /** Stored name of the cover image: the `fileName` of `createUploadUrl`. */
  coverImageFileName?: string | null | undefined;
  /** Publication date; on create, today when omitted; on update, unchanged when omitted. */
  date?: string | null | undefined;
  /** The article body in Markdown. Default empty. */
  longDescription?: string | null | undefined;
  /** Teaser shown in lists. Default empty. */
  shortDescription?: string | null | undefined;
  /** Stored name of the thumbnail: the `fileName` of `createUploadUrl`. */
  thumbImageFileName?: string | null | undefined;
  /** Headline; required ("please enter title"). */
  title: string;
};

/**
 * Paging, search and sort of the list of news topics. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (NewsTopicSortField); the other fields are the same in every list.
 */
export type NewsTopicListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: NewsTopicSortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of NewsTopicInput to change, for updateNewsTopic: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from NewsTopicInput by scripts/patch-inputs.mjs. */
export type NewsTopicPatch = {
  /** Id of an existing news category; omit for none. An unknown id is refused with DOMAIN_ERROR. */
  categoryId?: string | number | null | undefined;
  /** Stored name of the cover image: the `fileName` of `createUploadUrl`. */
  coverImageFileName?: string | null | undefined;
  /** Publication date; on create, today when omitted; on update, unchanged when omitted. */
  date?: string | null | undefined;
  /** The article body in Markdown. */
  longDescription?: string | null | undefined;
  /** Teaser shown in lists. */
  shortDescription?: string | null | undefined;
  /** Stored name of the thumbnail: the `fileName` of `createUploadUrl`. */
  thumbImageFileName?: string | null | undefined;
  /** Headline; required ("please enter title"). */
  title?: string | null | undefined;
};

/**
 * Columns the list of news topics can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type NewsTopicSortField =
  /** Sort by category. */
  | 'category'
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by date. */
  | 'date'
  /** Sort by title. */
  | 'title'
  /** Sort by updatedAt. */
  | 'updatedAt';

/**
 * Fields of a package. On create the server requires, in this order: title, helpText, maxPeople,
 * includedPeople, price, weekendPrice, peopleExtraPrice, childrenExtraPrice, displayOrder, inventory
 * (MULTIPLE time slots only), dogCategoryId and photos; a missing one is BAD_USER_INPUT on its field.
 * On update, fields left out keep their stored values (title, helpText and maxPeople are required).
 */
export type PackageInput = {
  /** Add-ons: added, updated or deleted entry by entry; saved entries left out are kept. */
  addOns?: Array<AddOnInput> | null | undefined;
  /** Weekday price per extra big or medium dog, in yen. */
  bigAndMediumDogExtraPrice?: number | null | undefined;
  /** Whether big and medium dogs are allowed. */
  bigAndMediumDogsAllowed?: boolean | null | undefined;
  /** Its package category. */
  categoryId?: string | number | null | undefined;
  /** Weekday price per extra child, in yen. */
  childrenExtraPrice?: number | null | undefined;
  /** Weekday price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogExtraPrice?: number | null | undefined;
  /** Weekend price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogWeekendExtraPrice?: number | null | undefined;
  /** Display order, ascending; not 0. */
  displayOrder?: number | null | undefined;
  /** Its dog (room) category. */
  dogCategoryId?: string | number | null | undefined;
  /** Weekday price per extra dog, in yen. */
  dogExtraPrice?: number | null | undefined;
  /** Which dogs it allows. */
  dogType?: DogType | null | undefined;
  /** Whether dogs are allowed at all. */
  dogsAllowed?: boolean | null | undefined;
  /** Description shown to customers. */
  helpText?: string | null | undefined;
  /** Big and medium dogs included in the price. */
  includedBigAndMediumDogs?: number | null | undefined;
  /** Children included in the price. */
  includedChildren?: number | null | undefined;
  /** Dogs included in the price (COMBINED dog type). */
  includedDogs?: number | null | undefined;
  /** People included in the price; not above `maxPeople` (BAD_USER_INPUT on this field). */
  includedPeople?: number | null | undefined;
  /** Small dogs included in the price. */
  includedSmallDogs?: number | null | undefined;
  /** Bookings available per time slot; required for MULTIPLE time slots. */
  inventory?: number | null | undefined;
  /** Dogs included, as older clients recorded it. */
  legacyIncludedDogs?: number | null | undefined;
  /** Most dogs, as older clients recorded it. */
  legacyMaxDogs?: number | null | undefined;
  /** Most big and medium dogs per booking. */
  maxBigAndMediumDogs?: number | null | undefined;
  /** Most children per booking. */
  maxChildren?: number | null | undefined;
  /** Most dogs per booking (COMBINED dog type). */
  maxDogs?: number | null | undefined;
  /** Most people per booking; not 0. */
  maxPeople?: number | null | undefined;
  /** Most small dogs per booking. */
  maxSmallDogs?: number | null | undefined;
  /** Weekday price per extra person, in yen. */
  peopleExtraPrice?: number | null | undefined;
  /** Photos; the first is the cover. */
  photos?: Array<PackagePhotoInput> | null | undefined;
  /** Weekday price for the included people, in yen. */
  price?: number | null | undefined;
  /** Season prices: added, updated or deleted entry by entry; saved entries left out are kept. */
  seasonPrices?: Array<SeasonPriceInput> | null | undefined;
  /** Weekday price per extra small dog, in yen. */
  smallDogExtraPrice?: number | null | undefined;
  /** Whether small dogs are allowed. */
  smallDogsAllowed?: boolean | null | undefined;
  /** Whether it is offered. */
  status?: Status | null | undefined;
  /** Single or multiple time slots a day. */
  timeSlotType?: TimeSlotType | null | undefined;
  /** Name. */
  title?: string | null | undefined;
  /** Weekend price per extra big or medium dog, in yen. */
  weekendBigAndMediumDogExtraPrice?: number | null | undefined;
  /** Weekend price per extra child, in yen. */
  weekendChildrenExtraPrice?: number | null | undefined;
  /** Weekend price per extra person, in yen. */
  weekendPeopleExtraPrice?: number | null | undefined;
  /** Weekend price for the included people, in yen. */
  weekendPrice?: number | null | undefined;
  /** Weekend price per extra small dog, in yen. */
  weekendSmallDogExtraPrice?: number | null | undefined;
};

/**
 * Paging, search and sort of the list of packages. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (PackageSortField); the other fields are the same in every list.
 */
export type PackageListQuery = {
  /**
   * Only packages of this package category. The REST list has no such filter: when this or
   * `status` is given, the gateway reads the whole searched and sorted list (up to 10000) and pages
   * the matching packages itself.
   */
  categoryId?: string | number | null | undefined;
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: PackageSortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
  /** Only active or only inactive packages (see `categoryId` on how it is applied). */
  status?: Status | null | undefined;
};

/** Fields of PackageInput to change, for updatePackage: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from PackageInput by scripts/patch-inputs.mjs. */
export type PackagePatch = {
  /** Add-ons: added, updated or deleted entry by entry; saved entries left out are kept. */
  addOns?: Array<AddOnInput> | null | undefined;
  /** Weekday price per extra big or medium dog, in yen. */
  bigAndMediumDogExtraPrice?: number | null | undefined;
  /** Whether big and medium dogs are allowed. */
  bigAndMediumDogsAllowed?: boolean | null | undefined;
  /** Its package category. */
  categoryId?: string | number | null | undefined;
  /** Weekday price per extra child, in yen. */
  childrenExtraPrice?: number | null | undefined;
  /** Weekday price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogExtraPrice?: number | null | undefined;
  /** Weekend price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogWeekendExtraPrice?: number | null | undefined;
  /** Display order, ascending; not 0. */
  displayOrder?: number | null | undefined;
  /** Its dog (room) category. */
  dogCategoryId?: string | number | null | undefined;
  /** Weekday price per extra dog, in yen. */
  dogExtraPrice?: number | null | undefined;
  /** Which dogs it allows. */
  dogType?: DogType | null | undefined;
  /** Whether dogs are allowed at all. */
  dogsAllowed?: boolean | null | undefined;
  /** Description shown to customers. */
  helpText?: string | null | undefined;
  /** Big and medium dogs included in the price. */
  includedBigAndMediumDogs?: number | null | undefined;
  /** Children included in the price. */
  includedChildren?: number | null | undefined;
  /** Dogs included in the price (COMBINED dog type). */
  includedDogs?: number | null | undefined;
  /** People included in the price; not above `maxPeople` (BAD_USER_INPUT on this field). */
  includedPeople?: number | null | undefined;
  /** Small dogs included in the price. */
  includedSmallDogs?: number | null | undefined;
  /** Bookings available per time slot; required for MULTIPLE time slots. */
  inventory?: number | null | undefined;
  /** Dogs included, as older clients recorded it. */
  legacyIncludedDogs?: number | null | undefined;
  /** Most dogs, as older clients recorded it. */
  legacyMaxDogs?: number | null | undefined;
  /** Most big and medium dogs per booking. */
  maxBigAndMediumDogs?: number | null | undefined;
  /** Most children per booking. */
  maxChildren?: number | null | undefined;
  /** Most dogs per booking (COMBINED dog type). */
  maxDogs?: number | null | undefined;
  /** Most people per booking; not 0. */
  maxPeople?: number | null | undefined;
  /** Most small dogs per booking. */
  maxSmallDogs?: number | null | undefined;
  /** Weekday price per extra person, in yen. */
  peopleExtraPrice?: number | null | undefined;
  /** Photos; the first is the cover. */
  photos?: Array<PackagePhotoInput> | null | undefined;
  /** Weekday price for the included people, in yen. */
  price?: number | null | undefined;
  /** Season prices: added, updated or deleted entry by entry; saved entries left out are kept. */
  seasonPrices?: Array<SeasonPriceInput> | null | undefined;
  /** Weekday price per extra small dog, in yen. */
  smallDogExtraPrice?: number | null | undefined;
  /** Whether small dogs are allowed. */
  smallDogsAllowed?: boolean | null | undefined;
  /** Whether it is offered. */
  status?: Status | null | undefined;
  /** Single or multiple time slots a day. */
  timeSlotType?: TimeSlotType | null | undefined;
  /** Name. */
  title?: string | null | undefined;
  /** Weekend price per extra big or medium dog, in yen. */
  weekendBigAndMediumDogExtraPrice?: number | null | undefined;
  /** Weekend price per extra child, in yen. */
  weekendChildrenExtraPrice?: number | null | undefined;
  /** Weekend price per extra person, in yen. */
  weekendPeopleExtraPrice?: number | null | undefined;
  /** Weekend price for the included people, in yen. */
  weekendPrice?: number | null | undefined;
  /** Weekend price per extra small dog, in yen. */
  weekendSmallDogExtraPrice?: number | null | undefined;
};

/** A photo of a package as sent: an uploaded file (see `createUploadUrl`). */
export type PackagePhotoInput = {
  /** Stored file name (`fileName` of `createUploadUrl`). */
  fileName: string;
  /** URL of the photo. */
  url: string;
};

/**
 * Columns the list of packages can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type PackageSortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by displayOrder. */
  | 'displayOrder'
  /** Sort by price. */
  | 'price'
  /** Sort by status. */
  | 'status'
  /** Sort by title. */
  | 'title';

/** Who took the payment (REST `paymentMethod`). */
export type PaymentProvider =
  /** Not tied to one provider (REST code 0, "All"). */
  | 'ALL'
  /** Amazon Pay (REST code 2). */
  | 'AMAZON_PAY'
  /** Stripe (REST code 1). */
  | 'STRIPE';

/**
 * A picture sent inside the request, base64-encoded (JPEG, PNG, WebP or GIF; up to the upload
 * limit, 5 MB by default).
 */
export type ProfilePictureUpload = {
  /** Its bytes, base64-encoded. */
  base64: string;
  /** Its type: image/jpeg, image/png, image/webp or image/gif (else DOMAIN_ERROR). */
  contentType: string;
  /** The file's name, e.g. `me.jpg`. */
  fileName: string;
};

/**
 * A new admin or staff account ("add role user"). Email, full name, confirm password, phone number
 * and username are required ("please fill all fields"); the confirmation must match (else
 * DOMAIN_ERROR) and the password have at least 8 characters.
 */
export type RoleUserInput = {
  /** The password again. */
  confirmPassword?: string | null | undefined;
  /** Sign-in email. */
  email?: string | null | undefined;
  /** Given name. */
  firstName?: string | null | undefined;
  /** Full name. */
  fullName?: string | null | undefined;
  /** Family name. */
  lastName?: string | null | undefined;
  /** Password. */
  password?: string | null | undefined;
  /** Phone number. */
  phoneNumber?: string | null | undefined;
  /** ADMIN or STAFF; default STAFF. */
  role?: UserRole | null | undefined;
  /** Default INACTIVE. */
  status?: Status | null | undefined;
  /** Sign-in name. */
  username?: string | null | undefined;
};

/** Why one kind of record is missing from a search's answer. */
export type SearchFailureReason =
  /** Its search failed. */
  | 'FAILED'
  /** Its search took longer than the search waits (1 s). */
  | 'TIMEOUT';

/** What kind of record a search hit is. */
export type SearchKind =
  /** A booking (by id or booking number, name in Japanese or English, email or phone). */
  | 'BOOKING'
  /** A coupon (by title). */
  | 'COUPON'
  /** A package (by title). */
  | 'PACKAGE'
  /** A user (by name or email). */
  | 'USER';

/**
 * A season about to be saved: a new one (no `id`) or over the stored one. The bookings of its
 * packages on days it no longer covers, or in a time slot it no longer has, are stranded; and where
 * it shares days with another active season, the packages whose season of the day changes get other
 * time slots (see `BookingImpact.slotChanges`), which strands their bookings in a slot no longer there.
 */
export type SeasonChangeInput = {
  /** Last day after the change. */
  endDate: string;
  /** The stored season being edited; left out for a new season. */
  id?: string | number | null | undefined;
  /** First day after the change. */
  startDate: string;
  /** Whether the season is in use after the change; left out, ACTIVE. An inactive season gives no package its slots. */
  status?: Status | null | undefined;
  /** Time slots after the change; a stored slot whose start and end are not among them is removed. */
  timeSlots: Array<TimeSlotInput>;
};

/** Fields of a season. */
export type SeasonInput = {
  /** Last day. */
  endDate: string;
  /** First day. */
  startDate: string;
  /** Default ACTIVE. */
  status?: Status | null | undefined;
  /** Time slots. */
  timeSlots?: Array<TimeSlotInput> | null | undefined;
  /** Name; required. */
  title: string;
};

/**
 * Paging, search and sort of the list of seasons. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (SeasonSortField); the other fields are the same in every list.
 */
export type SeasonListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: SeasonSortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of SeasonInput to change, for updateSeason: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from SeasonInput by scripts/patch-inputs.mjs. */
export type SeasonPatch = {
  /** Last day. */
  endDate?: string | null | undefined;
  /** First day. */
  startDate?: string | null | undefined;
  /** New value of `status`. */
  status?: Status | null | undefined;
  /** Time slots. */
  timeSlots?: Array<TimeSlotInput> | null | undefined;
  /** Name; required. */
  title?: string | null | undefined;
};

/** A season price entry as sent. With `id` it updates a saved entry, without it adds one. */
export type SeasonPriceInput = {
  /** Price per extra child, in yen. */
  childrenExtraPrice?: number | null | undefined;
  /** True deletes the saved entry `id` (an unsaved entry is simply left out). */
  delete?: boolean | null | undefined;
  /** Price per extra dog, in yen. */
  dogExtraPrice?: number | null | undefined;
  /** Id of a saved entry; omit for a new entry. */
  id?: string | number | null | undefined;
  /** Price per extra person, in yen. */
  peopleExtraPrice?: number | null | undefined;
  /** The season; required unless `delete`. */
  seasonId?: string | number | null | undefined;
  /** Weekday price, in yen. */
  weekdayPrice?: number | null | undefined;
  /** Weekend price, in yen. */
  weekendPrice?: number | null | undefined;
};

/**
 * Columns the list of seasons can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type SeasonSortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by endDate. */
  | 'endDate'
  /** Sort by startDate. */
  | 'startDate'
  /** Sort by status. */
  | 'status'
  /** Sort by title. */
  | 'title';

/**
 * Fields of the site settings to change: an omitted field keeps its stored value, `null` clears a
 * field that may be empty. Price, min and max people must not be 0 ("please enter picnic price",
 * "please enter min people", "please enter max people"); min above max is refused with DOMAIN_ERROR.
 */
export type SiteSettingsInput = {
  /** First home page time; null clears it. */
  homePageTime1?: string | null | undefined;
  /** Second home page time; null clears it. */
  homePageTime2?: string | null | undefined;
  /** Third home page time; null clears it. */
  homePageTime3?: string | null | undefined;
  /** Fourth home page time; null clears it. */
  homePageTime4?: string | null | undefined;
  /** Most people for a picnic. */
  maxPicnicPeople?: number | null | undefined;
  /** Fewest people for a picnic. */
  minPicnicPeople?: number | null | undefined;
  /** Picnic price, in yen. */
  picnicPrice?: number | null | undefined;
};

/** Order of a sorted list. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** Active or inactive: seasons, categories, packages, coupons and users carry it. */
export type Status =
  /** Shown and usable (REST code 1). */
  | 'ACTIVE'
  /** Hidden and not offered (REST code 2). */
  | 'INACTIVE';

/** A time slot as entered. */
export type TimeSlotInput = {
  /** End time; must be after the start, and slots must not overlap. */
  endTime: string;
  /** Id of an existing slot, to keep it stable; omit for a new slot. */
  id?: string | number | null | undefined;
  /** Start time. */
  startTime: string;
};

/** Whether a package is booked by single time slot or by several slots a day (REST `timeSlot`). */
export type TimeSlotType =
  /** Several bookable time slots a day, each with the package's inventory (REST code 2). */
  | 'MULTIPLE'
  /** One booking per day (REST code 1). */
  | 'SINGLE';

/**
 * Fields of a user to change: an omitted field keeps its stored value, `null` clears a field that
 * may be empty. A taken email or username
 * is refused with DOMAIN_ERROR, as is deactivating your own account or changing your own role.
 */
export type UpdateUserInput = {
  /** Address. */
  address?: AddressInput | null | undefined;
  /** The user's dogs (replaces the list). */
  dogs?: Array<UserDogInput> | null | undefined;
  /** Sign-in email. */
  email?: string | null | undefined;
  /** Given name in English. */
  englishFirstName?: string | null | undefined;
  /** Family name in English. */
  englishLastName?: string | null | undefined;
  /** Given name. */
  firstName?: string | null | undefined;
  /** Full name. */
  fullName?: string | null | undefined;
  /** Google account id. */
  googleId?: string | null | undefined;
  /** Whether the user has dogs. */
  hasDog?: boolean | null | undefined;
  /** Family name. */
  lastName?: string | null | undefined;
  /** Phone number. */
  phoneNumber?: string | null | undefined;
  /** What the user may do. */
  role?: UserRole | null | undefined;
  /** Whether the account can sign in. */
  status?: Status | null | undefined;
  /** Sign-in name. */
  username?: string | null | undefined;
};

/** Where an uploaded image will be used; decides the folder it is stored in. */
export type UploadKind =
  /** Gallery images and cover images (stored under `gallery/`); also used for coupon images. */
  | 'GALLERY'
  /** News topic cover images and thumbnails (stored under `news/`). */
  | 'NEWS';

/** A dog as sent. */
export type UserDogInput = {
  /** Breed. */
  breed?: string | null | undefined;
  /** URL of its certificate or photo. */
  fileUrl?: string | null | undefined;
  /** The dog's name. */
  name: string;
  /** Date of the last vaccination as entered. */
  vaccinationDate?: string | null | undefined;
};

/**
 * Paging, search and sort of the list of users. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (UserSortField); the other fields are the same in every list.
 */
export type UserListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: UserSortField | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** A new password an admin sets for a user. */
export type UserPasswordInput = {
  /** The new password again. */
  confirmPassword: string;
  /** The new password, at least 8 characters. */
  newPassword: string;
  /** The user whose password is set. */
  userId: string | number;
};

/** What a user may do (REST `usertype`). */
export type UserRole =
  /** Administrator: everything, including setting other users' passwords. */
  | 'ADMIN'
  /** Customer of the public site. */
  | 'CUSTOMER'
  /** Staff member. */
  | 'STAFF';

/**
 * Columns the list of users can be sorted by. The values are spelled as the field they sort by
 * (camelCase, not the usual SCREAMING_CASE), so the web keeps them as they are in its URLs
 * (`?sort=createdAt`) and as its column ids: one name on both sides, no mapping table.
 */
export type UserSortField =
  /** Sort by createdAt. */
  | 'createdAt'
  /** Sort by email. */
  | 'email'
  /** Sort by fullName. */
  | 'fullName'
  /** Sort by role. */
  | 'role'
  /** Sort by status. */
  | 'status'
  /** Sort by updatedAt. */
  | 'updatedAt'
  /** Sort by username. */
  | 'username';

export type AvailabilitiesQueryVariables = Exact<{
  query?: AvailabilityListQuery | null | undefined;
  packageId?: string | number | null | undefined;
}>;


export type AvailabilitiesQuery = { availabilities: { total: number, page: number, pageSize: number, items: Array<{ slotCount: number | null, id: string, packageId: string, packageTitle: string, packageTimeSlotType: TimeSlotType, startDate: string, endDate: string, inventory: number, createdAt: string | null, updatedAt: string | null }> } | null };

export type AvailabilityQueryVariables = Exact<{
  id: string | number;
}>;


export type AvailabilityQuery = { availability: { id: string, packageId: string, packageTitle: string, packageTimeSlotType: TimeSlotType, startDate: string, endDate: string, inventory: number, createdAt: string | null, updatedAt: string | null, slots: Array<{ slotIndex: number, date: string, startTime: string | null, endTime: string | null, label: string | null, position: number | null }> } | null };

export type SavedAvailabilityFragment = { message: string, availability: { id: string, packageId: string, packageTitle: string, packageTimeSlotType: TimeSlotType, startDate: string, endDate: string, inventory: number, createdAt: string | null, updatedAt: string | null, slots: Array<{ slotIndex: number, date: string, startTime: string | null, endTime: string | null, label: string | null, position: number | null }> } | null };

export type CreateAvailabilityMutationVariables = Exact<{
  input: AvailabilityInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateAvailabilityMutation = { createAvailability: { message: string, availability: { id: string, packageId: string, packageTitle: string, packageTimeSlotType: TimeSlotType, startDate: string, endDate: string, inventory: number, createdAt: string | null, updatedAt: string | null, slots: Array<{ slotIndex: number, date: string, startTime: string | null, endTime: string | null, label: string | null, position: number | null }> } | null } };

export type UpdateAvailabilityMutationVariables = Exact<{
  id: string | number;
  input: AvailabilityPatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
  acceptStranded?: number | null | undefined;
}>;


export type UpdateAvailabilityMutation = { updateAvailability: { message: string, availability: { id: string, packageId: string, packageTitle: string, packageTimeSlotType: TimeSlotType, startDate: string, endDate: string, inventory: number, createdAt: string | null, updatedAt: string | null, slots: Array<{ slotIndex: number, date: string, startTime: string | null, endTime: string | null, label: string | null, position: number | null }> } | null } };

export type DeleteAvailabilityMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAvailabilityMutation = { deleteAvailability: { id: string, message: string, restoreId: string | null } };

export type CouponsQueryVariables = Exact<{
  query?: CouponListQuery | null | undefined;
  status?: Status | null | undefined;
}>;


export type CouponsQuery = { coupons: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, description: string, discountType: CouponDiscountType, discountAmount: number, discountPercentage: number, status: Status, imageFileName: string | null, imageUrl: string | null, createdAt: string | null, updatedAt: string | null }> } | null };

export type CouponQueryVariables = Exact<{
  id: string | number;
}>;


export type CouponQuery = { coupon: { id: string, title: string, description: string, discountType: CouponDiscountType, discountAmount: number, discountPercentage: number, status: Status, imageFileName: string | null, imageUrl: string | null, createdAt: string | null, updatedAt: string | null } | null };

export type SavedCouponFragment = { message: string, coupon: { id: string, title: string, description: string, discountType: CouponDiscountType, discountAmount: number, discountPercentage: number, status: Status, imageFileName: string | null, imageUrl: string | null, createdAt: string | null, updatedAt: string | null } | null };

export type CreateCouponMutationVariables = Exact<{
  input: CouponInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateCouponMutation = { createCoupon: { message: string, coupon: { id: string, title: string, description: string, discountType: CouponDiscountType, discountAmount: number, discountPercentage: number, status: Status, imageFileName: string | null, imageUrl: string | null, createdAt: string | null, updatedAt: string | null } | null } };

export type UpdateCouponMutationVariables = Exact<{
  id: string | number;
  input: CouponPatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type UpdateCouponMutation = { updateCoupon: { message: string, coupon: { id: string, title: string, description: string, discountType: CouponDiscountType, discountAmount: number, discountPercentage: number, status: Status, imageFileName: string | null, imageUrl: string | null, createdAt: string | null, updatedAt: string | null } | null } };

export type DeleteCouponMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCouponMutation = { deleteCoupon: { id: string, message: string, restoreId: string | null } };

export type DogCategoriesQueryVariables = Exact<{
  query?: CategoryListQuery | null | undefined;
}>;


export type DogCategoriesQuery = { dogCategories: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null }> } | null };

export type DogCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type DogCategoryQuery = { dogCategory: { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null } | null };

export type SavedDogCategoryFragment = { message: string, dogCategory: { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null } | null };

export type CreateDogCategoryMutationVariables = Exact<{
  input: CategoryInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateDogCategoryMutation = { createDogCategory: { message: string, dogCategory: { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null } | null } };

export type UpdateDogCategoryMutationVariables = Exact<{
  id: string | number;
  input: CategoryPatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type UpdateDogCategoryMutation = { updateDogCategory: { message: string, dogCategory: { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null } | null } };

export type DeleteDogCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDogCategoryMutation = { deleteDogCategory: { id: string, message: string, restoreId: string | null } };

export type GalleryCoversQueryVariables = Exact<{
  query?: GalleryCoverListQuery | null | undefined;
}>;


export type GalleryCoversQuery = { galleryCovers: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, url: string, fileName: string, createdAt: string | null, updatedAt: string | null }> } | null };

export type GalleryCoverQueryVariables = Exact<{
  id: string | number;
}>;


export type GalleryCoverQuery = { galleryCover: { id: string, title: string, url: string, fileName: string, createdAt: string | null, updatedAt: string | null } | null };

export type SavedGalleryCoverFragment = { message: string, galleryCover: { id: string, title: string, url: string, fileName: string, createdAt: string | null, updatedAt: string | null } | null };

export type CreateGalleryCoverMutationVariables = Exact<{
  input: GalleryCoverInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateGalleryCoverMutation = { createGalleryCover: { message: string, galleryCover: { id: string, title: string, url: string, fileName: string, createdAt: string | null, updatedAt: string | null } | null } };

export type UpdateGalleryCoverMutationVariables = Exact<{
  id: string | number;
  input: GalleryCoverPatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type UpdateGalleryCoverMutation = { updateGalleryCover: { message: string, galleryCover: { id: string, title: string, url: string, fileName: string, createdAt: string | null, updatedAt: string | null } | null } };

export type DeleteGalleryCoverMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGalleryCoverMutation = { deleteGalleryCover: { id: string, message: string, restoreId: string | null } };

export type GalleryImagesQueryVariables = Exact<{
  query?: GalleryImageListQuery | null | undefined;
  featured?: boolean | null | undefined;
}>;


export type GalleryImagesQuery = { galleryImages: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, url: string, fileName: string, featured: boolean, createdAt: string | null, updatedAt: string | null }> } | null };

export type GalleryImageQueryVariables = Exact<{
  id: string | number;
}>;


export type GalleryImageQuery = { galleryImage: { id: string, title: string, url: string, fileName: string, featured: boolean, createdAt: string | null, updatedAt: string | null } | null };

export type SavedGalleryImageFragment = { message: string, galleryImage: { id: string, title: string, url: string, fileName: string, featured: boolean, createdAt: string | null, updatedAt: string | null } | null };

export type CreateGalleryImageMutationVariables = Exact<{
  input: GalleryImageInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateGalleryImageMutation = { createGalleryImage: { message: string, galleryImage: { id: string, title: string, url: string, fileName: string, featured: boolean, createdAt: string | null, updatedAt: string | null } | null } };

export type UpdateGalleryImageMutationVariables = Exact<{
  id: string | number;
  input: GalleryImagePatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type UpdateGalleryImageMutation = { updateGalleryImage: { message: string, galleryImage: { id: string, title: string, url: string, fileName: string, featured: boolean, createdAt: string | null, updatedAt: string | null } | null } };

export type DeleteGalleryImageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGalleryImageMutation = { deleteGalleryImage: { id: string, message: string, restoreId: string | null } };

export type HolidaysQueryVariables = Exact<{
  query?: HolidayListQuery | null | undefined;
}>;


export type HolidaysQuery = { holidays: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, packageId: string, packageTitle: string, date: string, createdAt: string | null, updatedAt: string | null }> } | null };

export type HolidayQueryVariables = Exact<{
  id: string | number;
}>;


export type HolidayQuery = { holiday: { id: string, title: string, packageId: string, packageTitle: string, date: string, createdAt: string | null, updatedAt: string | null } | null };

export type SavedHolidayFragment = { message: string, holiday: { id: string, title: string, packageId: string, packageTitle: string, date: string, createdAt: string | null, updatedAt: string | null } | null };

export type CreateHolidayMutationVariables = Exact<{
  input: HolidayInput;
  idempotencyKey?: string | null | undefined;
  acceptStranded?: number | null | undefined;
}>;


export type CreateHolidayMutation = { createHoliday: { message: string, holiday: { id: string, title: string, packageId: string, packageTitle: string, date: string, createdAt: string | null, updatedAt: string | null } | null } };

export type UpdateHolidayMutationVariables = Exact<{
  id: string | number;
  input: HolidayPatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
  acceptStranded?: number | null | undefined;
}>;


export type UpdateHolidayMutation = { updateHoliday: { message: string, holiday: { id: string, title: string, packageId: string, packageTitle: string, date: string, createdAt: string | null, updatedAt: string | null } | null } };

export type DeleteHolidayMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHolidayMutation = { deleteHoliday: { id: string, message: string, restoreId: string | null } };

export type NewsCategoriesQueryVariables = Exact<{
  query?: NewsCategoryListQuery | null | undefined;
}>;


export type NewsCategoriesQuery = { newsCategories: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, createdAt: string | null, updatedAt: string | null }> } | null };

export type NewsCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsCategoryQuery = { newsCategory: { id: string, title: string, createdAt: string | null, updatedAt: string | null } | null };

export type SavedNewsCategoryFragment = { message: string, newsCategory: { id: string, title: string, createdAt: string | null, updatedAt: string | null } | null };

export type CreateNewsCategoryMutationVariables = Exact<{
  input: NewsCategoryInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateNewsCategoryMutation = { createNewsCategory: { message: string, newsCategory: { id: string, title: string, createdAt: string | null, updatedAt: string | null } | null } };

export type UpdateNewsCategoryMutationVariables = Exact<{
  id: string | number;
  input: NewsCategoryPatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type UpdateNewsCategoryMutation = { updateNewsCategory: { message: string, newsCategory: { id: string, title: string, createdAt: string | null, updatedAt: string | null } | null } };

export type DeleteNewsCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNewsCategoryMutation = { deleteNewsCategory: { id: string, message: string, restoreId: string | null } };

export type NewsTopicsQueryVariables = Exact<{
  query?: NewsTopicListQuery | null | undefined;
  categoryId?: string | number | null | undefined;
}>;


export type NewsTopicsQuery = { newsTopics: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, categoryId: string | null, date: string, coverImageUrl: string | null, coverImageFileName: string | null, thumbImageUrl: string | null, thumbImageFileName: string | null, shortDescription: string, longDescription: string, createdAt: string | null, updatedAt: string | null, category: { id: string, title: string } | null }> } | null };

export type NewsTopicQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsTopicQuery = { newsTopic: { id: string, title: string, categoryId: string | null, date: string, coverImageUrl: string | null, coverImageFileName: string | null, thumbImageUrl: string | null, thumbImageFileName: string | null, shortDescription: string, longDescription: string, createdAt: string | null, updatedAt: string | null, category: { id: string, title: string } | null } | null };

export type SavedNewsTopicFragment = { message: string, newsTopic: { id: string, title: string, categoryId: string | null, date: string, coverImageUrl: string | null, coverImageFileName: string | null, thumbImageUrl: string | null, thumbImageFileName: string | null, shortDescription: string, longDescription: string, createdAt: string | null, updatedAt: string | null, category: { id: string, title: string } | null } | null };

export type CreateNewsTopicMutationVariables = Exact<{
  input: NewsTopicInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateNewsTopicMutation = { createNewsTopic: { message: string, newsTopic: { id: string, title: string, categoryId: string | null, date: string, coverImageUrl: string | null, coverImageFileName: string | null, thumbImageUrl: string | null, thumbImageFileName: string | null, shortDescription: string, longDescription: string, createdAt: string | null, updatedAt: string | null, category: { id: string, title: string } | null } | null } };

export type UpdateNewsTopicMutationVariables = Exact<{
  id: string | number;
  input: NewsTopicPatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type UpdateNewsTopicMutation = { updateNewsTopic: { message: string, newsTopic: { id: string, title: string, categoryId: string | null, date: string, coverImageUrl: string | null, coverImageFileName: string | null, thumbImageUrl: string | null, thumbImageFileName: string | null, shortDescription: string, longDescription: string, createdAt: string | null, updatedAt: string | null, category: { id: string, title: string } | null } | null } };

export type DeleteNewsTopicMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNewsTopicMutation = { deleteNewsTopic: { id: string, message: string, restoreId: string | null } };

export type PackagesQueryVariables = Exact<{
  query?: PackageListQuery | null | undefined;
}>;


export type PackagesQuery = { packages: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, status: Status, displayOrder: number, price: number, weekendPrice: number | null, timeSlotType: TimeSlotType, updatedAt: string | null, category: { id: string, title: string } | null, dogCategory: { id: string, title: string } | null, photos: Array<{ fileName: string, url: string }> }> } | null };

export type PackageQueryVariables = Exact<{
  id: string | number;
}>;


export type PackageQuery = { package: { helpText: string, maxPeople: number, maxChildren: number, includedPeople: number, includedChildren: number, peopleExtraPrice: number, childrenExtraPrice: number, weekendPeopleExtraPrice: number | null, weekendChildrenExtraPrice: number | null, dogType: DogType, dogsAllowed: boolean, bigAndMediumDogsAllowed: boolean, smallDogsAllowed: boolean, maxBigAndMediumDogs: number | null, maxSmallDogs: number | null, includedBigAndMediumDogs: number | null, includedSmallDogs: number | null, includedDogs: number | null, maxDogs: number | null, legacyIncludedDogs: number | null, legacyMaxDogs: number | null, dogExtraPrice: number, smallDogExtraPrice: number | null, bigAndMediumDogExtraPrice: number | null, weekendSmallDogExtraPrice: number | null, weekendBigAndMediumDogExtraPrice: number | null, combinedDogExtraPrice: number | null, combinedDogWeekendExtraPrice: number | null, inventory: number, dogCategoryId: string | null, categoryId: string | null, createdAt: string | null, id: string, title: string, status: Status, displayOrder: number, price: number, weekendPrice: number | null, timeSlotType: TimeSlotType, updatedAt: string | null, seasonPrices: Array<{ id: string, seasonId: string, seasonTitle: string, weekdayPrice: number, weekendPrice: number, dogExtraPrice: number, peopleExtraPrice: number, childrenExtraPrice: number }>, addOns: Array<{ id: string, title: string, price: number, minPeople: number, maxPeople: number, type: AddOnType, description: string, imageUrl: string, perDayLimit: number }>, category: { id: string, title: string } | null, dogCategory: { id: string, title: string } | null, photos: Array<{ fileName: string, url: string }> } | null };

export type SavedPackageFragment = { message: string, package: { helpText: string, maxPeople: number, maxChildren: number, includedPeople: number, includedChildren: number, peopleExtraPrice: number, childrenExtraPrice: number, weekendPeopleExtraPrice: number | null, weekendChildrenExtraPrice: number | null, dogType: DogType, dogsAllowed: boolean, bigAndMediumDogsAllowed: boolean, smallDogsAllowed: boolean, maxBigAndMediumDogs: number | null, maxSmallDogs: number | null, includedBigAndMediumDogs: number | null, includedSmallDogs: number | null, includedDogs: number | null, maxDogs: number | null, legacyIncludedDogs: number | null, legacyMaxDogs: number | null, dogExtraPrice: number, smallDogExtraPrice: number | null, bigAndMediumDogExtraPrice: number | null, weekendSmallDogExtraPrice: number | null, weekendBigAndMediumDogExtraPrice: number | null, combinedDogExtraPrice: number | null, combinedDogWeekendExtraPrice: number | null, inventory: number, dogCategoryId: string | null, categoryId: string | null, createdAt: string | null, id: string, title: string, status: Status, displayOrder: number, price: number, weekendPrice: number | null, timeSlotType: TimeSlotType, updatedAt: string | null, seasonPrices: Array<{ id: string, seasonId: string, seasonTitle: string, weekdayPrice: number, weekendPrice: number, dogExtraPrice: number, peopleExtraPrice: number, childrenExtraPrice: number }>, addOns: Array<{ id: string, title: string, price: number, minPeople: number, maxPeople: number, type: AddOnType, description: string, imageUrl: string, perDayLimit: number }>, category: { id: string, title: string } | null, dogCategory: { id: string, title: string } | null, photos: Array<{ fileName: string, url: string }> } | null };

export type CreatePackageMutationVariables = Exact<{
  input: PackageInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreatePackageMutation = { createPackage: { message: string, package: { helpText: string, maxPeople: number, maxChildren: number, includedPeople: number, includedChildren: number, peopleExtraPrice: number, childrenExtraPrice: number, weekendPeopleExtraPrice: number | null, weekendChildrenExtraPrice: number | null, dogType: DogType, dogsAllowed: boolean, bigAndMediumDogsAllowed: boolean, smallDogsAllowed: boolean, maxBigAndMediumDogs: number | null, maxSmallDogs: number | null, includedBigAndMediumDogs: number | null, includedSmallDogs: number | null, includedDogs: number | null, maxDogs: number | null, legacyIncludedDogs: number | null, legacyMaxDogs: number | null, dogExtraPrice: number, smallDogExtraPrice: number | null, bigAndMediumDogExtraPrice: number | null, weekendSmallDogExtraPrice: number | null, weekendBigAndMediumDogExtraPrice: number | null, combinedDogExtraPrice: number | null, combinedDogWeekendExtraPrice: number | null, inventory: number, dogCategoryId: string | null, categoryId: string | null, createdAt: string | null, id: string, title: string, status: Status, displayOrder: number, price: number, weekendPrice: number | null, timeSlotType: TimeSlotType, updatedAt: string | null, seasonPrices: Array<{ id: string, seasonId: string, seasonTitle: string, weekdayPrice: number, weekendPrice: number, dogExtraPrice: number, peopleExtraPrice: number, childrenExtraPrice: number }>, addOns: Array<{ id: string, title: string, price: number, minPeople: number, maxPeople: number, type: AddOnType, description: string, imageUrl: string, perDayLimit: number }>, category: { id: string, title: string } | null, dogCategory: { id: string, title: string } | null, photos: Array<{ fileName: string, url: string }> } | null } };

export type UpdatePackageMutationVariables = Exact<{
  id: string | number;
  input: PackagePatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
  acceptStranded?: number | null | undefined;
}>;


export type UpdatePackageMutation = { updatePackage: { message: string, package: { helpText: string, maxPeople: number, maxChildren: number, includedPeople: number, includedChildren: number, peopleExtraPrice: number, childrenExtraPrice: number, weekendPeopleExtraPrice: number | null, weekendChildrenExtraPrice: number | null, dogType: DogType, dogsAllowed: boolean, bigAndMediumDogsAllowed: boolean, smallDogsAllowed: boolean, maxBigAndMediumDogs: number | null, maxSmallDogs: number | null, includedBigAndMediumDogs: number | null, includedSmallDogs: number | null, includedDogs: number | null, maxDogs: number | null, legacyIncludedDogs: number | null, legacyMaxDogs: number | null, dogExtraPrice: number, smallDogExtraPrice: number | null, bigAndMediumDogExtraPrice: number | null, weekendSmallDogExtraPrice: number | null, weekendBigAndMediumDogExtraPrice: number | null, combinedDogExtraPrice: number | null, combinedDogWeekendExtraPrice: number | null, inventory: number, dogCategoryId: string | null, categoryId: string | null, createdAt: string | null, id: string, title: string, status: Status, displayOrder: number, price: number, weekendPrice: number | null, timeSlotType: TimeSlotType, updatedAt: string | null, seasonPrices: Array<{ id: string, seasonId: string, seasonTitle: string, weekdayPrice: number, weekendPrice: number, dogExtraPrice: number, peopleExtraPrice: number, childrenExtraPrice: number }>, addOns: Array<{ id: string, title: string, price: number, minPeople: number, maxPeople: number, type: AddOnType, description: string, imageUrl: string, perDayLimit: number }>, category: { id: string, title: string } | null, dogCategory: { id: string, title: string } | null, photos: Array<{ fileName: string, url: string }> } | null } };

export type DeletePackageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePackageMutation = { deletePackage: { id: string, message: string, restoreId: string | null } };

export type PackageCategoriesQueryVariables = Exact<{
  query?: CategoryListQuery | null | undefined;
}>;


export type PackageCategoriesQuery = { packageCategories: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null }> } | null };

export type PackageCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type PackageCategoryQuery = { packageCategory: { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null } | null };

export type SavedPackageCategoryFragment = { message: string, packageCategory: { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null } | null };

export type CreatePackageCategoryMutationVariables = Exact<{
  input: CategoryInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreatePackageCategoryMutation = { createPackageCategory: { message: string, packageCategory: { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null } | null } };

export type UpdatePackageCategoryMutationVariables = Exact<{
  id: string | number;
  input: CategoryPatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type UpdatePackageCategoryMutation = { updatePackageCategory: { message: string, packageCategory: { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null } | null } };

export type DeletePackageCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePackageCategoryMutation = { deletePackageCategory: { id: string, message: string, restoreId: string | null } };

export type SeasonsQueryVariables = Exact<{
  query?: SeasonListQuery | null | undefined;
}>;


export type SeasonsQuery = { seasons: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string | null, updatedAt: string | null, timeSlots: Array<{ id: string, startTime: string, endTime: string }> }> } | null };

export type SeasonQueryVariables = Exact<{
  id: string | number;
}>;


export type SeasonQuery = { season: { id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string | null, updatedAt: string | null, timeSlots: Array<{ id: string, startTime: string, endTime: string }> } | null };

export type SavedSeasonFragment = { message: string, season: { id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string | null, updatedAt: string | null, timeSlots: Array<{ id: string, startTime: string, endTime: string }> } | null };

export type CreateSeasonMutationVariables = Exact<{
  input: SeasonInput;
  idempotencyKey?: string | null | undefined;
  acceptStranded?: number | null | undefined;
}>;


export type CreateSeasonMutation = { createSeason: { message: string, season: { id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string | null, updatedAt: string | null, timeSlots: Array<{ id: string, startTime: string, endTime: string }> } | null } };

export type UpdateSeasonMutationVariables = Exact<{
  id: string | number;
  input: SeasonPatch;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
  acceptStranded?: number | null | undefined;
}>;


export type UpdateSeasonMutation = { updateSeason: { message: string, season: { id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string | null, updatedAt: string | null, timeSlots: Array<{ id: string, startTime: string, endTime: string }> } | null } };

export type DeleteSeasonMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSeasonMutation = { deleteSeason: { id: string, message: string, restoreId: string | null } };

export type ArrivalFieldsFragment = { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null };

export type ArrivalPayloadFieldsFragment = { booking: { id: string, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } | null }, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } };

export type CheckInBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type CheckInBookingMutation = { checkInBooking: { booking: { id: string, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } | null }, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } } };

export type MarkNoShowMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNoShowMutation = { markNoShow: { booking: { id: string, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } | null }, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } } };

export type UndoArrivalMutationVariables = Exact<{
  id: string | number;
}>;


export type UndoArrivalMutation = { undoArrival: { booking: { id: string, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } | null }, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } } };

export type AddressFieldsFragment = { postalCode: string, prefecture: string, district: string, city: string, apartment: string };

export type AuditEventFieldsFragment = { id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> };

export type PackageHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type PackageHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type SeasonHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type SeasonHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type HolidayHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type HolidayHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type AvailabilityHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type AvailabilityHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type CouponHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type CouponHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type DogCategoryHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type DogCategoryHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type PackageCategoryHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type PackageCategoryHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type NewsTopicHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type NewsTopicHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type NewsCategoryHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type NewsCategoryHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type GalleryImageHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type GalleryImageHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type GalleryCoverHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type GalleryCoverHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type UserHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type UserHistoryQuery = { record: { id: string, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type SiteSettingsHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsHistoryQuery = { record: { id: string | null, updatedAt: string | null, history: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } | null };

export type RevertChangeMutationVariables = Exact<{
  eventId: string | number;
  expectedUpdatedAt?: string | null | undefined;
  acceptStranded?: number | null | undefined;
}>;


export type RevertChangeMutation = { revertChange: { message: string, recordId: string, event: { id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> } } };

export type BookingImpactQueryVariables = Exact<{
  change: BookingImpactInput;
}>;


export type BookingImpactQuery = { bookingImpact: { count: number, leftOutBookings: number, bookings: Array<{ id: string, bookingNumber: string, packageTitle: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, status: BookingStatus, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, people: number, children: number, totalDogs: number }> } | null };

export type ImpactBookingFragment = { id: string, bookingNumber: string, packageTitle: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, status: BookingStatus, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, people: number, children: number, totalDogs: number };

type PageFields_AuditEventPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_AvailabilityPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_BookingPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_CouponPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_DogCategoryPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_GalleryCoverPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_GalleryImagePage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_HolidayPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_NewsCategoryPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_NewsTopicPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_PackageCategoryPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_PackagePage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_SeasonPage_Fragment = { total: number, page: number, pageSize: number };

type PageFields_StaffUserPage_Fragment = { total: number, page: number, pageSize: number };

export type PageFieldsFragment =
  | PageFields_AuditEventPage_Fragment
  | PageFields_AvailabilityPage_Fragment
  | PageFields_BookingPage_Fragment
  | PageFields_CouponPage_Fragment
  | PageFields_DogCategoryPage_Fragment
  | PageFields_GalleryCoverPage_Fragment
  | PageFields_GalleryImagePage_Fragment
  | PageFields_HolidayPage_Fragment
  | PageFields_NewsCategoryPage_Fragment
  | PageFields_NewsTopicPage_Fragment
  | PageFields_PackageCategoryPage_Fragment
  | PageFields_PackagePage_Fragment
  | PageFields_SeasonPage_Fragment
  | PageFields_StaffUserPage_Fragment
;

export type DeletedFragment = { id: string, message: string, restoreId: string | null };

export type RestoreDeletedMutationVariables = Exact<{
  restoreId: string | number;
}>;


export type RestoreDeletedMutation = { restoreDeleted: { message: string, id: string, previousId: string, notRestored: Array<string> } };

export type PackageOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PackageOptionsQuery = { packageOptions: Array<{ id: string, title: string, timeSlotType: TimeSlotType, inventory: number, status: Status, displayOrder: number }> | null };

export type CreateUploadUrlMutationVariables = Exact<{
  kind: UploadKind;
  fileName: string;
}>;


export type CreateUploadUrlMutation = { createUploadUrl: { uploadUrl: string, fileName: string, expiresAt: string | null } };

export type ApiKeyFieldsFragment = { id: string, name: string, scope: ApiKeyScope, prefix: string, createdBy: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null, status: ApiKeyStatus };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, scope: ApiKeyScope, prefix: string, createdBy: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null, status: ApiKeyStatus }> | null };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { id: string, name: string, scope: ApiKeyScope, prefix: string, createdBy: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null, status: ApiKeyStatus } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { apiKey: { id: string, name: string, scope: ApiKeyScope, prefix: string, createdBy: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null, status: ApiKeyStatus } } };

export type AuditEventsQueryVariables = Exact<{
  filter?: AuditEventFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditEventsQuery = { auditEvents: { total: number, page: number, pageSize: number, items: Array<{ id: string, at: string, operation: AuditOperation, mutation: string, recordType: AuditRecordType, recordId: string | null, recordTitle: string | null, outcome: AuditOutcome, errorCode: string | null, changedOutside: boolean, revertible: boolean, revertedBy: string | null, revertOf: string | null, actor: { userId: string | null, name: string, via: AuditVia, keyId: string | null }, changes: Array<{ field: string, before: unknown, after: unknown }> }> } };

export type AuditActorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditActorsQuery = { users: { items: Array<{ id: string, fullName: string, username: string | null }> } | null, apiKeys: Array<{ id: string, name: string }> | null };

export type AvailabilitySlotFieldsFragment = { slotIndex: number, date: string, startTime: string | null, endTime: string | null, label: string | null, position: number | null };

export type AvailabilityFactsFragment = { id: string, packageId: string, packageTitle: string, packageTimeSlotType: TimeSlotType, startDate: string, endDate: string, inventory: number, createdAt: string | null, updatedAt: string | null };

export type AvailabilityFieldsFragment = { id: string, packageId: string, packageTitle: string, packageTimeSlotType: TimeSlotType, startDate: string, endDate: string, inventory: number, createdAt: string | null, updatedAt: string | null, slots: Array<{ slotIndex: number, date: string, startTime: string | null, endTime: string | null, label: string | null, position: number | null }> };

export type AvailabilityRowFieldsFragment = { slotCount: number | null, id: string, packageId: string, packageTitle: string, packageTimeSlotType: TimeSlotType, startDate: string, endDate: string, inventory: number, createdAt: string | null, updatedAt: string | null };

export type AvailabilityCalendarQueryVariables = Exact<{
  packageId: string | number;
}>;


export type AvailabilityCalendarQuery = { package: { id: string, timeSlotType: TimeSlotType, inventory: number, seasonPrices: Array<{ id: string, seasonId: string }> } | null, seasons: { items: Array<{ id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string | null, updatedAt: string | null, timeSlots: Array<{ id: string, startTime: string, endTime: string }> }> } | null };

export type PackagesOnDayQueryVariables = Exact<{
  date: string;
}>;


export type PackagesOnDayQuery = { packagesOnDay: Array<{ packageId: string, packageTitle: string, timeSlotType: TimeSlotType, inventory: number, date: string, isHoliday: boolean, season: { id: string, title: string, timeSlots: Array<{ id: string, startTime: string, endTime: string }> } | null, availability: Array<{ id: string, startDate: string, endDate: string, inventory: number, slots: Array<{ slotIndex: number, date: string }> }> }> | null };

export type BookingRowFieldsFragment = { id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null };

export type BookingAddOnFieldsFragment = { id: string | null, title: string, unitPrice: number, quantity: number | null, type: AddOnType | null };

export type BookingDetailFieldsFragment = { cartId: string, packageId: string, orderStatus: string, paymentId: string, paymentGatewayStatus: string, amountReceived: number | null, arrivalTime: string, bbq: boolean, picnic: boolean, hasDog: boolean, peopleExtraCharge: number | null, childrenExtraCharge: number | null, picnicExtraCharge: number | null, dogsExtraCharge: number | null, cancelledAt: string | null, id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null, carPerson: { firstName: string, lastName: string, mobileNumber: string, carNumber: string }, address: { postalCode: string, prefecture: string, district: string, city: string, apartment: string }, addOns: Array<{ id: string | null, title: string, unitPrice: number, quantity: number | null, type: AddOnType | null }>, cartAddOns: Array<{ id: string | null, title: string, unitPrice: number, quantity: number | null, type: AddOnType | null }>, dogs: Array<{ name: string, breed: string | null, size: DogSize | null, vaccinationDate: string | null, fileUrl: string | null }>, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } | null, notes: Array<{ id: string, text: string, at: string, by: { userId: string | null, name: string } }> | null };

export type BookingNoteFieldsFragment = { id: string, text: string, at: string, by: { userId: string | null, name: string } };

export type BookingPageFieldsFragment = { total: number, page: number, pageSize: number, items: Array<{ id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null }> };

export type BookingsQueryVariables = Exact<{
  query?: BookingListQuery | null | undefined;
  range?: DateRangeInput | null | undefined;
  status?: BookingStatus | null | undefined;
}>;


export type BookingsQuery = { bookings: { total: number, page: number, pageSize: number, items: Array<{ id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null }> } | null };

export type BookingsByBookingDateQueryVariables = Exact<{
  query?: BookingListQuery | null | undefined;
  range?: DateRangeInput | null | undefined;
}>;


export type BookingsByBookingDateQuery = { bookingsByBookingDate: { total: number, page: number, pageSize: number, items: Array<{ id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null }> } | null };

export type PendingBookingsQueryVariables = Exact<{
  query?: BookingListQuery | null | undefined;
  range?: DateRangeInput | null | undefined;
}>;


export type PendingBookingsQuery = { pendingBookings: { total: number, page: number, pageSize: number, items: Array<{ id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null }> } | null };

export type CancelledBookingsQueryVariables = Exact<{
  query?: BookingListQuery | null | undefined;
  range?: DateRangeInput | null | undefined;
}>;


export type CancelledBookingsQuery = { cancelledBookings: { total: number, page: number, pageSize: number, items: Array<{ id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null }> } | null };

export type UserBookingsQueryVariables = Exact<{
  userId: string | number;
  query?: BookingListQuery | null | undefined;
  range?: DateRangeInput | null | undefined;
}>;


export type UserBookingsQuery = { userBookings: { total: number, page: number, pageSize: number, items: Array<{ id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null }> } | null };

export type BookingQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingQuery = { booking: { cartId: string, packageId: string, orderStatus: string, paymentId: string, paymentGatewayStatus: string, amountReceived: number | null, arrivalTime: string, bbq: boolean, picnic: boolean, hasDog: boolean, peopleExtraCharge: number | null, childrenExtraCharge: number | null, picnicExtraCharge: number | null, dogsExtraCharge: number | null, cancelledAt: string | null, id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null, carPerson: { firstName: string, lastName: string, mobileNumber: string, carNumber: string }, address: { postalCode: string, prefecture: string, district: string, city: string, apartment: string }, addOns: Array<{ id: string | null, title: string, unitPrice: number, quantity: number | null, type: AddOnType | null }>, cartAddOns: Array<{ id: string | null, title: string, unitPrice: number, quantity: number | null, type: AddOnType | null }>, dogs: Array<{ name: string, breed: string | null, size: DogSize | null, vaccinationDate: string | null, fileUrl: string | null }>, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } | null, notes: Array<{ id: string, text: string, at: string, by: { userId: string | null, name: string } }> | null } | null };

export type BookingCustomersQueryVariables = Exact<{
  query?: UserListQuery | null | undefined;
}>;


export type BookingCustomersQuery = { users: { total: number, items: Array<{ id: string, fullName: string, firstName: string, lastName: string, email: string, phoneNumber: string }> } | null };

export type CancelBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelBookingMutation = { cancelBooking: { message: string, booking: { cartId: string, packageId: string, orderStatus: string, paymentId: string, paymentGatewayStatus: string, amountReceived: number | null, arrivalTime: string, bbq: boolean, picnic: boolean, hasDog: boolean, peopleExtraCharge: number | null, childrenExtraCharge: number | null, picnicExtraCharge: number | null, dogsExtraCharge: number | null, cancelledAt: string | null, id: string, bookingNumber: string, userId: string | null, packageTitle: string, status: BookingStatus, paymentStatus: string, paymentProvider: PaymentProvider, totalPrice: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, totalDogs: number, firstName: string, lastName: string, englishFirstName: string, englishLastName: string, email: string, mobileNumber: string, date: string, startTime: string | null, endTime: string | null, timeSlot: string, createdAt: string | null, updatedAt: string | null, carPerson: { firstName: string, lastName: string, mobileNumber: string, carNumber: string }, address: { postalCode: string, prefecture: string, district: string, city: string, apartment: string }, addOns: Array<{ id: string | null, title: string, unitPrice: number, quantity: number | null, type: AddOnType | null }>, cartAddOns: Array<{ id: string | null, title: string, unitPrice: number, quantity: number | null, type: AddOnType | null }>, dogs: Array<{ name: string, breed: string | null, size: DogSize | null, vaccinationDate: string | null, fileUrl: string | null }>, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } | null, notes: Array<{ id: string, text: string, at: string, by: { userId: string | null, name: string } }> | null } } };

export type AddBookingNoteMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type AddBookingNoteMutation = { addBookingNote: { booking: { id: string, notes: Array<{ id: string, text: string, at: string, by: { userId: string | null, name: string } }> | null }, note: { id: string, text: string, at: string, by: { userId: string | null, name: string } } } };

export type CouponFieldsFragment = { id: string, title: string, description: string, discountType: CouponDiscountType, discountAmount: number, discountPercentage: number, status: Status, imageFileName: string | null, imageUrl: string | null, createdAt: string | null, updatedAt: string | null };

export type DashboardFiguresQueryVariables = Exact<{
  range?: DateRangeInput | null | undefined;
}>;


export type DashboardFiguresQuery = { dashboard: { bookingCount: number, totalPrice: number, startDate: string | null, endDate: string | null, byStatus: { failed: number, booked: number, cancelled: number, pending: number } } | null };

export type WalletBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletBalanceQuery = { walletBalance: { balance: number, currency: string | null, updatedAt: string | null } | null };

export type DashboardGraphQueryVariables = Exact<{
  basis?: DashboardGraphBasis | null | undefined;
  range?: DateRangeInput | null | undefined;
}>;


export type DashboardGraphQuery = { dashboardGraph: { startDate: string, endDate: string, points: Array<{ date: string, bookingCount: number, totalPrice: number }> } | null };

export type DashboardMonthsQueryVariables = Exact<{
  range?: DateRangeInput | null | undefined;
}>;


export type DashboardMonthsQuery = { dashboardMonths: { startDate: string, endDate: string, months: Array<{ month: string, bookingCount: number, totalPrice: number }> } | null };

export type DayBoardArrivalFieldsFragment = { id: string, bookingNumber: string, status: BookingStatus, paymentStatus: string | null, firstName: string | null, lastName: string | null, englishFirstName: string | null, englishLastName: string | null, people: number | null, children: number | null, bigAndMediumDogs: number | null, smallDogs: number | null, bbq: boolean | null, picnic: boolean | null, arrivalTime: string | null, mobileNumber: string | null, addOns: Array<{ title: string, quantity: number | null }> | null, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } | null };

export type DayBoardQueryVariables = Exact<{
  date: string;
}>;


export type DayBoardQuery = { dayBoard: { date: string, leftOutBookings: number, totals: { bookings: number, booked: number, pending: number, people: number, children: number, bigAndMediumDogs: number, smallDogs: number, dogs: number, arrivals: { checkedIn: number, expected: number, noShows: number } | null }, packages: Array<{ packageId: string, packageTitle: string, timeSlotType: TimeSlotType, isHoliday: boolean, slots: Array<{ label: string | null, startTime: string | null, endTime: string | null, inventory: number, booked: number, pending: number, held: number, remaining: number, state: DayBoardSlotState, arrivals: Array<{ id: string, bookingNumber: string, status: BookingStatus, paymentStatus: string | null, firstName: string | null, lastName: string | null, englishFirstName: string | null, englishLastName: string | null, people: number | null, children: number | null, bigAndMediumDogs: number | null, smallDogs: number | null, bbq: boolean | null, picnic: boolean | null, arrivalTime: string | null, mobileNumber: string | null, addOns: Array<{ title: string, quantity: number | null }> | null, arrival: { state: ArrivalState, at: string | null, by: { userId: string | null, name: string } | null } | null }> }> }> } | null };

export type DogCategoryFieldsFragment = { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null };

export type GalleryImageFieldsFragment = { id: string, title: string, url: string, fileName: string, featured: boolean, createdAt: string | null, updatedAt: string | null };

export type GalleryCoverFieldsFragment = { id: string, title: string, url: string, fileName: string, createdAt: string | null, updatedAt: string | null };

export type HolidayFieldsFragment = { id: string, title: string, packageId: string, packageTitle: string, date: string, createdAt: string | null, updatedAt: string | null };

export type NewsTopicFieldsFragment = { id: string, title: string, categoryId: string | null, date: string, coverImageUrl: string | null, coverImageFileName: string | null, thumbImageUrl: string | null, thumbImageFileName: string | null, shortDescription: string, longDescription: string, createdAt: string | null, updatedAt: string | null, category: { id: string, title: string } | null };

export type NewsCategoryFieldsFragment = { id: string, title: string, createdAt: string | null, updatedAt: string | null };

export type AllNewsCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AllNewsCategoriesQuery = { allNewsCategories: Array<{ id: string, title: string }> | null };

export type PackageCategoryFieldsFragment = { id: string, title: string, status: Status, createdAt: string | null, updatedAt: string | null };

export type PackageRowFieldsFragment = { id: string, title: string, status: Status, displayOrder: number, price: number, weekendPrice: number | null, timeSlotType: TimeSlotType, updatedAt: string | null, category: { id: string, title: string } | null, dogCategory: { id: string, title: string } | null, photos: Array<{ fileName: string, url: string }> };

export type SeasonPriceFieldsFragment = { id: string, seasonId: string, seasonTitle: string, weekdayPrice: number, weekendPrice: number, dogExtraPrice: number, peopleExtraPrice: number, childrenExtraPrice: number };

export type AddOnFieldsFragment = { id: string, title: string, price: number, minPeople: number, maxPeople: number, type: AddOnType, description: string, imageUrl: string, perDayLimit: number };

export type PackageFieldsFragment = { helpText: string, maxPeople: number, maxChildren: number, includedPeople: number, includedChildren: number, peopleExtraPrice: number, childrenExtraPrice: number, weekendPeopleExtraPrice: number | null, weekendChildrenExtraPrice: number | null, dogType: DogType, dogsAllowed: boolean, bigAndMediumDogsAllowed: boolean, smallDogsAllowed: boolean, maxBigAndMediumDogs: number | null, maxSmallDogs: number | null, includedBigAndMediumDogs: number | null, includedSmallDogs: number | null, includedDogs: number | null, maxDogs: number | null, legacyIncludedDogs: number | null, legacyMaxDogs: number | null, dogExtraPrice: number, smallDogExtraPrice: number | null, bigAndMediumDogExtraPrice: number | null, weekendSmallDogExtraPrice: number | null, weekendBigAndMediumDogExtraPrice: number | null, combinedDogExtraPrice: number | null, combinedDogWeekendExtraPrice: number | null, inventory: number, dogCategoryId: string | null, categoryId: string | null, createdAt: string | null, id: string, title: string, status: Status, displayOrder: number, price: number, weekendPrice: number | null, timeSlotType: TimeSlotType, updatedAt: string | null, seasonPrices: Array<{ id: string, seasonId: string, seasonTitle: string, weekdayPrice: number, weekendPrice: number, dogExtraPrice: number, peopleExtraPrice: number, childrenExtraPrice: number }>, addOns: Array<{ id: string, title: string, price: number, minPeople: number, maxPeople: number, type: AddOnType, description: string, imageUrl: string, perDayLimit: number }>, category: { id: string, title: string } | null, dogCategory: { id: string, title: string } | null, photos: Array<{ fileName: string, url: string }> };

export type PackageFormChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PackageFormChoicesQuery = { dogCategories: { items: Array<{ id: string, title: string, status: Status }> } | null, packageCategories: { items: Array<{ id: string, title: string, status: Status }> } | null, seasons: { items: Array<{ id: string, title: string, status: Status, startDate: string, endDate: string }> } | null };

export type PackageDependentsQueryVariables = Exact<{
  id: string | number;
}>;


export type PackageDependentsQuery = { package: { id: string, dependents: { availabilityPeriods: number, holidays: number, seasonPrices: number, addOns: number } } | null };

export type SearchQueryVariables = Exact<{
  text: string;
  limit?: number | null | undefined;
}>;


export type SearchQuery = { search: { text: string, hits: Array<{ kind: SearchKind, id: string, title: string, detail: string | null, date: string | null, status: BookingStatus | null }>, failures: Array<{ kind: SearchKind, reason: SearchFailureReason, code: string | null }> } | null };

export type SeasonOverlapQueryVariables = Exact<{
  change: BookingImpactInput;
}>;


export type SeasonOverlapQuery = { bookingImpact: { count: number, leftOutBookings: number, seasonOverlaps: Array<{ startDate: string, endDate: string, season: { id: string, title: string } }>, slotChanges: Array<{ packageId: string, packageTitle: string, days: number, dateRanges: Array<{ startDate: string, endDate: string }> }> } | null };

export type SeasonFieldsFragment = { id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string | null, updatedAt: string | null, timeSlots: Array<{ id: string, startTime: string, endTime: string }> };

export type SiteSettingsFieldsFragment = { id: string | null, picnicPrice: number, minPicnicPeople: number, maxPicnicPeople: number, homePageTime1: string | null, homePageTime2: string | null, homePageTime3: string | null, homePageTime4: string | null, createdAt: string | null, updatedAt: string | null };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { id: string | null, picnicPrice: number, minPicnicPeople: number, maxPicnicPeople: number, homePageTime1: string | null, homePageTime2: string | null, homePageTime3: string | null, homePageTime4: string | null, createdAt: string | null, updatedAt: string | null } | null };

export type UpdateSiteSettingsMutationVariables = Exact<{
  input: SiteSettingsInput;
  expectedUpdatedAt?: string | null | undefined;
  force?: boolean | null | undefined;
}>;


export type UpdateSiteSettingsMutation = { updateSiteSettings: { message: string, siteSettings: { id: string | null, picnicPrice: number, minPicnicPeople: number, maxPicnicPeople: number, homePageTime1: string | null, homePageTime2: string | null, homePageTime3: string | null, homePageTime4: string | null, createdAt: string | null, updatedAt: string | null } } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { message: string } };

export type SetUserPasswordMutationVariables = Exact<{
  input: UserPasswordInput;
}>;


export type SetUserPasswordMutation = { setUserPassword: { message: string } };

export type StaffUserRowFieldsFragment = { id: string, email: string, fullName: string, firstName: string, lastName: string, username: string | null, phoneNumber: string, profilePictureUrl: string | null, status: Status, role: UserRole, createdAt: string | null, updatedAt: string | null };

export type StaffUserFieldsFragment = { englishFirstName: string, englishLastName: string, googleId: string | null, hasDog: boolean, id: string, email: string, fullName: string, firstName: string, lastName: string, username: string | null, phoneNumber: string, profilePictureUrl: string | null, status: Status, role: UserRole, createdAt: string | null, updatedAt: string | null, address: { postalCode: string, prefecture: string, district: string, city: string, apartment: string }, dogs: Array<{ name: string, breed: string | null, vaccinationDate: string | null, fileUrl: string | null }> };

export type UsersQueryVariables = Exact<{
  query?: UserListQuery | null | undefined;
  role?: UserRole | null | undefined;
  status?: Status | null | undefined;
}>;


export type UsersQuery = { users: { total: number, page: number, pageSize: number, items: Array<{ id: string, email: string, fullName: string, firstName: string, lastName: string, username: string | null, phoneNumber: string, profilePictureUrl: string | null, status: Status, role: UserRole, createdAt: string | null, updatedAt: string | null }> } | null };

export type UserQueryVariables = Exact<{
  id: string | number;
}>;


export type UserQuery = { user: { englishFirstName: string, englishLastName: string, googleId: string | null, hasDog: boolean, id: string, email: string, fullName: string, firstName: string, lastName: string, username: string | null, phoneNumber: string, profilePictureUrl: string | null, status: Status, role: UserRole, createdAt: string | null, updatedAt: string | null, address: { postalCode: string, prefecture: string, district: string, city: string, apartment: string }, dogs: Array<{ name: string, breed: string | null, vaccinationDate: string | null, fileUrl: string | null }> } | null };

export type UserCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserCountsQuery = { userCounts: { total: number, active: number, inactive: number, admins: number, staff: number, customers: number } | null };

export type SavedStaffUserFragment = { message: string, user: { englishFirstName: string, englishLastName: string, googleId: string | null, hasDog: boolean, id: string, email: string, fullName: string, firstName: string, lastName: string, username: string | null, phoneNumber: string, profilePictureUrl: string | null, status: Status, role: UserRole, createdAt: string | null, updatedAt: string | null, address: { postalCode: string, prefecture: string, district: string, city: string, apartment: string }, dogs: Array<{ name: string, breed: string | null, vaccinationDate: string | null, fileUrl: string | null }> } | null };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateUserMutation = { updateUser: { message: string, user: { englishFirstName: string, englishLastName: string, googleId: string | null, hasDog: boolean, id: string, email: string, fullName: string, firstName: string, lastName: string, username: string | null, phoneNumber: string, profilePictureUrl: string | null, status: Status, role: UserRole, createdAt: string | null, updatedAt: string | null, address: { postalCode: string, prefecture: string, district: string, city: string, apartment: string }, dogs: Array<{ name: string, breed: string | null, vaccinationDate: string | null, fileUrl: string | null }> } | null } };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: { id: string, message: string, restoreId: string | null } };

export type CreateRoleUserMutationVariables = Exact<{
  input: RoleUserInput;
}>;


export type CreateRoleUserMutation = { createRoleUser: { message: string, user: { englishFirstName: string, englishLastName: string, googleId: string | null, hasDog: boolean, id: string, email: string, fullName: string, firstName: string, lastName: string, username: string | null, phoneNumber: string, profilePictureUrl: string | null, status: Status, role: UserRole, createdAt: string | null, updatedAt: string | null, address: { postalCode: string, prefecture: string, district: string, city: string, apartment: string }, dogs: Array<{ name: string, breed: string | null, vaccinationDate: string | null, fileUrl: string | null }> } | null } };

export type UploadProfilePictureMutationVariables = Exact<{
  userId?: string | number | null | undefined;
  file: ProfilePictureUpload;
}>;


export type UploadProfilePictureMutation = { uploadProfilePicture: { message: string, user: { englishFirstName: string, englishLastName: string, googleId: string | null, hasDog: boolean, id: string, email: string, fullName: string, firstName: string, lastName: string, username: string | null, phoneNumber: string, profilePictureUrl: string | null, status: Status, role: UserRole, createdAt: string | null, updatedAt: string | null, address: { postalCode: string, prefecture: string, district: string, city: string, apartment: string }, dogs: Array<{ name: string, breed: string | null, vaccinationDate: string | null, fileUrl: string | null }> } | null } };

export const AvailabilityFactsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageTimeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const AvailabilitySlotFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitySlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilitySlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotIndex"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;
export const AvailabilityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFacts"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilitySlotFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitySlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilitySlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotIndex"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageTimeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedAvailabilityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAvailability"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitySlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilitySlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotIndex"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageTimeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFacts"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilitySlotFields"}}]}}]}}]} as unknown as DocumentNode;
export const CouponFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedCouponFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCoupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const DogCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DogCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DogCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedDogCategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedDogCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DogCategoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DogCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DogCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DogCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const GalleryCoverFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedGalleryCoverFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedGalleryCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCoverPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"galleryCover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCoverFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const GalleryImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedGalleryImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedGalleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const HolidayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HolidayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Holiday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedHolidayFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedHoliday"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"holiday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HolidayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HolidayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Holiday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const NewsCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedNewsCategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedNewsCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const NewsTopicFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsTopicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedNewsTopicFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedNewsTopic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopicPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"newsTopic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsTopicFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsTopicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const PackageRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SeasonPriceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekdayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}}]}}]} as unknown as DocumentNode;
export const AddOnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"perDayLimit"}}]}}]} as unknown as DocumentNode;
export const PackageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxChildren"}},{"kind":"Field","name":{"kind":"Name","value":"includedPeople"}},{"kind":"Field","name":{"kind":"Name","value":"includedChildren"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPeopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendChildrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogType"}},{"kind":"Field","name":{"kind":"Name","value":"dogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"maxBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyIncludedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyMaxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendSmallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendBigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogWeekendExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"dogCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekdayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"perDayLimit"}}]}}]} as unknown as DocumentNode;
export const SavedPackageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPackage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekdayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"perDayLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxChildren"}},{"kind":"Field","name":{"kind":"Name","value":"includedPeople"}},{"kind":"Field","name":{"kind":"Name","value":"includedChildren"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPeopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendChildrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogType"}},{"kind":"Field","name":{"kind":"Name","value":"dogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"maxBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyIncludedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyMaxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendSmallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendBigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogWeekendExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"dogCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const PackageCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackageCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedPackageCategoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPackageCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackageCategoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"packageCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackageCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SeasonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedSeasonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const ArrivalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const ArrivalPayloadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrivalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const AuditEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;
export const ImpactBookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpactBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}}]}}]} as unknown as DocumentNode;
export const DeletedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;
export const AvailabilityRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFacts"}},{"kind":"Field","name":{"kind":"Name","value":"slotCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageTimeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const BookingRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const AddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}}]} as unknown as DocumentNode;
export const BookingAddOnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingAddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingAddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode;
export const BookingNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const BookingDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"cartId"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGatewayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amountReceived"}},{"kind":"Field","name":{"kind":"Name","value":"carPerson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"bbq"}},{"kind":"Field","name":{"kind":"Name","value":"picnic"}},{"kind":"Field","name":{"kind":"Name","value":"hasDog"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingAddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cartAddOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingAddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"picnicExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"dogsExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingAddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingAddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const PageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]} as unknown as DocumentNode;
export const BookingPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const DayBoardArrivalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayBoardArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DayBoardArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bbq"}},{"kind":"Field","name":{"kind":"Name","value":"picnic"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const SiteSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"picnicPrice"}},{"kind":"Field","name":{"kind":"Name","value":"minPicnicPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxPicnicPeople"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime1"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime2"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime3"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime4"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const StaffUserRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const StaffUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"googleId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDog"}},{"kind":"Field","name":{"kind":"Name","value":"dogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SavedStaffUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedStaffUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"googleId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDog"}},{"kind":"Field","name":{"kind":"Name","value":"dogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode;
export const AvailabilitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Availabilities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"packageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageTimeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFacts"}},{"kind":"Field","name":{"kind":"Name","value":"slotCount"}}]}}]} as unknown as DocumentNode;

/**
 * __useAvailabilitiesQuery__
 *
 * To run a query within a React component, call `useAvailabilitiesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAvailabilitiesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAvailabilitiesQuery({
 *   variables: {
 *      query: // value for 'query'
 *      packageId: // value for 'packageId'
 *   },
 * });
 */
export function useAvailabilitiesQuery(baseOptions?: Apollo.QueryHookOptions<AvailabilitiesQuery, AvailabilitiesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AvailabilitiesQuery, AvailabilitiesQueryVariables>(AvailabilitiesDocument, options);
      }
export function useAvailabilitiesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AvailabilitiesQuery, AvailabilitiesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AvailabilitiesQuery, AvailabilitiesQueryVariables>(AvailabilitiesDocument, options);
        }
// @ts-ignore
export function useAvailabilitiesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AvailabilitiesQuery, AvailabilitiesQueryVariables>): Apollo.UseSuspenseQueryResult<AvailabilitiesQuery, AvailabilitiesQueryVariables>;
export function useAvailabilitiesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AvailabilitiesQuery, AvailabilitiesQueryVariables>): Apollo.UseSuspenseQueryResult<AvailabilitiesQuery | undefined, AvailabilitiesQueryVariables>;
export function useAvailabilitiesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AvailabilitiesQuery, AvailabilitiesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AvailabilitiesQuery, AvailabilitiesQueryVariables>(AvailabilitiesDocument, options);
        }
export type AvailabilitiesQueryHookResult = ReturnType<typeof useAvailabilitiesQuery>;
export type AvailabilitiesLazyQueryHookResult = ReturnType<typeof useAvailabilitiesLazyQuery>;
export type AvailabilitiesSuspenseQueryHookResult = ReturnType<typeof useAvailabilitiesSuspenseQuery>;
export type AvailabilitiesQueryResult = Apollo.QueryResult<AvailabilitiesQuery, AvailabilitiesQueryVariables>;
export const AvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Availability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitySlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilitySlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotIndex"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageTimeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFacts"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilitySlotFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAvailabilityQuery__
 *
 * To run a query within a React component, call `useAvailabilityQuery` and pass it any options that fit your needs.
 * When your component renders, `useAvailabilityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAvailabilityQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAvailabilityQuery(baseOptions: Apollo.QueryHookOptions<AvailabilityQuery, AvailabilityQueryVariables> & ({ variables: AvailabilityQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AvailabilityQuery, AvailabilityQueryVariables>(AvailabilityDocument, options);
      }
export function useAvailabilityLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AvailabilityQuery, AvailabilityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AvailabilityQuery, AvailabilityQueryVariables>(AvailabilityDocument, options);
        }
// @ts-ignore
export function useAvailabilitySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AvailabilityQuery, AvailabilityQueryVariables>): Apollo.UseSuspenseQueryResult<AvailabilityQuery, AvailabilityQueryVariables>;
export function useAvailabilitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AvailabilityQuery, AvailabilityQueryVariables>): Apollo.UseSuspenseQueryResult<AvailabilityQuery | undefined, AvailabilityQueryVariables>;
export function useAvailabilitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AvailabilityQuery, AvailabilityQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AvailabilityQuery, AvailabilityQueryVariables>(AvailabilityDocument, options);
        }
export type AvailabilityQueryHookResult = ReturnType<typeof useAvailabilityQuery>;
export type AvailabilityLazyQueryHookResult = ReturnType<typeof useAvailabilityLazyQuery>;
export type AvailabilitySuspenseQueryHookResult = ReturnType<typeof useAvailabilitySuspenseQuery>;
export type AvailabilityQueryResult = Apollo.QueryResult<AvailabilityQuery, AvailabilityQueryVariables>;
export const CreateAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAvailability"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAvailability"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitySlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilitySlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotIndex"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageTimeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFacts"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilitySlotFields"}}]}}]}}]} as unknown as DocumentNode;
export type CreateAvailabilityMutationFn = Apollo.MutationFunction<CreateAvailabilityMutation, CreateAvailabilityMutationVariables>;

/**
 * __useCreateAvailabilityMutation__
 *
 * To run a mutation, you first call `useCreateAvailabilityMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAvailabilityMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAvailabilityMutation, { data, loading, error }] = useCreateAvailabilityMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreateAvailabilityMutation(baseOptions?: Apollo.MutationHookOptions<CreateAvailabilityMutation, CreateAvailabilityMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateAvailabilityMutation, CreateAvailabilityMutationVariables>(CreateAvailabilityDocument, options);
      }
export type CreateAvailabilityMutationHookResult = ReturnType<typeof useCreateAvailabilityMutation>;
export type CreateAvailabilityMutationResult = Apollo.MutationResult<CreateAvailabilityMutation>;
export type CreateAvailabilityMutationOptions = Apollo.BaseMutationOptions<CreateAvailabilityMutation, CreateAvailabilityMutationVariables>;
export const UpdateAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityPatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptStranded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAvailability"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAvailability"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilitySlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilitySlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotIndex"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"packageTimeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Availability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFacts"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilitySlotFields"}}]}}]}}]} as unknown as DocumentNode;
export type UpdateAvailabilityMutationFn = Apollo.MutationFunction<UpdateAvailabilityMutation, UpdateAvailabilityMutationVariables>;

/**
 * __useUpdateAvailabilityMutation__
 *
 * To run a mutation, you first call `useUpdateAvailabilityMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAvailabilityMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAvailabilityMutation, { data, loading, error }] = useUpdateAvailabilityMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *      acceptStranded: // value for 'acceptStranded'
 *   },
 * });
 */
export function useUpdateAvailabilityMutation(baseOptions?: Apollo.MutationHookOptions<UpdateAvailabilityMutation, UpdateAvailabilityMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateAvailabilityMutation, UpdateAvailabilityMutationVariables>(UpdateAvailabilityDocument, options);
      }
export type UpdateAvailabilityMutationHookResult = ReturnType<typeof useUpdateAvailabilityMutation>;
export type UpdateAvailabilityMutationResult = Apollo.MutationResult<UpdateAvailabilityMutation>;
export type UpdateAvailabilityMutationOptions = Apollo.BaseMutationOptions<UpdateAvailabilityMutation, UpdateAvailabilityMutationVariables>;
export const DeleteAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteAvailabilityMutationFn = Apollo.MutationFunction<DeleteAvailabilityMutation, DeleteAvailabilityMutationVariables>;

/**
 * __useDeleteAvailabilityMutation__
 *
 * To run a mutation, you first call `useDeleteAvailabilityMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAvailabilityMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAvailabilityMutation, { data, loading, error }] = useDeleteAvailabilityMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteAvailabilityMutation(baseOptions?: Apollo.MutationHookOptions<DeleteAvailabilityMutation, DeleteAvailabilityMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteAvailabilityMutation, DeleteAvailabilityMutationVariables>(DeleteAvailabilityDocument, options);
      }
export type DeleteAvailabilityMutationHookResult = ReturnType<typeof useDeleteAvailabilityMutation>;
export type DeleteAvailabilityMutationResult = Apollo.MutationResult<DeleteAvailabilityMutation>;
export type DeleteAvailabilityMutationOptions = Apollo.BaseMutationOptions<DeleteAvailabilityMutation, DeleteAvailabilityMutationVariables>;
export const CouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Coupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useCouponsQuery__
 *
 * To run a query within a React component, call `useCouponsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCouponsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCouponsQuery({
 *   variables: {
 *      query: // value for 'query'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useCouponsQuery(baseOptions?: Apollo.QueryHookOptions<CouponsQuery, CouponsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CouponsQuery, CouponsQueryVariables>(CouponsDocument, options);
      }
export function useCouponsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CouponsQuery, CouponsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CouponsQuery, CouponsQueryVariables>(CouponsDocument, options);
        }
// @ts-ignore
export function useCouponsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CouponsQuery, CouponsQueryVariables>): Apollo.UseSuspenseQueryResult<CouponsQuery, CouponsQueryVariables>;
export function useCouponsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CouponsQuery, CouponsQueryVariables>): Apollo.UseSuspenseQueryResult<CouponsQuery | undefined, CouponsQueryVariables>;
export function useCouponsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CouponsQuery, CouponsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CouponsQuery, CouponsQueryVariables>(CouponsDocument, options);
        }
export type CouponsQueryHookResult = ReturnType<typeof useCouponsQuery>;
export type CouponsLazyQueryHookResult = ReturnType<typeof useCouponsLazyQuery>;
export type CouponsSuspenseQueryHookResult = ReturnType<typeof useCouponsSuspenseQuery>;
export type CouponsQueryResult = Apollo.QueryResult<CouponsQuery, CouponsQueryVariables>;
export const CouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Coupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useCouponQuery__
 *
 * To run a query within a React component, call `useCouponQuery` and pass it any options that fit your needs.
 * When your component renders, `useCouponQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCouponQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCouponQuery(baseOptions: Apollo.QueryHookOptions<CouponQuery, CouponQueryVariables> & ({ variables: CouponQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CouponQuery, CouponQueryVariables>(CouponDocument, options);
      }
export function useCouponLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CouponQuery, CouponQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CouponQuery, CouponQueryVariables>(CouponDocument, options);
        }
// @ts-ignore
export function useCouponSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CouponQuery, CouponQueryVariables>): Apollo.UseSuspenseQueryResult<CouponQuery, CouponQueryVariables>;
export function useCouponSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CouponQuery, CouponQueryVariables>): Apollo.UseSuspenseQueryResult<CouponQuery | undefined, CouponQueryVariables>;
export function useCouponSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CouponQuery, CouponQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CouponQuery, CouponQueryVariables>(CouponDocument, options);
        }
export type CouponQueryHookResult = ReturnType<typeof useCouponQuery>;
export type CouponLazyQueryHookResult = ReturnType<typeof useCouponLazyQuery>;
export type CouponSuspenseQueryHookResult = ReturnType<typeof useCouponSuspenseQuery>;
export type CouponQueryResult = Apollo.QueryResult<CouponQuery, CouponQueryVariables>;
export const CreateCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCoupon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCoupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateCouponMutationFn = Apollo.MutationFunction<CreateCouponMutation, CreateCouponMutationVariables>;

/**
 * __useCreateCouponMutation__
 *
 * To run a mutation, you first call `useCreateCouponMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCouponMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCouponMutation, { data, loading, error }] = useCreateCouponMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreateCouponMutation(baseOptions?: Apollo.MutationHookOptions<CreateCouponMutation, CreateCouponMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateCouponMutation, CreateCouponMutationVariables>(CreateCouponDocument, options);
      }
export type CreateCouponMutationHookResult = ReturnType<typeof useCreateCouponMutation>;
export type CreateCouponMutationResult = Apollo.MutationResult<CreateCouponMutation>;
export type CreateCouponMutationOptions = Apollo.BaseMutationOptions<CreateCouponMutation, CreateCouponMutationVariables>;
export const UpdateCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponPatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCoupon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCoupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateCouponMutationFn = Apollo.MutationFunction<UpdateCouponMutation, UpdateCouponMutationVariables>;

/**
 * __useUpdateCouponMutation__
 *
 * To run a mutation, you first call `useUpdateCouponMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCouponMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCouponMutation, { data, loading, error }] = useUpdateCouponMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *   },
 * });
 */
export function useUpdateCouponMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCouponMutation, UpdateCouponMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCouponMutation, UpdateCouponMutationVariables>(UpdateCouponDocument, options);
      }
export type UpdateCouponMutationHookResult = ReturnType<typeof useUpdateCouponMutation>;
export type UpdateCouponMutationResult = Apollo.MutationResult<UpdateCouponMutation>;
export type UpdateCouponMutationOptions = Apollo.BaseMutationOptions<UpdateCouponMutation, UpdateCouponMutationVariables>;
export const DeleteCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteCouponMutationFn = Apollo.MutationFunction<DeleteCouponMutation, DeleteCouponMutationVariables>;

/**
 * __useDeleteCouponMutation__
 *
 * To run a mutation, you first call `useDeleteCouponMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCouponMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCouponMutation, { data, loading, error }] = useDeleteCouponMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCouponMutation(baseOptions?: Apollo.MutationHookOptions<DeleteCouponMutation, DeleteCouponMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteCouponMutation, DeleteCouponMutationVariables>(DeleteCouponDocument, options);
      }
export type DeleteCouponMutationHookResult = ReturnType<typeof useDeleteCouponMutation>;
export type DeleteCouponMutationResult = Apollo.MutationResult<DeleteCouponMutation>;
export type DeleteCouponMutationOptions = Apollo.BaseMutationOptions<DeleteCouponMutation, DeleteCouponMutationVariables>;
export const DogCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DogCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dogCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DogCategoryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DogCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DogCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useDogCategoriesQuery__
 *
 * To run a query within a React component, call `useDogCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDogCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDogCategoriesQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useDogCategoriesQuery(baseOptions?: Apollo.QueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DogCategoriesQuery, DogCategoriesQueryVariables>(DogCategoriesDocument, options);
      }
export function useDogCategoriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DogCategoriesQuery, DogCategoriesQueryVariables>(DogCategoriesDocument, options);
        }
// @ts-ignore
export function useDogCategoriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoriesQuery, DogCategoriesQueryVariables>;
export function useDogCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoriesQuery | undefined, DogCategoriesQueryVariables>;
export function useDogCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DogCategoriesQuery, DogCategoriesQueryVariables>(DogCategoriesDocument, options);
        }
export type DogCategoriesQueryHookResult = ReturnType<typeof useDogCategoriesQuery>;
export type DogCategoriesLazyQueryHookResult = ReturnType<typeof useDogCategoriesLazyQuery>;
export type DogCategoriesSuspenseQueryHookResult = ReturnType<typeof useDogCategoriesSuspenseQuery>;
export type DogCategoriesQueryResult = Apollo.QueryResult<DogCategoriesQuery, DogCategoriesQueryVariables>;
export const DogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DogCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DogCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DogCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useDogCategoryQuery__
 *
 * To run a query within a React component, call `useDogCategoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useDogCategoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDogCategoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDogCategoryQuery(baseOptions: Apollo.QueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables> & ({ variables: DogCategoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DogCategoryQuery, DogCategoryQueryVariables>(DogCategoryDocument, options);
      }
export function useDogCategoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DogCategoryQuery, DogCategoryQueryVariables>(DogCategoryDocument, options);
        }
// @ts-ignore
export function useDogCategorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoryQuery, DogCategoryQueryVariables>;
export function useDogCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoryQuery | undefined, DogCategoryQueryVariables>;
export function useDogCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DogCategoryQuery, DogCategoryQueryVariables>(DogCategoryDocument, options);
        }
export type DogCategoryQueryHookResult = ReturnType<typeof useDogCategoryQuery>;
export type DogCategoryLazyQueryHookResult = ReturnType<typeof useDogCategoryLazyQuery>;
export type DogCategorySuspenseQueryHookResult = ReturnType<typeof useDogCategorySuspenseQuery>;
export type DogCategoryQueryResult = Apollo.QueryResult<DogCategoryQuery, DogCategoryQueryVariables>;
export const CreateDogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedDogCategory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedDogCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DogCategoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DogCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DogCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DogCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateDogCategoryMutationFn = Apollo.MutationFunction<CreateDogCategoryMutation, CreateDogCategoryMutationVariables>;

/**
 * __useCreateDogCategoryMutation__
 *
 * To run a mutation, you first call `useCreateDogCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateDogCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createDogCategoryMutation, { data, loading, error }] = useCreateDogCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreateDogCategoryMutation(baseOptions?: Apollo.MutationHookOptions<CreateDogCategoryMutation, CreateDogCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateDogCategoryMutation, CreateDogCategoryMutationVariables>(CreateDogCategoryDocument, options);
      }
export type CreateDogCategoryMutationHookResult = ReturnType<typeof useCreateDogCategoryMutation>;
export type CreateDogCategoryMutationResult = Apollo.MutationResult<CreateDogCategoryMutation>;
export type CreateDogCategoryMutationOptions = Apollo.BaseMutationOptions<CreateDogCategoryMutation, CreateDogCategoryMutationVariables>;
export const UpdateDogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryPatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedDogCategory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedDogCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DogCategoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DogCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DogCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DogCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateDogCategoryMutationFn = Apollo.MutationFunction<UpdateDogCategoryMutation, UpdateDogCategoryMutationVariables>;

/**
 * __useUpdateDogCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateDogCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateDogCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateDogCategoryMutation, { data, loading, error }] = useUpdateDogCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *   },
 * });
 */
export function useUpdateDogCategoryMutation(baseOptions?: Apollo.MutationHookOptions<UpdateDogCategoryMutation, UpdateDogCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateDogCategoryMutation, UpdateDogCategoryMutationVariables>(UpdateDogCategoryDocument, options);
      }
export type UpdateDogCategoryMutationHookResult = ReturnType<typeof useUpdateDogCategoryMutation>;
export type UpdateDogCategoryMutationResult = Apollo.MutationResult<UpdateDogCategoryMutation>;
export type UpdateDogCategoryMutationOptions = Apollo.BaseMutationOptions<UpdateDogCategoryMutation, UpdateDogCategoryMutationVariables>;
export const DeleteDogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteDogCategoryMutationFn = Apollo.MutationFunction<DeleteDogCategoryMutation, DeleteDogCategoryMutationVariables>;

/**
 * __useDeleteDogCategoryMutation__
 *
 * To run a mutation, you first call `useDeleteDogCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDogCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDogCategoryMutation, { data, loading, error }] = useDeleteDogCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteDogCategoryMutation(baseOptions?: Apollo.MutationHookOptions<DeleteDogCategoryMutation, DeleteDogCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteDogCategoryMutation, DeleteDogCategoryMutationVariables>(DeleteDogCategoryDocument, options);
      }
export type DeleteDogCategoryMutationHookResult = ReturnType<typeof useDeleteDogCategoryMutation>;
export type DeleteDogCategoryMutationResult = Apollo.MutationResult<DeleteDogCategoryMutation>;
export type DeleteDogCategoryMutationOptions = Apollo.BaseMutationOptions<DeleteDogCategoryMutation, DeleteDogCategoryMutationVariables>;
export const GalleryCoversDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryCovers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCoverListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryCovers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCoverFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useGalleryCoversQuery__
 *
 * To run a query within a React component, call `useGalleryCoversQuery` and pass it any options that fit your needs.
 * When your component renders, `useGalleryCoversQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGalleryCoversQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useGalleryCoversQuery(baseOptions?: Apollo.QueryHookOptions<GalleryCoversQuery, GalleryCoversQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GalleryCoversQuery, GalleryCoversQueryVariables>(GalleryCoversDocument, options);
      }
export function useGalleryCoversLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GalleryCoversQuery, GalleryCoversQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GalleryCoversQuery, GalleryCoversQueryVariables>(GalleryCoversDocument, options);
        }
// @ts-ignore
export function useGalleryCoversSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GalleryCoversQuery, GalleryCoversQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryCoversQuery, GalleryCoversQueryVariables>;
export function useGalleryCoversSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryCoversQuery, GalleryCoversQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryCoversQuery | undefined, GalleryCoversQueryVariables>;
export function useGalleryCoversSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryCoversQuery, GalleryCoversQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GalleryCoversQuery, GalleryCoversQueryVariables>(GalleryCoversDocument, options);
        }
export type GalleryCoversQueryHookResult = ReturnType<typeof useGalleryCoversQuery>;
export type GalleryCoversLazyQueryHookResult = ReturnType<typeof useGalleryCoversLazyQuery>;
export type GalleryCoversSuspenseQueryHookResult = ReturnType<typeof useGalleryCoversSuspenseQuery>;
export type GalleryCoversQueryResult = Apollo.QueryResult<GalleryCoversQuery, GalleryCoversQueryVariables>;
export const GalleryCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCoverFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useGalleryCoverQuery__
 *
 * To run a query within a React component, call `useGalleryCoverQuery` and pass it any options that fit your needs.
 * When your component renders, `useGalleryCoverQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGalleryCoverQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useGalleryCoverQuery(baseOptions: Apollo.QueryHookOptions<GalleryCoverQuery, GalleryCoverQueryVariables> & ({ variables: GalleryCoverQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GalleryCoverQuery, GalleryCoverQueryVariables>(GalleryCoverDocument, options);
      }
export function useGalleryCoverLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GalleryCoverQuery, GalleryCoverQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GalleryCoverQuery, GalleryCoverQueryVariables>(GalleryCoverDocument, options);
        }
// @ts-ignore
export function useGalleryCoverSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GalleryCoverQuery, GalleryCoverQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryCoverQuery, GalleryCoverQueryVariables>;
export function useGalleryCoverSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryCoverQuery, GalleryCoverQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryCoverQuery | undefined, GalleryCoverQueryVariables>;
export function useGalleryCoverSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryCoverQuery, GalleryCoverQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GalleryCoverQuery, GalleryCoverQueryVariables>(GalleryCoverDocument, options);
        }
export type GalleryCoverQueryHookResult = ReturnType<typeof useGalleryCoverQuery>;
export type GalleryCoverLazyQueryHookResult = ReturnType<typeof useGalleryCoverLazyQuery>;
export type GalleryCoverSuspenseQueryHookResult = ReturnType<typeof useGalleryCoverSuspenseQuery>;
export type GalleryCoverQueryResult = Apollo.QueryResult<GalleryCoverQuery, GalleryCoverQueryVariables>;
export const CreateGalleryCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGalleryCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCoverInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGalleryCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedGalleryCover"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedGalleryCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCoverPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"galleryCover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCoverFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateGalleryCoverMutationFn = Apollo.MutationFunction<CreateGalleryCoverMutation, CreateGalleryCoverMutationVariables>;

/**
 * __useCreateGalleryCoverMutation__
 *
 * To run a mutation, you first call `useCreateGalleryCoverMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateGalleryCoverMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createGalleryCoverMutation, { data, loading, error }] = useCreateGalleryCoverMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreateGalleryCoverMutation(baseOptions?: Apollo.MutationHookOptions<CreateGalleryCoverMutation, CreateGalleryCoverMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateGalleryCoverMutation, CreateGalleryCoverMutationVariables>(CreateGalleryCoverDocument, options);
      }
export type CreateGalleryCoverMutationHookResult = ReturnType<typeof useCreateGalleryCoverMutation>;
export type CreateGalleryCoverMutationResult = Apollo.MutationResult<CreateGalleryCoverMutation>;
export type CreateGalleryCoverMutationOptions = Apollo.BaseMutationOptions<CreateGalleryCoverMutation, CreateGalleryCoverMutationVariables>;
export const UpdateGalleryCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGalleryCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCoverPatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGalleryCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedGalleryCover"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedGalleryCover"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCoverPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"galleryCover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCoverFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryCover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateGalleryCoverMutationFn = Apollo.MutationFunction<UpdateGalleryCoverMutation, UpdateGalleryCoverMutationVariables>;

/**
 * __useUpdateGalleryCoverMutation__
 *
 * To run a mutation, you first call `useUpdateGalleryCoverMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateGalleryCoverMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateGalleryCoverMutation, { data, loading, error }] = useUpdateGalleryCoverMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *   },
 * });
 */
export function useUpdateGalleryCoverMutation(baseOptions?: Apollo.MutationHookOptions<UpdateGalleryCoverMutation, UpdateGalleryCoverMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateGalleryCoverMutation, UpdateGalleryCoverMutationVariables>(UpdateGalleryCoverDocument, options);
      }
export type UpdateGalleryCoverMutationHookResult = ReturnType<typeof useUpdateGalleryCoverMutation>;
export type UpdateGalleryCoverMutationResult = Apollo.MutationResult<UpdateGalleryCoverMutation>;
export type UpdateGalleryCoverMutationOptions = Apollo.BaseMutationOptions<UpdateGalleryCoverMutation, UpdateGalleryCoverMutationVariables>;
export const DeleteGalleryCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGalleryCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGalleryCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteGalleryCoverMutationFn = Apollo.MutationFunction<DeleteGalleryCoverMutation, DeleteGalleryCoverMutationVariables>;

/**
 * __useDeleteGalleryCoverMutation__
 *
 * To run a mutation, you first call `useDeleteGalleryCoverMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteGalleryCoverMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteGalleryCoverMutation, { data, loading, error }] = useDeleteGalleryCoverMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteGalleryCoverMutation(baseOptions?: Apollo.MutationHookOptions<DeleteGalleryCoverMutation, DeleteGalleryCoverMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteGalleryCoverMutation, DeleteGalleryCoverMutationVariables>(DeleteGalleryCoverDocument, options);
      }
export type DeleteGalleryCoverMutationHookResult = ReturnType<typeof useDeleteGalleryCoverMutation>;
export type DeleteGalleryCoverMutationResult = Apollo.MutationResult<DeleteGalleryCoverMutation>;
export type DeleteGalleryCoverMutationOptions = Apollo.BaseMutationOptions<DeleteGalleryCoverMutation, DeleteGalleryCoverMutationVariables>;
export const GalleryImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImageListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"featured"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"featured"},"value":{"kind":"Variable","name":{"kind":"Name","value":"featured"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryImageFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useGalleryImagesQuery__
 *
 * To run a query within a React component, call `useGalleryImagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useGalleryImagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGalleryImagesQuery({
 *   variables: {
 *      query: // value for 'query'
 *      featured: // value for 'featured'
 *   },
 * });
 */
export function useGalleryImagesQuery(baseOptions?: Apollo.QueryHookOptions<GalleryImagesQuery, GalleryImagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GalleryImagesQuery, GalleryImagesQueryVariables>(GalleryImagesDocument, options);
      }
export function useGalleryImagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GalleryImagesQuery, GalleryImagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GalleryImagesQuery, GalleryImagesQueryVariables>(GalleryImagesDocument, options);
        }
// @ts-ignore
export function useGalleryImagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GalleryImagesQuery, GalleryImagesQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryImagesQuery, GalleryImagesQueryVariables>;
export function useGalleryImagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryImagesQuery, GalleryImagesQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryImagesQuery | undefined, GalleryImagesQueryVariables>;
export function useGalleryImagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryImagesQuery, GalleryImagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GalleryImagesQuery, GalleryImagesQueryVariables>(GalleryImagesDocument, options);
        }
export type GalleryImagesQueryHookResult = ReturnType<typeof useGalleryImagesQuery>;
export type GalleryImagesLazyQueryHookResult = ReturnType<typeof useGalleryImagesLazyQuery>;
export type GalleryImagesSuspenseQueryHookResult = ReturnType<typeof useGalleryImagesSuspenseQuery>;
export type GalleryImagesQueryResult = Apollo.QueryResult<GalleryImagesQuery, GalleryImagesQueryVariables>;
export const GalleryImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useGalleryImageQuery__
 *
 * To run a query within a React component, call `useGalleryImageQuery` and pass it any options that fit your needs.
 * When your component renders, `useGalleryImageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGalleryImageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useGalleryImageQuery(baseOptions: Apollo.QueryHookOptions<GalleryImageQuery, GalleryImageQueryVariables> & ({ variables: GalleryImageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GalleryImageQuery, GalleryImageQueryVariables>(GalleryImageDocument, options);
      }
export function useGalleryImageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GalleryImageQuery, GalleryImageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GalleryImageQuery, GalleryImageQueryVariables>(GalleryImageDocument, options);
        }
// @ts-ignore
export function useGalleryImageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GalleryImageQuery, GalleryImageQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryImageQuery, GalleryImageQueryVariables>;
export function useGalleryImageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryImageQuery, GalleryImageQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryImageQuery | undefined, GalleryImageQueryVariables>;
export function useGalleryImageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryImageQuery, GalleryImageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GalleryImageQuery, GalleryImageQueryVariables>(GalleryImageDocument, options);
        }
export type GalleryImageQueryHookResult = ReturnType<typeof useGalleryImageQuery>;
export type GalleryImageLazyQueryHookResult = ReturnType<typeof useGalleryImageLazyQuery>;
export type GalleryImageSuspenseQueryHookResult = ReturnType<typeof useGalleryImageSuspenseQuery>;
export type GalleryImageQueryResult = Apollo.QueryResult<GalleryImageQuery, GalleryImageQueryVariables>;
export const CreateGalleryImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGalleryImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGalleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedGalleryImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedGalleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateGalleryImageMutationFn = Apollo.MutationFunction<CreateGalleryImageMutation, CreateGalleryImageMutationVariables>;

/**
 * __useCreateGalleryImageMutation__
 *
 * To run a mutation, you first call `useCreateGalleryImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateGalleryImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createGalleryImageMutation, { data, loading, error }] = useCreateGalleryImageMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreateGalleryImageMutation(baseOptions?: Apollo.MutationHookOptions<CreateGalleryImageMutation, CreateGalleryImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateGalleryImageMutation, CreateGalleryImageMutationVariables>(CreateGalleryImageDocument, options);
      }
export type CreateGalleryImageMutationHookResult = ReturnType<typeof useCreateGalleryImageMutation>;
export type CreateGalleryImageMutationResult = Apollo.MutationResult<CreateGalleryImageMutation>;
export type CreateGalleryImageMutationOptions = Apollo.BaseMutationOptions<CreateGalleryImageMutation, CreateGalleryImageMutationVariables>;
export const UpdateGalleryImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGalleryImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImagePatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGalleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedGalleryImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedGalleryImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateGalleryImageMutationFn = Apollo.MutationFunction<UpdateGalleryImageMutation, UpdateGalleryImageMutationVariables>;

/**
 * __useUpdateGalleryImageMutation__
 *
 * To run a mutation, you first call `useUpdateGalleryImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateGalleryImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateGalleryImageMutation, { data, loading, error }] = useUpdateGalleryImageMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *   },
 * });
 */
export function useUpdateGalleryImageMutation(baseOptions?: Apollo.MutationHookOptions<UpdateGalleryImageMutation, UpdateGalleryImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateGalleryImageMutation, UpdateGalleryImageMutationVariables>(UpdateGalleryImageDocument, options);
      }
export type UpdateGalleryImageMutationHookResult = ReturnType<typeof useUpdateGalleryImageMutation>;
export type UpdateGalleryImageMutationResult = Apollo.MutationResult<UpdateGalleryImageMutation>;
export type UpdateGalleryImageMutationOptions = Apollo.BaseMutationOptions<UpdateGalleryImageMutation, UpdateGalleryImageMutationVariables>;
export const DeleteGalleryImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGalleryImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGalleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteGalleryImageMutationFn = Apollo.MutationFunction<DeleteGalleryImageMutation, DeleteGalleryImageMutationVariables>;

/**
 * __useDeleteGalleryImageMutation__
 *
 * To run a mutation, you first call `useDeleteGalleryImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteGalleryImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteGalleryImageMutation, { data, loading, error }] = useDeleteGalleryImageMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteGalleryImageMutation(baseOptions?: Apollo.MutationHookOptions<DeleteGalleryImageMutation, DeleteGalleryImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteGalleryImageMutation, DeleteGalleryImageMutationVariables>(DeleteGalleryImageDocument, options);
      }
export type DeleteGalleryImageMutationHookResult = ReturnType<typeof useDeleteGalleryImageMutation>;
export type DeleteGalleryImageMutationResult = Apollo.MutationResult<DeleteGalleryImageMutation>;
export type DeleteGalleryImageMutationOptions = Apollo.BaseMutationOptions<DeleteGalleryImageMutation, DeleteGalleryImageMutationVariables>;
export const HolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Holidays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HolidayFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HolidayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Holiday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useHolidaysQuery__
 *
 * To run a query within a React component, call `useHolidaysQuery` and pass it any options that fit your needs.
 * When your component renders, `useHolidaysQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHolidaysQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useHolidaysQuery(baseOptions?: Apollo.QueryHookOptions<HolidaysQuery, HolidaysQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HolidaysQuery, HolidaysQueryVariables>(HolidaysDocument, options);
      }
export function useHolidaysLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HolidaysQuery, HolidaysQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HolidaysQuery, HolidaysQueryVariables>(HolidaysDocument, options);
        }
// @ts-ignore
export function useHolidaysSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HolidaysQuery, HolidaysQueryVariables>): Apollo.UseSuspenseQueryResult<HolidaysQuery, HolidaysQueryVariables>;
export function useHolidaysSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HolidaysQuery, HolidaysQueryVariables>): Apollo.UseSuspenseQueryResult<HolidaysQuery | undefined, HolidaysQueryVariables>;
export function useHolidaysSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HolidaysQuery, HolidaysQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HolidaysQuery, HolidaysQueryVariables>(HolidaysDocument, options);
        }
export type HolidaysQueryHookResult = ReturnType<typeof useHolidaysQuery>;
export type HolidaysLazyQueryHookResult = ReturnType<typeof useHolidaysLazyQuery>;
export type HolidaysSuspenseQueryHookResult = ReturnType<typeof useHolidaysSuspenseQuery>;
export type HolidaysQueryResult = Apollo.QueryResult<HolidaysQuery, HolidaysQueryVariables>;
export const HolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Holiday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holiday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HolidayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HolidayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Holiday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useHolidayQuery__
 *
 * To run a query within a React component, call `useHolidayQuery` and pass it any options that fit your needs.
 * When your component renders, `useHolidayQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHolidayQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useHolidayQuery(baseOptions: Apollo.QueryHookOptions<HolidayQuery, HolidayQueryVariables> & ({ variables: HolidayQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HolidayQuery, HolidayQueryVariables>(HolidayDocument, options);
      }
export function useHolidayLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HolidayQuery, HolidayQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HolidayQuery, HolidayQueryVariables>(HolidayDocument, options);
        }
// @ts-ignore
export function useHolidaySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HolidayQuery, HolidayQueryVariables>): Apollo.UseSuspenseQueryResult<HolidayQuery, HolidayQueryVariables>;
export function useHolidaySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HolidayQuery, HolidayQueryVariables>): Apollo.UseSuspenseQueryResult<HolidayQuery | undefined, HolidayQueryVariables>;
export function useHolidaySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HolidayQuery, HolidayQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HolidayQuery, HolidayQueryVariables>(HolidayDocument, options);
        }
export type HolidayQueryHookResult = ReturnType<typeof useHolidayQuery>;
export type HolidayLazyQueryHookResult = ReturnType<typeof useHolidayLazyQuery>;
export type HolidaySuspenseQueryHookResult = ReturnType<typeof useHolidaySuspenseQuery>;
export type HolidayQueryResult = Apollo.QueryResult<HolidayQuery, HolidayQueryVariables>;
export const CreateHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptStranded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedHoliday"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedHoliday"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"holiday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HolidayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HolidayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Holiday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateHolidayMutationFn = Apollo.MutationFunction<CreateHolidayMutation, CreateHolidayMutationVariables>;

/**
 * __useCreateHolidayMutation__
 *
 * To run a mutation, you first call `useCreateHolidayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateHolidayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createHolidayMutation, { data, loading, error }] = useCreateHolidayMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *      acceptStranded: // value for 'acceptStranded'
 *   },
 * });
 */
export function useCreateHolidayMutation(baseOptions?: Apollo.MutationHookOptions<CreateHolidayMutation, CreateHolidayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateHolidayMutation, CreateHolidayMutationVariables>(CreateHolidayDocument, options);
      }
export type CreateHolidayMutationHookResult = ReturnType<typeof useCreateHolidayMutation>;
export type CreateHolidayMutationResult = Apollo.MutationResult<CreateHolidayMutation>;
export type CreateHolidayMutationOptions = Apollo.BaseMutationOptions<CreateHolidayMutation, CreateHolidayMutationVariables>;
export const UpdateHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptStranded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedHoliday"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedHoliday"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"holiday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HolidayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HolidayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Holiday"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateHolidayMutationFn = Apollo.MutationFunction<UpdateHolidayMutation, UpdateHolidayMutationVariables>;

/**
 * __useUpdateHolidayMutation__
 *
 * To run a mutation, you first call `useUpdateHolidayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateHolidayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateHolidayMutation, { data, loading, error }] = useUpdateHolidayMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *      acceptStranded: // value for 'acceptStranded'
 *   },
 * });
 */
export function useUpdateHolidayMutation(baseOptions?: Apollo.MutationHookOptions<UpdateHolidayMutation, UpdateHolidayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateHolidayMutation, UpdateHolidayMutationVariables>(UpdateHolidayDocument, options);
      }
export type UpdateHolidayMutationHookResult = ReturnType<typeof useUpdateHolidayMutation>;
export type UpdateHolidayMutationResult = Apollo.MutationResult<UpdateHolidayMutation>;
export type UpdateHolidayMutationOptions = Apollo.BaseMutationOptions<UpdateHolidayMutation, UpdateHolidayMutationVariables>;
export const DeleteHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteHolidayMutationFn = Apollo.MutationFunction<DeleteHolidayMutation, DeleteHolidayMutationVariables>;

/**
 * __useDeleteHolidayMutation__
 *
 * To run a mutation, you first call `useDeleteHolidayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteHolidayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteHolidayMutation, { data, loading, error }] = useDeleteHolidayMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteHolidayMutation(baseOptions?: Apollo.MutationHookOptions<DeleteHolidayMutation, DeleteHolidayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteHolidayMutation, DeleteHolidayMutationVariables>(DeleteHolidayDocument, options);
      }
export type DeleteHolidayMutationHookResult = ReturnType<typeof useDeleteHolidayMutation>;
export type DeleteHolidayMutationResult = Apollo.MutationResult<DeleteHolidayMutation>;
export type DeleteHolidayMutationOptions = Apollo.BaseMutationOptions<DeleteHolidayMutation, DeleteHolidayMutationVariables>;
export const NewsCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategoryListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsCategoryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsCategoriesQuery__
 *
 * To run a query within a React component, call `useNewsCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsCategoriesQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useNewsCategoriesQuery(baseOptions?: Apollo.QueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewsCategoriesQuery, NewsCategoriesQueryVariables>(NewsCategoriesDocument, options);
      }
export function useNewsCategoriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewsCategoriesQuery, NewsCategoriesQueryVariables>(NewsCategoriesDocument, options);
        }
// @ts-ignore
export function useNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoriesQuery, NewsCategoriesQueryVariables>;
export function useNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoriesQuery | undefined, NewsCategoriesQueryVariables>;
export function useNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewsCategoriesQuery, NewsCategoriesQueryVariables>(NewsCategoriesDocument, options);
        }
export type NewsCategoriesQueryHookResult = ReturnType<typeof useNewsCategoriesQuery>;
export type NewsCategoriesLazyQueryHookResult = ReturnType<typeof useNewsCategoriesLazyQuery>;
export type NewsCategoriesSuspenseQueryHookResult = ReturnType<typeof useNewsCategoriesSuspenseQuery>;
export type NewsCategoriesQueryResult = Apollo.QueryResult<NewsCategoriesQuery, NewsCategoriesQueryVariables>;
export const NewsCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsCategoryQuery__
 *
 * To run a query within a React component, call `useNewsCategoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsCategoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsCategoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useNewsCategoryQuery(baseOptions: Apollo.QueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables> & ({ variables: NewsCategoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewsCategoryQuery, NewsCategoryQueryVariables>(NewsCategoryDocument, options);
      }
export function useNewsCategoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewsCategoryQuery, NewsCategoryQueryVariables>(NewsCategoryDocument, options);
        }
// @ts-ignore
export function useNewsCategorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoryQuery, NewsCategoryQueryVariables>;
export function useNewsCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoryQuery | undefined, NewsCategoryQueryVariables>;
export function useNewsCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewsCategoryQuery, NewsCategoryQueryVariables>(NewsCategoryDocument, options);
        }
export type NewsCategoryQueryHookResult = ReturnType<typeof useNewsCategoryQuery>;
export type NewsCategoryLazyQueryHookResult = ReturnType<typeof useNewsCategoryLazyQuery>;
export type NewsCategorySuspenseQueryHookResult = ReturnType<typeof useNewsCategorySuspenseQuery>;
export type NewsCategoryQueryResult = Apollo.QueryResult<NewsCategoryQuery, NewsCategoryQueryVariables>;
export const CreateNewsCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNewsCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategoryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedNewsCategory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedNewsCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateNewsCategoryMutationFn = Apollo.MutationFunction<CreateNewsCategoryMutation, CreateNewsCategoryMutationVariables>;

/**
 * __useCreateNewsCategoryMutation__
 *
 * To run a mutation, you first call `useCreateNewsCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNewsCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNewsCategoryMutation, { data, loading, error }] = useCreateNewsCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreateNewsCategoryMutation(baseOptions?: Apollo.MutationHookOptions<CreateNewsCategoryMutation, CreateNewsCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateNewsCategoryMutation, CreateNewsCategoryMutationVariables>(CreateNewsCategoryDocument, options);
      }
export type CreateNewsCategoryMutationHookResult = ReturnType<typeof useCreateNewsCategoryMutation>;
export type CreateNewsCategoryMutationResult = Apollo.MutationResult<CreateNewsCategoryMutation>;
export type CreateNewsCategoryMutationOptions = Apollo.BaseMutationOptions<CreateNewsCategoryMutation, CreateNewsCategoryMutationVariables>;
export const UpdateNewsCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNewsCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategoryPatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedNewsCategory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedNewsCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"newsCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateNewsCategoryMutationFn = Apollo.MutationFunction<UpdateNewsCategoryMutation, UpdateNewsCategoryMutationVariables>;

/**
 * __useUpdateNewsCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateNewsCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNewsCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNewsCategoryMutation, { data, loading, error }] = useUpdateNewsCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *   },
 * });
 */
export function useUpdateNewsCategoryMutation(baseOptions?: Apollo.MutationHookOptions<UpdateNewsCategoryMutation, UpdateNewsCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateNewsCategoryMutation, UpdateNewsCategoryMutationVariables>(UpdateNewsCategoryDocument, options);
      }
export type UpdateNewsCategoryMutationHookResult = ReturnType<typeof useUpdateNewsCategoryMutation>;
export type UpdateNewsCategoryMutationResult = Apollo.MutationResult<UpdateNewsCategoryMutation>;
export type UpdateNewsCategoryMutationOptions = Apollo.BaseMutationOptions<UpdateNewsCategoryMutation, UpdateNewsCategoryMutationVariables>;
export const DeleteNewsCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNewsCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNewsCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteNewsCategoryMutationFn = Apollo.MutationFunction<DeleteNewsCategoryMutation, DeleteNewsCategoryMutationVariables>;

/**
 * __useDeleteNewsCategoryMutation__
 *
 * To run a mutation, you first call `useDeleteNewsCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteNewsCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteNewsCategoryMutation, { data, loading, error }] = useDeleteNewsCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteNewsCategoryMutation(baseOptions?: Apollo.MutationHookOptions<DeleteNewsCategoryMutation, DeleteNewsCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteNewsCategoryMutation, DeleteNewsCategoryMutationVariables>(DeleteNewsCategoryDocument, options);
      }
export type DeleteNewsCategoryMutationHookResult = ReturnType<typeof useDeleteNewsCategoryMutation>;
export type DeleteNewsCategoryMutationResult = Apollo.MutationResult<DeleteNewsCategoryMutation>;
export type DeleteNewsCategoryMutationOptions = Apollo.BaseMutationOptions<DeleteNewsCategoryMutation, DeleteNewsCategoryMutationVariables>;
export const NewsTopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsTopics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopicListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsTopics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsTopicFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsTopicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsTopicsQuery__
 *
 * To run a query within a React component, call `useNewsTopicsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsTopicsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsTopicsQuery({
 *   variables: {
 *      query: // value for 'query'
 *      categoryId: // value for 'categoryId'
 *   },
 * });
 */
export function useNewsTopicsQuery(baseOptions?: Apollo.QueryHookOptions<NewsTopicsQuery, NewsTopicsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewsTopicsQuery, NewsTopicsQueryVariables>(NewsTopicsDocument, options);
      }
export function useNewsTopicsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewsTopicsQuery, NewsTopicsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewsTopicsQuery, NewsTopicsQueryVariables>(NewsTopicsDocument, options);
        }
// @ts-ignore
export function useNewsTopicsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewsTopicsQuery, NewsTopicsQueryVariables>): Apollo.UseSuspenseQueryResult<NewsTopicsQuery, NewsTopicsQueryVariables>;
export function useNewsTopicsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsTopicsQuery, NewsTopicsQueryVariables>): Apollo.UseSuspenseQueryResult<NewsTopicsQuery | undefined, NewsTopicsQueryVariables>;
export function useNewsTopicsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsTopicsQuery, NewsTopicsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewsTopicsQuery, NewsTopicsQueryVariables>(NewsTopicsDocument, options);
        }
export type NewsTopicsQueryHookResult = ReturnType<typeof useNewsTopicsQuery>;
export type NewsTopicsLazyQueryHookResult = ReturnType<typeof useNewsTopicsLazyQuery>;
export type NewsTopicsSuspenseQueryHookResult = ReturnType<typeof useNewsTopicsSuspenseQuery>;
export type NewsTopicsQueryResult = Apollo.QueryResult<NewsTopicsQuery, NewsTopicsQueryVariables>;
export const NewsTopicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsTopic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsTopicFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsTopicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsTopicQuery__
 *
 * To run a query within a React component, call `useNewsTopicQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsTopicQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsTopicQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useNewsTopicQuery(baseOptions: Apollo.QueryHookOptions<NewsTopicQuery, NewsTopicQueryVariables> & ({ variables: NewsTopicQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewsTopicQuery, NewsTopicQueryVariables>(NewsTopicDocument, options);
      }
export function useNewsTopicLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewsTopicQuery, NewsTopicQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewsTopicQuery, NewsTopicQueryVariables>(NewsTopicDocument, options);
        }
// @ts-ignore
export function useNewsTopicSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewsTopicQuery, NewsTopicQueryVariables>): Apollo.UseSuspenseQueryResult<NewsTopicQuery, NewsTopicQueryVariables>;
export function useNewsTopicSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsTopicQuery, NewsTopicQueryVariables>): Apollo.UseSuspenseQueryResult<NewsTopicQuery | undefined, NewsTopicQueryVariables>;
export function useNewsTopicSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsTopicQuery, NewsTopicQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewsTopicQuery, NewsTopicQueryVariables>(NewsTopicDocument, options);
        }
export type NewsTopicQueryHookResult = ReturnType<typeof useNewsTopicQuery>;
export type NewsTopicLazyQueryHookResult = ReturnType<typeof useNewsTopicLazyQuery>;
export type NewsTopicSuspenseQueryHookResult = ReturnType<typeof useNewsTopicSuspenseQuery>;
export type NewsTopicQueryResult = Apollo.QueryResult<NewsTopicQuery, NewsTopicQueryVariables>;
export const CreateNewsTopicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNewsTopic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopicInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedNewsTopic"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedNewsTopic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopicPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"newsTopic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsTopicFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsTopicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateNewsTopicMutationFn = Apollo.MutationFunction<CreateNewsTopicMutation, CreateNewsTopicMutationVariables>;

/**
 * __useCreateNewsTopicMutation__
 *
 * To run a mutation, you first call `useCreateNewsTopicMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNewsTopicMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNewsTopicMutation, { data, loading, error }] = useCreateNewsTopicMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreateNewsTopicMutation(baseOptions?: Apollo.MutationHookOptions<CreateNewsTopicMutation, CreateNewsTopicMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateNewsTopicMutation, CreateNewsTopicMutationVariables>(CreateNewsTopicDocument, options);
      }
export type CreateNewsTopicMutationHookResult = ReturnType<typeof useCreateNewsTopicMutation>;
export type CreateNewsTopicMutationResult = Apollo.MutationResult<CreateNewsTopicMutation>;
export type CreateNewsTopicMutationOptions = Apollo.BaseMutationOptions<CreateNewsTopicMutation, CreateNewsTopicMutationVariables>;
export const UpdateNewsTopicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNewsTopic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopicPatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedNewsTopic"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedNewsTopic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopicPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"newsTopic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsTopicFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsTopicFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbImageFileName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateNewsTopicMutationFn = Apollo.MutationFunction<UpdateNewsTopicMutation, UpdateNewsTopicMutationVariables>;

/**
 * __useUpdateNewsTopicMutation__
 *
 * To run a mutation, you first call `useUpdateNewsTopicMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNewsTopicMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNewsTopicMutation, { data, loading, error }] = useUpdateNewsTopicMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *   },
 * });
 */
export function useUpdateNewsTopicMutation(baseOptions?: Apollo.MutationHookOptions<UpdateNewsTopicMutation, UpdateNewsTopicMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateNewsTopicMutation, UpdateNewsTopicMutationVariables>(UpdateNewsTopicDocument, options);
      }
export type UpdateNewsTopicMutationHookResult = ReturnType<typeof useUpdateNewsTopicMutation>;
export type UpdateNewsTopicMutationResult = Apollo.MutationResult<UpdateNewsTopicMutation>;
export type UpdateNewsTopicMutationOptions = Apollo.BaseMutationOptions<UpdateNewsTopicMutation, UpdateNewsTopicMutationVariables>;
export const DeleteNewsTopicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNewsTopic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNewsTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteNewsTopicMutationFn = Apollo.MutationFunction<DeleteNewsTopicMutation, DeleteNewsTopicMutationVariables>;

/**
 * __useDeleteNewsTopicMutation__
 *
 * To run a mutation, you first call `useDeleteNewsTopicMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteNewsTopicMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteNewsTopicMutation, { data, loading, error }] = useDeleteNewsTopicMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteNewsTopicMutation(baseOptions?: Apollo.MutationHookOptions<DeleteNewsTopicMutation, DeleteNewsTopicMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteNewsTopicMutation, DeleteNewsTopicMutationVariables>(DeleteNewsTopicDocument, options);
      }
export type DeleteNewsTopicMutationHookResult = ReturnType<typeof useDeleteNewsTopicMutation>;
export type DeleteNewsTopicMutationResult = Apollo.MutationResult<DeleteNewsTopicMutation>;
export type DeleteNewsTopicMutationOptions = Apollo.BaseMutationOptions<DeleteNewsTopicMutation, DeleteNewsTopicMutationVariables>;
export const PackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Packages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __usePackagesQuery__
 *
 * To run a query within a React component, call `usePackagesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackagesQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function usePackagesQuery(baseOptions?: Apollo.QueryHookOptions<PackagesQuery, PackagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackagesQuery, PackagesQueryVariables>(PackagesDocument, options);
      }
export function usePackagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackagesQuery, PackagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackagesQuery, PackagesQueryVariables>(PackagesDocument, options);
        }
// @ts-ignore
export function usePackagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackagesQuery, PackagesQueryVariables>): Apollo.UseSuspenseQueryResult<PackagesQuery, PackagesQueryVariables>;
export function usePackagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackagesQuery, PackagesQueryVariables>): Apollo.UseSuspenseQueryResult<PackagesQuery | undefined, PackagesQueryVariables>;
export function usePackagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackagesQuery, PackagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackagesQuery, PackagesQueryVariables>(PackagesDocument, options);
        }
export type PackagesQueryHookResult = ReturnType<typeof usePackagesQuery>;
export type PackagesLazyQueryHookResult = ReturnType<typeof usePackagesLazyQuery>;
export type PackagesSuspenseQueryHookResult = ReturnType<typeof usePackagesSuspenseQuery>;
export type PackagesQueryResult = Apollo.QueryResult<PackagesQuery, PackagesQueryVariables>;
export const PackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Package"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekdayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"perDayLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxChildren"}},{"kind":"Field","name":{"kind":"Name","value":"includedPeople"}},{"kind":"Field","name":{"kind":"Name","value":"includedChildren"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPeopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendChildrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogType"}},{"kind":"Field","name":{"kind":"Name","value":"dogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"maxBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyIncludedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyMaxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendSmallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendBigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogWeekendExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"dogCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __usePackageQuery__
 *
 * To run a query within a React component, call `usePackageQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePackageQuery(baseOptions: Apollo.QueryHookOptions<PackageQuery, PackageQueryVariables> & ({ variables: PackageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackageQuery, PackageQueryVariables>(PackageDocument, options);
      }
export function usePackageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackageQuery, PackageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackageQuery, PackageQueryVariables>(PackageDocument, options);
        }
// @ts-ignore
export function usePackageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackageQuery, PackageQueryVariables>): Apollo.UseSuspenseQueryResult<PackageQuery, PackageQueryVariables>;
export function usePackageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageQuery, PackageQueryVariables>): Apollo.UseSuspenseQueryResult<PackageQuery | undefined, PackageQueryVariables>;
export function usePackageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageQuery, PackageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackageQuery, PackageQueryVariables>(PackageDocument, options);
        }
export type PackageQueryHookResult = ReturnType<typeof usePackageQuery>;
export type PackageLazyQueryHookResult = ReturnType<typeof usePackageLazyQuery>;
export type PackageSuspenseQueryHookResult = ReturnType<typeof usePackageSuspenseQuery>;
export type PackageQueryResult = Apollo.QueryResult<PackageQuery, PackageQueryVariables>;
export const CreatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedPackage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPackage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekdayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"perDayLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxChildren"}},{"kind":"Field","name":{"kind":"Name","value":"includedPeople"}},{"kind":"Field","name":{"kind":"Name","value":"includedChildren"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPeopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendChildrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogType"}},{"kind":"Field","name":{"kind":"Name","value":"dogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"maxBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyIncludedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyMaxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendSmallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendBigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogWeekendExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"dogCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type CreatePackageMutationFn = Apollo.MutationFunction<CreatePackageMutation, CreatePackageMutationVariables>;

/**
 * __useCreatePackageMutation__
 *
 * To run a mutation, you first call `useCreatePackageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePackageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPackageMutation, { data, loading, error }] = useCreatePackageMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreatePackageMutation(baseOptions?: Apollo.MutationHookOptions<CreatePackageMutation, CreatePackageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePackageMutation, CreatePackageMutationVariables>(CreatePackageDocument, options);
      }
export type CreatePackageMutationHookResult = ReturnType<typeof useCreatePackageMutation>;
export type CreatePackageMutationResult = Apollo.MutationResult<CreatePackageMutation>;
export type CreatePackageMutationOptions = Apollo.BaseMutationOptions<CreatePackageMutation, CreatePackageMutationVariables>;
export const UpdatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackagePatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptStranded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedPackage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPackage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonTitle"}},{"kind":"Field","name":{"kind":"Name","value":"weekdayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"perDayLimit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"helpText"}},{"kind":"Field","name":{"kind":"Name","value":"maxPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxChildren"}},{"kind":"Field","name":{"kind":"Name","value":"includedPeople"}},{"kind":"Field","name":{"kind":"Name","value":"includedChildren"}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendPeopleExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendChildrenExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"dogType"}},{"kind":"Field","name":{"kind":"Name","value":"dogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"maxBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedBigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedSmallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"includedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"maxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyIncludedDogs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyMaxDogs"}},{"kind":"Field","name":{"kind":"Name","value":"dogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendSmallDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekendBigAndMediumDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"combinedDogWeekendExtraPrice"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"dogCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"seasonPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type UpdatePackageMutationFn = Apollo.MutationFunction<UpdatePackageMutation, UpdatePackageMutationVariables>;

/**
 * __useUpdatePackageMutation__
 *
 * To run a mutation, you first call `useUpdatePackageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePackageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePackageMutation, { data, loading, error }] = useUpdatePackageMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *      acceptStranded: // value for 'acceptStranded'
 *   },
 * });
 */
export function useUpdatePackageMutation(baseOptions?: Apollo.MutationHookOptions<UpdatePackageMutation, UpdatePackageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdatePackageMutation, UpdatePackageMutationVariables>(UpdatePackageDocument, options);
      }
export type UpdatePackageMutationHookResult = ReturnType<typeof useUpdatePackageMutation>;
export type UpdatePackageMutationResult = Apollo.MutationResult<UpdatePackageMutation>;
export type UpdatePackageMutationOptions = Apollo.BaseMutationOptions<UpdatePackageMutation, UpdatePackageMutationVariables>;
export const DeletePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeletePackageMutationFn = Apollo.MutationFunction<DeletePackageMutation, DeletePackageMutationVariables>;

/**
 * __useDeletePackageMutation__
 *
 * To run a mutation, you first call `useDeletePackageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePackageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePackageMutation, { data, loading, error }] = useDeletePackageMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePackageMutation(baseOptions?: Apollo.MutationHookOptions<DeletePackageMutation, DeletePackageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeletePackageMutation, DeletePackageMutationVariables>(DeletePackageDocument, options);
      }
export type DeletePackageMutationHookResult = ReturnType<typeof useDeletePackageMutation>;
export type DeletePackageMutationResult = Apollo.MutationResult<DeletePackageMutation>;
export type DeletePackageMutationOptions = Apollo.BaseMutationOptions<DeletePackageMutation, DeletePackageMutationVariables>;
export const PackageCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCategoryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackageCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __usePackageCategoriesQuery__
 *
 * To run a query within a React component, call `usePackageCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackageCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackageCategoriesQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function usePackageCategoriesQuery(baseOptions?: Apollo.QueryHookOptions<PackageCategoriesQuery, PackageCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackageCategoriesQuery, PackageCategoriesQueryVariables>(PackageCategoriesDocument, options);
      }
export function usePackageCategoriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackageCategoriesQuery, PackageCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackageCategoriesQuery, PackageCategoriesQueryVariables>(PackageCategoriesDocument, options);
        }
// @ts-ignore
export function usePackageCategoriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackageCategoriesQuery, PackageCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<PackageCategoriesQuery, PackageCategoriesQueryVariables>;
export function usePackageCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageCategoriesQuery, PackageCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<PackageCategoriesQuery | undefined, PackageCategoriesQueryVariables>;
export function usePackageCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageCategoriesQuery, PackageCategoriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackageCategoriesQuery, PackageCategoriesQueryVariables>(PackageCategoriesDocument, options);
        }
export type PackageCategoriesQueryHookResult = ReturnType<typeof usePackageCategoriesQuery>;
export type PackageCategoriesLazyQueryHookResult = ReturnType<typeof usePackageCategoriesLazyQuery>;
export type PackageCategoriesSuspenseQueryHookResult = ReturnType<typeof usePackageCategoriesSuspenseQuery>;
export type PackageCategoriesQueryResult = Apollo.QueryResult<PackageCategoriesQuery, PackageCategoriesQueryVariables>;
export const PackageCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackageCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __usePackageCategoryQuery__
 *
 * To run a query within a React component, call `usePackageCategoryQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackageCategoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackageCategoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePackageCategoryQuery(baseOptions: Apollo.QueryHookOptions<PackageCategoryQuery, PackageCategoryQueryVariables> & ({ variables: PackageCategoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackageCategoryQuery, PackageCategoryQueryVariables>(PackageCategoryDocument, options);
      }
export function usePackageCategoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackageCategoryQuery, PackageCategoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackageCategoryQuery, PackageCategoryQueryVariables>(PackageCategoryDocument, options);
        }
// @ts-ignore
export function usePackageCategorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackageCategoryQuery, PackageCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<PackageCategoryQuery, PackageCategoryQueryVariables>;
export function usePackageCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageCategoryQuery, PackageCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<PackageCategoryQuery | undefined, PackageCategoryQueryVariables>;
export function usePackageCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageCategoryQuery, PackageCategoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackageCategoryQuery, PackageCategoryQueryVariables>(PackageCategoryDocument, options);
        }
export type PackageCategoryQueryHookResult = ReturnType<typeof usePackageCategoryQuery>;
export type PackageCategoryLazyQueryHookResult = ReturnType<typeof usePackageCategoryLazyQuery>;
export type PackageCategorySuspenseQueryHookResult = ReturnType<typeof usePackageCategorySuspenseQuery>;
export type PackageCategoryQueryResult = Apollo.QueryResult<PackageCategoryQuery, PackageCategoryQueryVariables>;
export const CreatePackageCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePackageCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPackageCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedPackageCategory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPackageCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackageCategoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"packageCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackageCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreatePackageCategoryMutationFn = Apollo.MutationFunction<CreatePackageCategoryMutation, CreatePackageCategoryMutationVariables>;

/**
 * __useCreatePackageCategoryMutation__
 *
 * To run a mutation, you first call `useCreatePackageCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePackageCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPackageCategoryMutation, { data, loading, error }] = useCreatePackageCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useCreatePackageCategoryMutation(baseOptions?: Apollo.MutationHookOptions<CreatePackageCategoryMutation, CreatePackageCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreatePackageCategoryMutation, CreatePackageCategoryMutationVariables>(CreatePackageCategoryDocument, options);
      }
export type CreatePackageCategoryMutationHookResult = ReturnType<typeof useCreatePackageCategoryMutation>;
export type CreatePackageCategoryMutationResult = Apollo.MutationResult<CreatePackageCategoryMutation>;
export type CreatePackageCategoryMutationOptions = Apollo.BaseMutationOptions<CreatePackageCategoryMutation, CreatePackageCategoryMutationVariables>;
export const UpdatePackageCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePackageCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryPatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackageCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedPackageCategory"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedPackageCategory"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackageCategoryPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"packageCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PackageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PackageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PackageCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdatePackageCategoryMutationFn = Apollo.MutationFunction<UpdatePackageCategoryMutation, UpdatePackageCategoryMutationVariables>;

/**
 * __useUpdatePackageCategoryMutation__
 *
 * To run a mutation, you first call `useUpdatePackageCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePackageCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePackageCategoryMutation, { data, loading, error }] = useUpdatePackageCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *   },
 * });
 */
export function useUpdatePackageCategoryMutation(baseOptions?: Apollo.MutationHookOptions<UpdatePackageCategoryMutation, UpdatePackageCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdatePackageCategoryMutation, UpdatePackageCategoryMutationVariables>(UpdatePackageCategoryDocument, options);
      }
export type UpdatePackageCategoryMutationHookResult = ReturnType<typeof useUpdatePackageCategoryMutation>;
export type UpdatePackageCategoryMutationResult = Apollo.MutationResult<UpdatePackageCategoryMutation>;
export type UpdatePackageCategoryMutationOptions = Apollo.BaseMutationOptions<UpdatePackageCategoryMutation, UpdatePackageCategoryMutationVariables>;
export const DeletePackageCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePackageCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePackageCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeletePackageCategoryMutationFn = Apollo.MutationFunction<DeletePackageCategoryMutation, DeletePackageCategoryMutationVariables>;

/**
 * __useDeletePackageCategoryMutation__
 *
 * To run a mutation, you first call `useDeletePackageCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePackageCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePackageCategoryMutation, { data, loading, error }] = useDeletePackageCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePackageCategoryMutation(baseOptions?: Apollo.MutationHookOptions<DeletePackageCategoryMutation, DeletePackageCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeletePackageCategoryMutation, DeletePackageCategoryMutationVariables>(DeletePackageCategoryDocument, options);
      }
export type DeletePackageCategoryMutationHookResult = ReturnType<typeof useDeletePackageCategoryMutation>;
export type DeletePackageCategoryMutationResult = Apollo.MutationResult<DeletePackageCategoryMutation>;
export type DeletePackageCategoryMutationOptions = Apollo.BaseMutationOptions<DeletePackageCategoryMutation, DeletePackageCategoryMutationVariables>;
export const SeasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Seasons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSeasonsQuery__
 *
 * To run a query within a React component, call `useSeasonsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeasonsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeasonsQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useSeasonsQuery(baseOptions?: Apollo.QueryHookOptions<SeasonsQuery, SeasonsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SeasonsQuery, SeasonsQueryVariables>(SeasonsDocument, options);
      }
export function useSeasonsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SeasonsQuery, SeasonsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SeasonsQuery, SeasonsQueryVariables>(SeasonsDocument, options);
        }
// @ts-ignore
export function useSeasonsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SeasonsQuery, SeasonsQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonsQuery, SeasonsQueryVariables>;
export function useSeasonsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonsQuery, SeasonsQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonsQuery | undefined, SeasonsQueryVariables>;
export function useSeasonsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonsQuery, SeasonsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SeasonsQuery, SeasonsQueryVariables>(SeasonsDocument, options);
        }
export type SeasonsQueryHookResult = ReturnType<typeof useSeasonsQuery>;
export type SeasonsLazyQueryHookResult = ReturnType<typeof useSeasonsLazyQuery>;
export type SeasonsSuspenseQueryHookResult = ReturnType<typeof useSeasonsSuspenseQuery>;
export type SeasonsQueryResult = Apollo.QueryResult<SeasonsQuery, SeasonsQueryVariables>;
export const SeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Season"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"season"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSeasonQuery__
 *
 * To run a query within a React component, call `useSeasonQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeasonQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeasonQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSeasonQuery(baseOptions: Apollo.QueryHookOptions<SeasonQuery, SeasonQueryVariables> & ({ variables: SeasonQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SeasonQuery, SeasonQueryVariables>(SeasonDocument, options);
      }
export function useSeasonLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SeasonQuery, SeasonQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SeasonQuery, SeasonQueryVariables>(SeasonDocument, options);
        }
// @ts-ignore
export function useSeasonSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SeasonQuery, SeasonQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonQuery, SeasonQueryVariables>;
export function useSeasonSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonQuery, SeasonQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonQuery | undefined, SeasonQueryVariables>;
export function useSeasonSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonQuery, SeasonQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SeasonQuery, SeasonQueryVariables>(SeasonDocument, options);
        }
export type SeasonQueryHookResult = ReturnType<typeof useSeasonQuery>;
export type SeasonLazyQueryHookResult = ReturnType<typeof useSeasonLazyQuery>;
export type SeasonSuspenseQueryHookResult = ReturnType<typeof useSeasonSuspenseQuery>;
export type SeasonQueryResult = Apollo.QueryResult<SeasonQuery, SeasonQueryVariables>;
export const CreateSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptStranded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSeason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type CreateSeasonMutationFn = Apollo.MutationFunction<CreateSeasonMutation, CreateSeasonMutationVariables>;

/**
 * __useCreateSeasonMutation__
 *
 * To run a mutation, you first call `useCreateSeasonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSeasonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSeasonMutation, { data, loading, error }] = useCreateSeasonMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *      acceptStranded: // value for 'acceptStranded'
 *   },
 * });
 */
export function useCreateSeasonMutation(baseOptions?: Apollo.MutationHookOptions<CreateSeasonMutation, CreateSeasonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateSeasonMutation, CreateSeasonMutationVariables>(CreateSeasonDocument, options);
      }
export type CreateSeasonMutationHookResult = ReturnType<typeof useCreateSeasonMutation>;
export type CreateSeasonMutationResult = Apollo.MutationResult<CreateSeasonMutation>;
export type CreateSeasonMutationOptions = Apollo.BaseMutationOptions<CreateSeasonMutation, CreateSeasonMutationVariables>;
export const UpdateSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPatch"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptStranded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSeason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSeason"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeasonPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateSeasonMutationFn = Apollo.MutationFunction<UpdateSeasonMutation, UpdateSeasonMutationVariables>;

/**
 * __useUpdateSeasonMutation__
 *
 * To run a mutation, you first call `useUpdateSeasonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSeasonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSeasonMutation, { data, loading, error }] = useUpdateSeasonMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *      acceptStranded: // value for 'acceptStranded'
 *   },
 * });
 */
export function useUpdateSeasonMutation(baseOptions?: Apollo.MutationHookOptions<UpdateSeasonMutation, UpdateSeasonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateSeasonMutation, UpdateSeasonMutationVariables>(UpdateSeasonDocument, options);
      }
export type UpdateSeasonMutationHookResult = ReturnType<typeof useUpdateSeasonMutation>;
export type UpdateSeasonMutationResult = Apollo.MutationResult<UpdateSeasonMutation>;
export type UpdateSeasonMutationOptions = Apollo.BaseMutationOptions<UpdateSeasonMutation, UpdateSeasonMutationVariables>;
export const DeleteSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteSeasonMutationFn = Apollo.MutationFunction<DeleteSeasonMutation, DeleteSeasonMutationVariables>;

/**
 * __useDeleteSeasonMutation__
 *
 * To run a mutation, you first call `useDeleteSeasonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSeasonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSeasonMutation, { data, loading, error }] = useDeleteSeasonMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteSeasonMutation(baseOptions?: Apollo.MutationHookOptions<DeleteSeasonMutation, DeleteSeasonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteSeasonMutation, DeleteSeasonMutationVariables>(DeleteSeasonDocument, options);
      }
export type DeleteSeasonMutationHookResult = ReturnType<typeof useDeleteSeasonMutation>;
export type DeleteSeasonMutationResult = Apollo.MutationResult<DeleteSeasonMutation>;
export type DeleteSeasonMutationOptions = Apollo.BaseMutationOptions<DeleteSeasonMutation, DeleteSeasonMutationVariables>;
export const CheckInBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrivalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}}]} as unknown as DocumentNode;
export type CheckInBookingMutationFn = Apollo.MutationFunction<CheckInBookingMutation, CheckInBookingMutationVariables>;

/**
 * __useCheckInBookingMutation__
 *
 * To run a mutation, you first call `useCheckInBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckInBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkInBookingMutation, { data, loading, error }] = useCheckInBookingMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCheckInBookingMutation(baseOptions?: Apollo.MutationHookOptions<CheckInBookingMutation, CheckInBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CheckInBookingMutation, CheckInBookingMutationVariables>(CheckInBookingDocument, options);
      }
export type CheckInBookingMutationHookResult = ReturnType<typeof useCheckInBookingMutation>;
export type CheckInBookingMutationResult = Apollo.MutationResult<CheckInBookingMutation>;
export type CheckInBookingMutationOptions = Apollo.BaseMutationOptions<CheckInBookingMutation, CheckInBookingMutationVariables>;
export const MarkNoShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNoShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNoShow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrivalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}}]} as unknown as DocumentNode;
export type MarkNoShowMutationFn = Apollo.MutationFunction<MarkNoShowMutation, MarkNoShowMutationVariables>;

/**
 * __useMarkNoShowMutation__
 *
 * To run a mutation, you first call `useMarkNoShowMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkNoShowMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markNoShowMutation, { data, loading, error }] = useMarkNoShowMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMarkNoShowMutation(baseOptions?: Apollo.MutationHookOptions<MarkNoShowMutation, MarkNoShowMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MarkNoShowMutation, MarkNoShowMutationVariables>(MarkNoShowDocument, options);
      }
export type MarkNoShowMutationHookResult = ReturnType<typeof useMarkNoShowMutation>;
export type MarkNoShowMutationResult = Apollo.MutationResult<MarkNoShowMutation>;
export type MarkNoShowMutationOptions = Apollo.BaseMutationOptions<MarkNoShowMutation, MarkNoShowMutationVariables>;
export const UndoArrivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoArrival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoArrival"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrivalPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}}]} as unknown as DocumentNode;
export type UndoArrivalMutationFn = Apollo.MutationFunction<UndoArrivalMutation, UndoArrivalMutationVariables>;

/**
 * __useUndoArrivalMutation__
 *
 * To run a mutation, you first call `useUndoArrivalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUndoArrivalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [undoArrivalMutation, { data, loading, error }] = useUndoArrivalMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUndoArrivalMutation(baseOptions?: Apollo.MutationHookOptions<UndoArrivalMutation, UndoArrivalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UndoArrivalMutation, UndoArrivalMutationVariables>(UndoArrivalDocument, options);
      }
export type UndoArrivalMutationHookResult = ReturnType<typeof useUndoArrivalMutation>;
export type UndoArrivalMutationResult = Apollo.MutationResult<UndoArrivalMutation>;
export type UndoArrivalMutationOptions = Apollo.BaseMutationOptions<UndoArrivalMutation, UndoArrivalMutationVariables>;
export const PackageHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __usePackageHistoryQuery__
 *
 * To run a query within a React component, call `usePackageHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackageHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackageHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function usePackageHistoryQuery(baseOptions: Apollo.QueryHookOptions<PackageHistoryQuery, PackageHistoryQueryVariables> & ({ variables: PackageHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackageHistoryQuery, PackageHistoryQueryVariables>(PackageHistoryDocument, options);
      }
export function usePackageHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackageHistoryQuery, PackageHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackageHistoryQuery, PackageHistoryQueryVariables>(PackageHistoryDocument, options);
        }
// @ts-ignore
export function usePackageHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackageHistoryQuery, PackageHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<PackageHistoryQuery, PackageHistoryQueryVariables>;
export function usePackageHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageHistoryQuery, PackageHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<PackageHistoryQuery | undefined, PackageHistoryQueryVariables>;
export function usePackageHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageHistoryQuery, PackageHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackageHistoryQuery, PackageHistoryQueryVariables>(PackageHistoryDocument, options);
        }
export type PackageHistoryQueryHookResult = ReturnType<typeof usePackageHistoryQuery>;
export type PackageHistoryLazyQueryHookResult = ReturnType<typeof usePackageHistoryLazyQuery>;
export type PackageHistorySuspenseQueryHookResult = ReturnType<typeof usePackageHistorySuspenseQuery>;
export type PackageHistoryQueryResult = Apollo.QueryResult<PackageHistoryQuery, PackageHistoryQueryVariables>;
export const SeasonHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeasonHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"season"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useSeasonHistoryQuery__
 *
 * To run a query within a React component, call `useSeasonHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeasonHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeasonHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useSeasonHistoryQuery(baseOptions: Apollo.QueryHookOptions<SeasonHistoryQuery, SeasonHistoryQueryVariables> & ({ variables: SeasonHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SeasonHistoryQuery, SeasonHistoryQueryVariables>(SeasonHistoryDocument, options);
      }
export function useSeasonHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SeasonHistoryQuery, SeasonHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SeasonHistoryQuery, SeasonHistoryQueryVariables>(SeasonHistoryDocument, options);
        }
// @ts-ignore
export function useSeasonHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SeasonHistoryQuery, SeasonHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonHistoryQuery, SeasonHistoryQueryVariables>;
export function useSeasonHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonHistoryQuery, SeasonHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonHistoryQuery | undefined, SeasonHistoryQueryVariables>;
export function useSeasonHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonHistoryQuery, SeasonHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SeasonHistoryQuery, SeasonHistoryQueryVariables>(SeasonHistoryDocument, options);
        }
export type SeasonHistoryQueryHookResult = ReturnType<typeof useSeasonHistoryQuery>;
export type SeasonHistoryLazyQueryHookResult = ReturnType<typeof useSeasonHistoryLazyQuery>;
export type SeasonHistorySuspenseQueryHookResult = ReturnType<typeof useSeasonHistorySuspenseQuery>;
export type SeasonHistoryQueryResult = Apollo.QueryResult<SeasonHistoryQuery, SeasonHistoryQueryVariables>;
export const HolidayHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HolidayHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"holiday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useHolidayHistoryQuery__
 *
 * To run a query within a React component, call `useHolidayHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useHolidayHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHolidayHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useHolidayHistoryQuery(baseOptions: Apollo.QueryHookOptions<HolidayHistoryQuery, HolidayHistoryQueryVariables> & ({ variables: HolidayHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HolidayHistoryQuery, HolidayHistoryQueryVariables>(HolidayHistoryDocument, options);
      }
export function useHolidayHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HolidayHistoryQuery, HolidayHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HolidayHistoryQuery, HolidayHistoryQueryVariables>(HolidayHistoryDocument, options);
        }
// @ts-ignore
export function useHolidayHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HolidayHistoryQuery, HolidayHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<HolidayHistoryQuery, HolidayHistoryQueryVariables>;
export function useHolidayHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HolidayHistoryQuery, HolidayHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<HolidayHistoryQuery | undefined, HolidayHistoryQueryVariables>;
export function useHolidayHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HolidayHistoryQuery, HolidayHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HolidayHistoryQuery, HolidayHistoryQueryVariables>(HolidayHistoryDocument, options);
        }
export type HolidayHistoryQueryHookResult = ReturnType<typeof useHolidayHistoryQuery>;
export type HolidayHistoryLazyQueryHookResult = ReturnType<typeof useHolidayHistoryLazyQuery>;
export type HolidayHistorySuspenseQueryHookResult = ReturnType<typeof useHolidayHistorySuspenseQuery>;
export type HolidayHistoryQueryResult = Apollo.QueryResult<HolidayHistoryQuery, HolidayHistoryQueryVariables>;
export const AvailabilityHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilityHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"availability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useAvailabilityHistoryQuery__
 *
 * To run a query within a React component, call `useAvailabilityHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useAvailabilityHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAvailabilityHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useAvailabilityHistoryQuery(baseOptions: Apollo.QueryHookOptions<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables> & ({ variables: AvailabilityHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables>(AvailabilityHistoryDocument, options);
      }
export function useAvailabilityHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables>(AvailabilityHistoryDocument, options);
        }
// @ts-ignore
export function useAvailabilityHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables>;
export function useAvailabilityHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<AvailabilityHistoryQuery | undefined, AvailabilityHistoryQueryVariables>;
export function useAvailabilityHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables>(AvailabilityHistoryDocument, options);
        }
export type AvailabilityHistoryQueryHookResult = ReturnType<typeof useAvailabilityHistoryQuery>;
export type AvailabilityHistoryLazyQueryHookResult = ReturnType<typeof useAvailabilityHistoryLazyQuery>;
export type AvailabilityHistorySuspenseQueryHookResult = ReturnType<typeof useAvailabilityHistorySuspenseQuery>;
export type AvailabilityHistoryQueryResult = Apollo.QueryResult<AvailabilityHistoryQuery, AvailabilityHistoryQueryVariables>;
export const CouponHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useCouponHistoryQuery__
 *
 * To run a query within a React component, call `useCouponHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useCouponHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCouponHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useCouponHistoryQuery(baseOptions: Apollo.QueryHookOptions<CouponHistoryQuery, CouponHistoryQueryVariables> & ({ variables: CouponHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CouponHistoryQuery, CouponHistoryQueryVariables>(CouponHistoryDocument, options);
      }
export function useCouponHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CouponHistoryQuery, CouponHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CouponHistoryQuery, CouponHistoryQueryVariables>(CouponHistoryDocument, options);
        }
// @ts-ignore
export function useCouponHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CouponHistoryQuery, CouponHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<CouponHistoryQuery, CouponHistoryQueryVariables>;
export function useCouponHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CouponHistoryQuery, CouponHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<CouponHistoryQuery | undefined, CouponHistoryQueryVariables>;
export function useCouponHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CouponHistoryQuery, CouponHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CouponHistoryQuery, CouponHistoryQueryVariables>(CouponHistoryDocument, options);
        }
export type CouponHistoryQueryHookResult = ReturnType<typeof useCouponHistoryQuery>;
export type CouponHistoryLazyQueryHookResult = ReturnType<typeof useCouponHistoryLazyQuery>;
export type CouponHistorySuspenseQueryHookResult = ReturnType<typeof useCouponHistorySuspenseQuery>;
export type CouponHistoryQueryResult = Apollo.QueryResult<CouponHistoryQuery, CouponHistoryQueryVariables>;
export const DogCategoryHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DogCategoryHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"dogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useDogCategoryHistoryQuery__
 *
 * To run a query within a React component, call `useDogCategoryHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useDogCategoryHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDogCategoryHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useDogCategoryHistoryQuery(baseOptions: Apollo.QueryHookOptions<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables> & ({ variables: DogCategoryHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables>(DogCategoryHistoryDocument, options);
      }
export function useDogCategoryHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables>(DogCategoryHistoryDocument, options);
        }
// @ts-ignore
export function useDogCategoryHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables>;
export function useDogCategoryHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoryHistoryQuery | undefined, DogCategoryHistoryQueryVariables>;
export function useDogCategoryHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables>(DogCategoryHistoryDocument, options);
        }
export type DogCategoryHistoryQueryHookResult = ReturnType<typeof useDogCategoryHistoryQuery>;
export type DogCategoryHistoryLazyQueryHookResult = ReturnType<typeof useDogCategoryHistoryLazyQuery>;
export type DogCategoryHistorySuspenseQueryHookResult = ReturnType<typeof useDogCategoryHistorySuspenseQuery>;
export type DogCategoryHistoryQueryResult = Apollo.QueryResult<DogCategoryHistoryQuery, DogCategoryHistoryQueryVariables>;
export const PackageCategoryHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageCategoryHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"packageCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __usePackageCategoryHistoryQuery__
 *
 * To run a query within a React component, call `usePackageCategoryHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackageCategoryHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackageCategoryHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function usePackageCategoryHistoryQuery(baseOptions: Apollo.QueryHookOptions<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables> & ({ variables: PackageCategoryHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables>(PackageCategoryHistoryDocument, options);
      }
export function usePackageCategoryHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables>(PackageCategoryHistoryDocument, options);
        }
// @ts-ignore
export function usePackageCategoryHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables>;
export function usePackageCategoryHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<PackageCategoryHistoryQuery | undefined, PackageCategoryHistoryQueryVariables>;
export function usePackageCategoryHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables>(PackageCategoryHistoryDocument, options);
        }
export type PackageCategoryHistoryQueryHookResult = ReturnType<typeof usePackageCategoryHistoryQuery>;
export type PackageCategoryHistoryLazyQueryHookResult = ReturnType<typeof usePackageCategoryHistoryLazyQuery>;
export type PackageCategoryHistorySuspenseQueryHookResult = ReturnType<typeof usePackageCategoryHistorySuspenseQuery>;
export type PackageCategoryHistoryQueryResult = Apollo.QueryResult<PackageCategoryHistoryQuery, PackageCategoryHistoryQueryVariables>;
export const NewsTopicHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsTopicHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"newsTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsTopicHistoryQuery__
 *
 * To run a query within a React component, call `useNewsTopicHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsTopicHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsTopicHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useNewsTopicHistoryQuery(baseOptions: Apollo.QueryHookOptions<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables> & ({ variables: NewsTopicHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables>(NewsTopicHistoryDocument, options);
      }
export function useNewsTopicHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables>(NewsTopicHistoryDocument, options);
        }
// @ts-ignore
export function useNewsTopicHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables>;
export function useNewsTopicHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<NewsTopicHistoryQuery | undefined, NewsTopicHistoryQueryVariables>;
export function useNewsTopicHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables>(NewsTopicHistoryDocument, options);
        }
export type NewsTopicHistoryQueryHookResult = ReturnType<typeof useNewsTopicHistoryQuery>;
export type NewsTopicHistoryLazyQueryHookResult = ReturnType<typeof useNewsTopicHistoryLazyQuery>;
export type NewsTopicHistorySuspenseQueryHookResult = ReturnType<typeof useNewsTopicHistorySuspenseQuery>;
export type NewsTopicHistoryQueryResult = Apollo.QueryResult<NewsTopicHistoryQuery, NewsTopicHistoryQueryVariables>;
export const NewsCategoryHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsCategoryHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"newsCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useNewsCategoryHistoryQuery__
 *
 * To run a query within a React component, call `useNewsCategoryHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsCategoryHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsCategoryHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useNewsCategoryHistoryQuery(baseOptions: Apollo.QueryHookOptions<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables> & ({ variables: NewsCategoryHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables>(NewsCategoryHistoryDocument, options);
      }
export function useNewsCategoryHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables>(NewsCategoryHistoryDocument, options);
        }
// @ts-ignore
export function useNewsCategoryHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables>;
export function useNewsCategoryHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoryHistoryQuery | undefined, NewsCategoryHistoryQueryVariables>;
export function useNewsCategoryHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables>(NewsCategoryHistoryDocument, options);
        }
export type NewsCategoryHistoryQueryHookResult = ReturnType<typeof useNewsCategoryHistoryQuery>;
export type NewsCategoryHistoryLazyQueryHookResult = ReturnType<typeof useNewsCategoryHistoryLazyQuery>;
export type NewsCategoryHistorySuspenseQueryHookResult = ReturnType<typeof useNewsCategoryHistorySuspenseQuery>;
export type NewsCategoryHistoryQueryResult = Apollo.QueryResult<NewsCategoryHistoryQuery, NewsCategoryHistoryQueryVariables>;
export const GalleryImageHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryImageHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"galleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useGalleryImageHistoryQuery__
 *
 * To run a query within a React component, call `useGalleryImageHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useGalleryImageHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGalleryImageHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useGalleryImageHistoryQuery(baseOptions: Apollo.QueryHookOptions<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables> & ({ variables: GalleryImageHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables>(GalleryImageHistoryDocument, options);
      }
export function useGalleryImageHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables>(GalleryImageHistoryDocument, options);
        }
// @ts-ignore
export function useGalleryImageHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables>;
export function useGalleryImageHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryImageHistoryQuery | undefined, GalleryImageHistoryQueryVariables>;
export function useGalleryImageHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables>(GalleryImageHistoryDocument, options);
        }
export type GalleryImageHistoryQueryHookResult = ReturnType<typeof useGalleryImageHistoryQuery>;
export type GalleryImageHistoryLazyQueryHookResult = ReturnType<typeof useGalleryImageHistoryLazyQuery>;
export type GalleryImageHistorySuspenseQueryHookResult = ReturnType<typeof useGalleryImageHistorySuspenseQuery>;
export type GalleryImageHistoryQueryResult = Apollo.QueryResult<GalleryImageHistoryQuery, GalleryImageHistoryQueryVariables>;
export const GalleryCoverHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryCoverHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"galleryCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useGalleryCoverHistoryQuery__
 *
 * To run a query within a React component, call `useGalleryCoverHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useGalleryCoverHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGalleryCoverHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useGalleryCoverHistoryQuery(baseOptions: Apollo.QueryHookOptions<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables> & ({ variables: GalleryCoverHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables>(GalleryCoverHistoryDocument, options);
      }
export function useGalleryCoverHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables>(GalleryCoverHistoryDocument, options);
        }
// @ts-ignore
export function useGalleryCoverHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables>;
export function useGalleryCoverHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<GalleryCoverHistoryQuery | undefined, GalleryCoverHistoryQueryVariables>;
export function useGalleryCoverHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables>(GalleryCoverHistoryDocument, options);
        }
export type GalleryCoverHistoryQueryHookResult = ReturnType<typeof useGalleryCoverHistoryQuery>;
export type GalleryCoverHistoryLazyQueryHookResult = ReturnType<typeof useGalleryCoverHistoryLazyQuery>;
export type GalleryCoverHistorySuspenseQueryHookResult = ReturnType<typeof useGalleryCoverHistorySuspenseQuery>;
export type GalleryCoverHistoryQueryResult = Apollo.QueryResult<GalleryCoverHistoryQuery, GalleryCoverHistoryQueryVariables>;
export const UserHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useUserHistoryQuery__
 *
 * To run a query within a React component, call `useUserHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserHistoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useUserHistoryQuery(baseOptions: Apollo.QueryHookOptions<UserHistoryQuery, UserHistoryQueryVariables> & ({ variables: UserHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UserHistoryQuery, UserHistoryQueryVariables>(UserHistoryDocument, options);
      }
export function useUserHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UserHistoryQuery, UserHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UserHistoryQuery, UserHistoryQueryVariables>(UserHistoryDocument, options);
        }
// @ts-ignore
export function useUserHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UserHistoryQuery, UserHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<UserHistoryQuery, UserHistoryQueryVariables>;
export function useUserHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserHistoryQuery, UserHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<UserHistoryQuery | undefined, UserHistoryQueryVariables>;
export function useUserHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserHistoryQuery, UserHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UserHistoryQuery, UserHistoryQueryVariables>(UserHistoryDocument, options);
        }
export type UserHistoryQueryHookResult = ReturnType<typeof useUserHistoryQuery>;
export type UserHistoryLazyQueryHookResult = ReturnType<typeof useUserHistoryLazyQuery>;
export type UserHistorySuspenseQueryHookResult = ReturnType<typeof useUserHistorySuspenseQuery>;
export type UserHistoryQueryResult = Apollo.QueryResult<UserHistoryQuery, UserHistoryQueryVariables>;
export const SiteSettingsHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettingsHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"record"},"name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useSiteSettingsHistoryQuery__
 *
 * To run a query within a React component, call `useSiteSettingsHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useSiteSettingsHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSiteSettingsHistoryQuery({
 *   variables: {
 *   },
 * });
 */
export function useSiteSettingsHistoryQuery(baseOptions?: Apollo.QueryHookOptions<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>(SiteSettingsHistoryDocument, options);
      }
export function useSiteSettingsHistoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>(SiteSettingsHistoryDocument, options);
        }
// @ts-ignore
export function useSiteSettingsHistorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>;
export function useSiteSettingsHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>): Apollo.UseSuspenseQueryResult<SiteSettingsHistoryQuery | undefined, SiteSettingsHistoryQueryVariables>;
export function useSiteSettingsHistorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>(SiteSettingsHistoryDocument, options);
        }
export type SiteSettingsHistoryQueryHookResult = ReturnType<typeof useSiteSettingsHistoryQuery>;
export type SiteSettingsHistoryLazyQueryHookResult = ReturnType<typeof useSiteSettingsHistoryLazyQuery>;
export type SiteSettingsHistorySuspenseQueryHookResult = ReturnType<typeof useSiteSettingsHistorySuspenseQuery>;
export type SiteSettingsHistoryQueryResult = Apollo.QueryResult<SiteSettingsHistoryQuery, SiteSettingsHistoryQueryVariables>;
export const RevertChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevertChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revertChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"acceptStranded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptStranded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;
export type RevertChangeMutationFn = Apollo.MutationFunction<RevertChangeMutation, RevertChangeMutationVariables>;

/**
 * __useRevertChangeMutation__
 *
 * To run a mutation, you first call `useRevertChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevertChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revertChangeMutation, { data, loading, error }] = useRevertChangeMutation({
 *   variables: {
 *      eventId: // value for 'eventId'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      acceptStranded: // value for 'acceptStranded'
 *   },
 * });
 */
export function useRevertChangeMutation(baseOptions?: Apollo.MutationHookOptions<RevertChangeMutation, RevertChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RevertChangeMutation, RevertChangeMutationVariables>(RevertChangeDocument, options);
      }
export type RevertChangeMutationHookResult = ReturnType<typeof useRevertChangeMutation>;
export type RevertChangeMutationResult = Apollo.MutationResult<RevertChangeMutation>;
export type RevertChangeMutationOptions = Apollo.BaseMutationOptions<RevertChangeMutation, RevertChangeMutationVariables>;
export const BookingImpactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingImpact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"change"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingImpactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingImpact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"change"},"value":{"kind":"Variable","name":{"kind":"Name","value":"change"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutBookings"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImpactBooking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImpactBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}}]}}]} as unknown as DocumentNode;

/**
 * __useBookingImpactQuery__
 *
 * To run a query within a React component, call `useBookingImpactQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingImpactQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingImpactQuery({
 *   variables: {
 *      change: // value for 'change'
 *   },
 * });
 */
export function useBookingImpactQuery(baseOptions: Apollo.QueryHookOptions<BookingImpactQuery, BookingImpactQueryVariables> & ({ variables: BookingImpactQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingImpactQuery, BookingImpactQueryVariables>(BookingImpactDocument, options);
      }
export function useBookingImpactLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingImpactQuery, BookingImpactQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingImpactQuery, BookingImpactQueryVariables>(BookingImpactDocument, options);
        }
// @ts-ignore
export function useBookingImpactSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingImpactQuery, BookingImpactQueryVariables>): Apollo.UseSuspenseQueryResult<BookingImpactQuery, BookingImpactQueryVariables>;
export function useBookingImpactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingImpactQuery, BookingImpactQueryVariables>): Apollo.UseSuspenseQueryResult<BookingImpactQuery | undefined, BookingImpactQueryVariables>;
export function useBookingImpactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingImpactQuery, BookingImpactQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingImpactQuery, BookingImpactQueryVariables>(BookingImpactDocument, options);
        }
export type BookingImpactQueryHookResult = ReturnType<typeof useBookingImpactQuery>;
export type BookingImpactLazyQueryHookResult = ReturnType<typeof useBookingImpactLazyQuery>;
export type BookingImpactSuspenseQueryHookResult = ReturnType<typeof useBookingImpactSuspenseQuery>;
export type BookingImpactQueryResult = Apollo.QueryResult<BookingImpactQuery, BookingImpactQueryVariables>;
export const RestoreDeletedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreDeleted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restoreId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreDeleted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"restoreId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restoreId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"previousId"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}}]} as unknown as DocumentNode;
export type RestoreDeletedMutationFn = Apollo.MutationFunction<RestoreDeletedMutation, RestoreDeletedMutationVariables>;

/**
 * __useRestoreDeletedMutation__
 *
 * To run a mutation, you first call `useRestoreDeletedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRestoreDeletedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [restoreDeletedMutation, { data, loading, error }] = useRestoreDeletedMutation({
 *   variables: {
 *      restoreId: // value for 'restoreId'
 *   },
 * });
 */
export function useRestoreDeletedMutation(baseOptions?: Apollo.MutationHookOptions<RestoreDeletedMutation, RestoreDeletedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RestoreDeletedMutation, RestoreDeletedMutationVariables>(RestoreDeletedDocument, options);
      }
export type RestoreDeletedMutationHookResult = ReturnType<typeof useRestoreDeletedMutation>;
export type RestoreDeletedMutationResult = Apollo.MutationResult<RestoreDeletedMutation>;
export type RestoreDeletedMutationOptions = Apollo.BaseMutationOptions<RestoreDeletedMutation, RestoreDeletedMutationVariables>;
export const PackageOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePackageOptionsQuery__
 *
 * To run a query within a React component, call `usePackageOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackageOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackageOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePackageOptionsQuery(baseOptions?: Apollo.QueryHookOptions<PackageOptionsQuery, PackageOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackageOptionsQuery, PackageOptionsQueryVariables>(PackageOptionsDocument, options);
      }
export function usePackageOptionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackageOptionsQuery, PackageOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackageOptionsQuery, PackageOptionsQueryVariables>(PackageOptionsDocument, options);
        }
// @ts-ignore
export function usePackageOptionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackageOptionsQuery, PackageOptionsQueryVariables>): Apollo.UseSuspenseQueryResult<PackageOptionsQuery, PackageOptionsQueryVariables>;
export function usePackageOptionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageOptionsQuery, PackageOptionsQueryVariables>): Apollo.UseSuspenseQueryResult<PackageOptionsQuery | undefined, PackageOptionsQueryVariables>;
export function usePackageOptionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageOptionsQuery, PackageOptionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackageOptionsQuery, PackageOptionsQueryVariables>(PackageOptionsDocument, options);
        }
export type PackageOptionsQueryHookResult = ReturnType<typeof usePackageOptionsQuery>;
export type PackageOptionsLazyQueryHookResult = ReturnType<typeof usePackageOptionsLazyQuery>;
export type PackageOptionsSuspenseQueryHookResult = ReturnType<typeof usePackageOptionsSuspenseQuery>;
export type PackageOptionsQueryResult = Apollo.QueryResult<PackageOptionsQuery, PackageOptionsQueryVariables>;
export const CreateUploadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUploadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUploadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode;
export type CreateUploadUrlMutationFn = Apollo.MutationFunction<CreateUploadUrlMutation, CreateUploadUrlMutationVariables>;

/**
 * __useCreateUploadUrlMutation__
 *
 * To run a mutation, you first call `useCreateUploadUrlMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateUploadUrlMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createUploadUrlMutation, { data, loading, error }] = useCreateUploadUrlMutation({
 *   variables: {
 *      kind: // value for 'kind'
 *      fileName: // value for 'fileName'
 *   },
 * });
 */
export function useCreateUploadUrlMutation(baseOptions?: Apollo.MutationHookOptions<CreateUploadUrlMutation, CreateUploadUrlMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateUploadUrlMutation, CreateUploadUrlMutationVariables>(CreateUploadUrlDocument, options);
      }
export type CreateUploadUrlMutationHookResult = ReturnType<typeof useCreateUploadUrlMutation>;
export type CreateUploadUrlMutationResult = Apollo.MutationResult<CreateUploadUrlMutation>;
export type CreateUploadUrlMutationOptions = Apollo.BaseMutationOptions<CreateUploadUrlMutation, CreateUploadUrlMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;

/**
 * __useApiKeysQuery__
 *
 * To run a query within a React component, call `useApiKeysQuery` and pass it any options that fit your needs.
 * When your component renders, `useApiKeysQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApiKeysQuery({
 *   variables: {
 *   },
 * });
 */
export function useApiKeysQuery(baseOptions?: Apollo.QueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ApiKeysQuery, ApiKeysQueryVariables>(ApiKeysDocument, options);
      }
export function useApiKeysLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ApiKeysQuery, ApiKeysQueryVariables>(ApiKeysDocument, options);
        }
// @ts-ignore
export function useApiKeysSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>): Apollo.UseSuspenseQueryResult<ApiKeysQuery, ApiKeysQueryVariables>;
export function useApiKeysSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>): Apollo.UseSuspenseQueryResult<ApiKeysQuery | undefined, ApiKeysQueryVariables>;
export function useApiKeysSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ApiKeysQuery, ApiKeysQueryVariables>(ApiKeysDocument, options);
        }
export type ApiKeysQueryHookResult = ReturnType<typeof useApiKeysQuery>;
export type ApiKeysLazyQueryHookResult = ReturnType<typeof useApiKeysLazyQuery>;
export type ApiKeysSuspenseQueryHookResult = ReturnType<typeof useApiKeysSuspenseQuery>;
export type ApiKeysQueryResult = Apollo.QueryResult<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;
export type CreateApiKeyMutationFn = Apollo.MutationFunction<CreateApiKeyMutation, CreateApiKeyMutationVariables>;

/**
 * __useCreateApiKeyMutation__
 *
 * To run a mutation, you first call `useCreateApiKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApiKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApiKeyMutation, { data, loading, error }] = useCreateApiKeyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateApiKeyMutation(baseOptions?: Apollo.MutationHookOptions<CreateApiKeyMutation, CreateApiKeyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateApiKeyMutation, CreateApiKeyMutationVariables>(CreateApiKeyDocument, options);
      }
export type CreateApiKeyMutationHookResult = ReturnType<typeof useCreateApiKeyMutation>;
export type CreateApiKeyMutationResult = Apollo.MutationResult<CreateApiKeyMutation>;
export type CreateApiKeyMutationOptions = Apollo.BaseMutationOptions<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;
export type RevokeApiKeyMutationFn = Apollo.MutationFunction<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;

/**
 * __useRevokeApiKeyMutation__
 *
 * To run a mutation, you first call `useRevokeApiKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeApiKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeApiKeyMutation, { data, loading, error }] = useRevokeApiKeyMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevokeApiKeyMutation(baseOptions?: Apollo.MutationHookOptions<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>(RevokeApiKeyDocument, options);
      }
export type RevokeApiKeyMutationHookResult = ReturnType<typeof useRevokeApiKeyMutation>;
export type RevokeApiKeyMutationResult = Apollo.MutationResult<RevokeApiKeyMutation>;
export type RevokeApiKeyMutationOptions = Apollo.BaseMutationOptions<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const AuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"mutation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"recordTitle"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"changedOutside"}},{"kind":"Field","name":{"kind":"Name","value":"revertible"}},{"kind":"Field","name":{"kind":"Name","value":"revertedBy"}},{"kind":"Field","name":{"kind":"Name","value":"revertOf"}}]}}]} as unknown as DocumentNode;

/**
 * __useAuditEventsQuery__
 *
 * To run a query within a React component, call `useAuditEventsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuditEventsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuditEventsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAuditEventsQuery(baseOptions?: Apollo.QueryHookOptions<AuditEventsQuery, AuditEventsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AuditEventsQuery, AuditEventsQueryVariables>(AuditEventsDocument, options);
      }
export function useAuditEventsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AuditEventsQuery, AuditEventsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AuditEventsQuery, AuditEventsQueryVariables>(AuditEventsDocument, options);
        }
// @ts-ignore
export function useAuditEventsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AuditEventsQuery, AuditEventsQueryVariables>): Apollo.UseSuspenseQueryResult<AuditEventsQuery, AuditEventsQueryVariables>;
export function useAuditEventsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditEventsQuery, AuditEventsQueryVariables>): Apollo.UseSuspenseQueryResult<AuditEventsQuery | undefined, AuditEventsQueryVariables>;
export function useAuditEventsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditEventsQuery, AuditEventsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AuditEventsQuery, AuditEventsQueryVariables>(AuditEventsDocument, options);
        }
export type AuditEventsQueryHookResult = ReturnType<typeof useAuditEventsQuery>;
export type AuditEventsLazyQueryHookResult = ReturnType<typeof useAuditEventsLazyQuery>;
export type AuditEventsSuspenseQueryHookResult = ReturnType<typeof useAuditEventsSuspenseQuery>;
export type AuditEventsQueryResult = Apollo.QueryResult<AuditEventsQuery, AuditEventsQueryVariables>;
export const AuditActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"500"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"fullName"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAuditActorsQuery__
 *
 * To run a query within a React component, call `useAuditActorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuditActorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuditActorsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAuditActorsQuery(baseOptions?: Apollo.QueryHookOptions<AuditActorsQuery, AuditActorsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AuditActorsQuery, AuditActorsQueryVariables>(AuditActorsDocument, options);
      }
export function useAuditActorsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AuditActorsQuery, AuditActorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AuditActorsQuery, AuditActorsQueryVariables>(AuditActorsDocument, options);
        }
// @ts-ignore
export function useAuditActorsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AuditActorsQuery, AuditActorsQueryVariables>): Apollo.UseSuspenseQueryResult<AuditActorsQuery, AuditActorsQueryVariables>;
export function useAuditActorsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditActorsQuery, AuditActorsQueryVariables>): Apollo.UseSuspenseQueryResult<AuditActorsQuery | undefined, AuditActorsQueryVariables>;
export function useAuditActorsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditActorsQuery, AuditActorsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AuditActorsQuery, AuditActorsQueryVariables>(AuditActorsDocument, options);
        }
export type AuditActorsQueryHookResult = ReturnType<typeof useAuditActorsQuery>;
export type AuditActorsLazyQueryHookResult = ReturnType<typeof useAuditActorsLazyQuery>;
export type AuditActorsSuspenseQueryHookResult = ReturnType<typeof useAuditActorsSuspenseQuery>;
export type AuditActorsQueryResult = Apollo.QueryResult<AuditActorsQuery, AuditActorsQueryVariables>;
export const AvailabilityCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilityCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"seasonPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seasonId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"startDate"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SeasonFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeasonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Season"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAvailabilityCalendarQuery__
 *
 * To run a query within a React component, call `useAvailabilityCalendarQuery` and pass it any options that fit your needs.
 * When your component renders, `useAvailabilityCalendarQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAvailabilityCalendarQuery({
 *   variables: {
 *      packageId: // value for 'packageId'
 *   },
 * });
 */
export function useAvailabilityCalendarQuery(baseOptions: Apollo.QueryHookOptions<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables> & ({ variables: AvailabilityCalendarQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables>(AvailabilityCalendarDocument, options);
      }
export function useAvailabilityCalendarLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables>(AvailabilityCalendarDocument, options);
        }
// @ts-ignore
export function useAvailabilityCalendarSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables>): Apollo.UseSuspenseQueryResult<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables>;
export function useAvailabilityCalendarSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables>): Apollo.UseSuspenseQueryResult<AvailabilityCalendarQuery | undefined, AvailabilityCalendarQueryVariables>;
export function useAvailabilityCalendarSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables>(AvailabilityCalendarDocument, options);
        }
export type AvailabilityCalendarQueryHookResult = ReturnType<typeof useAvailabilityCalendarQuery>;
export type AvailabilityCalendarLazyQueryHookResult = ReturnType<typeof useAvailabilityCalendarLazyQuery>;
export type AvailabilityCalendarSuspenseQueryHookResult = ReturnType<typeof useAvailabilityCalendarSuspenseQuery>;
export type AvailabilityCalendarQueryResult = Apollo.QueryResult<AvailabilityCalendarQuery, AvailabilityCalendarQueryVariables>;
export const PackagesOnDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackagesOnDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packagesOnDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isHoliday"}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotIndex"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePackagesOnDayQuery__
 *
 * To run a query within a React component, call `usePackagesOnDayQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackagesOnDayQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackagesOnDayQuery({
 *   variables: {
 *      date: // value for 'date'
 *   },
 * });
 */
export function usePackagesOnDayQuery(baseOptions: Apollo.QueryHookOptions<PackagesOnDayQuery, PackagesOnDayQueryVariables> & ({ variables: PackagesOnDayQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackagesOnDayQuery, PackagesOnDayQueryVariables>(PackagesOnDayDocument, options);
      }
export function usePackagesOnDayLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackagesOnDayQuery, PackagesOnDayQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackagesOnDayQuery, PackagesOnDayQueryVariables>(PackagesOnDayDocument, options);
        }
// @ts-ignore
export function usePackagesOnDaySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackagesOnDayQuery, PackagesOnDayQueryVariables>): Apollo.UseSuspenseQueryResult<PackagesOnDayQuery, PackagesOnDayQueryVariables>;
export function usePackagesOnDaySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackagesOnDayQuery, PackagesOnDayQueryVariables>): Apollo.UseSuspenseQueryResult<PackagesOnDayQuery | undefined, PackagesOnDayQueryVariables>;
export function usePackagesOnDaySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackagesOnDayQuery, PackagesOnDayQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackagesOnDayQuery, PackagesOnDayQueryVariables>(PackagesOnDayDocument, options);
        }
export type PackagesOnDayQueryHookResult = ReturnType<typeof usePackagesOnDayQuery>;
export type PackagesOnDayLazyQueryHookResult = ReturnType<typeof usePackagesOnDayLazyQuery>;
export type PackagesOnDaySuspenseQueryHookResult = ReturnType<typeof usePackagesOnDaySuspenseQuery>;
export type PackagesOnDayQueryResult = Apollo.QueryResult<PackagesOnDayQuery, PackagesOnDayQueryVariables>;
export const BookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]} as unknown as DocumentNode;

/**
 * __useBookingsQuery__
 *
 * To run a query within a React component, call `useBookingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingsQuery({
 *   variables: {
 *      query: // value for 'query'
 *      range: // value for 'range'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useBookingsQuery(baseOptions?: Apollo.QueryHookOptions<BookingsQuery, BookingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingsQuery, BookingsQueryVariables>(BookingsDocument, options);
      }
export function useBookingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingsQuery, BookingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingsQuery, BookingsQueryVariables>(BookingsDocument, options);
        }
// @ts-ignore
export function useBookingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingsQuery, BookingsQueryVariables>): Apollo.UseSuspenseQueryResult<BookingsQuery, BookingsQueryVariables>;
export function useBookingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingsQuery, BookingsQueryVariables>): Apollo.UseSuspenseQueryResult<BookingsQuery | undefined, BookingsQueryVariables>;
export function useBookingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingsQuery, BookingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingsQuery, BookingsQueryVariables>(BookingsDocument, options);
        }
export type BookingsQueryHookResult = ReturnType<typeof useBookingsQuery>;
export type BookingsLazyQueryHookResult = ReturnType<typeof useBookingsLazyQuery>;
export type BookingsSuspenseQueryHookResult = ReturnType<typeof useBookingsSuspenseQuery>;
export type BookingsQueryResult = Apollo.QueryResult<BookingsQuery, BookingsQueryVariables>;
export const BookingsByBookingDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingsByBookingDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingsByBookingDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]} as unknown as DocumentNode;

/**
 * __useBookingsByBookingDateQuery__
 *
 * To run a query within a React component, call `useBookingsByBookingDateQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingsByBookingDateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingsByBookingDateQuery({
 *   variables: {
 *      query: // value for 'query'
 *      range: // value for 'range'
 *   },
 * });
 */
export function useBookingsByBookingDateQuery(baseOptions?: Apollo.QueryHookOptions<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>(BookingsByBookingDateDocument, options);
      }
export function useBookingsByBookingDateLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>(BookingsByBookingDateDocument, options);
        }
// @ts-ignore
export function useBookingsByBookingDateSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>): Apollo.UseSuspenseQueryResult<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>;
export function useBookingsByBookingDateSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>): Apollo.UseSuspenseQueryResult<BookingsByBookingDateQuery | undefined, BookingsByBookingDateQueryVariables>;
export function useBookingsByBookingDateSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>(BookingsByBookingDateDocument, options);
        }
export type BookingsByBookingDateQueryHookResult = ReturnType<typeof useBookingsByBookingDateQuery>;
export type BookingsByBookingDateLazyQueryHookResult = ReturnType<typeof useBookingsByBookingDateLazyQuery>;
export type BookingsByBookingDateSuspenseQueryHookResult = ReturnType<typeof useBookingsByBookingDateSuspenseQuery>;
export type BookingsByBookingDateQueryResult = Apollo.QueryResult<BookingsByBookingDateQuery, BookingsByBookingDateQueryVariables>;
export const PendingBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]} as unknown as DocumentNode;

/**
 * __usePendingBookingsQuery__
 *
 * To run a query within a React component, call `usePendingBookingsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePendingBookingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePendingBookingsQuery({
 *   variables: {
 *      query: // value for 'query'
 *      range: // value for 'range'
 *   },
 * });
 */
export function usePendingBookingsQuery(baseOptions?: Apollo.QueryHookOptions<PendingBookingsQuery, PendingBookingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PendingBookingsQuery, PendingBookingsQueryVariables>(PendingBookingsDocument, options);
      }
export function usePendingBookingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PendingBookingsQuery, PendingBookingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PendingBookingsQuery, PendingBookingsQueryVariables>(PendingBookingsDocument, options);
        }
// @ts-ignore
export function usePendingBookingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PendingBookingsQuery, PendingBookingsQueryVariables>): Apollo.UseSuspenseQueryResult<PendingBookingsQuery, PendingBookingsQueryVariables>;
export function usePendingBookingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PendingBookingsQuery, PendingBookingsQueryVariables>): Apollo.UseSuspenseQueryResult<PendingBookingsQuery | undefined, PendingBookingsQueryVariables>;
export function usePendingBookingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PendingBookingsQuery, PendingBookingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PendingBookingsQuery, PendingBookingsQueryVariables>(PendingBookingsDocument, options);
        }
export type PendingBookingsQueryHookResult = ReturnType<typeof usePendingBookingsQuery>;
export type PendingBookingsLazyQueryHookResult = ReturnType<typeof usePendingBookingsLazyQuery>;
export type PendingBookingsSuspenseQueryHookResult = ReturnType<typeof usePendingBookingsSuspenseQuery>;
export type PendingBookingsQueryResult = Apollo.QueryResult<PendingBookingsQuery, PendingBookingsQueryVariables>;
export const CancelledBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancelledBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelledBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]} as unknown as DocumentNode;

/**
 * __useCancelledBookingsQuery__
 *
 * To run a query within a React component, call `useCancelledBookingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCancelledBookingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCancelledBookingsQuery({
 *   variables: {
 *      query: // value for 'query'
 *      range: // value for 'range'
 *   },
 * });
 */
export function useCancelledBookingsQuery(baseOptions?: Apollo.QueryHookOptions<CancelledBookingsQuery, CancelledBookingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CancelledBookingsQuery, CancelledBookingsQueryVariables>(CancelledBookingsDocument, options);
      }
export function useCancelledBookingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CancelledBookingsQuery, CancelledBookingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CancelledBookingsQuery, CancelledBookingsQueryVariables>(CancelledBookingsDocument, options);
        }
// @ts-ignore
export function useCancelledBookingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CancelledBookingsQuery, CancelledBookingsQueryVariables>): Apollo.UseSuspenseQueryResult<CancelledBookingsQuery, CancelledBookingsQueryVariables>;
export function useCancelledBookingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CancelledBookingsQuery, CancelledBookingsQueryVariables>): Apollo.UseSuspenseQueryResult<CancelledBookingsQuery | undefined, CancelledBookingsQueryVariables>;
export function useCancelledBookingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CancelledBookingsQuery, CancelledBookingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CancelledBookingsQuery, CancelledBookingsQueryVariables>(CancelledBookingsDocument, options);
        }
export type CancelledBookingsQueryHookResult = ReturnType<typeof useCancelledBookingsQuery>;
export type CancelledBookingsLazyQueryHookResult = ReturnType<typeof useCancelledBookingsLazyQuery>;
export type CancelledBookingsSuspenseQueryHookResult = ReturnType<typeof useCancelledBookingsSuspenseQuery>;
export type CancelledBookingsQueryResult = Apollo.QueryResult<CancelledBookingsQuery, CancelledBookingsQueryVariables>;
export const UserBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]} as unknown as DocumentNode;

/**
 * __useUserBookingsQuery__
 *
 * To run a query within a React component, call `useUserBookingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserBookingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserBookingsQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *      query: // value for 'query'
 *      range: // value for 'range'
 *   },
 * });
 */
export function useUserBookingsQuery(baseOptions: Apollo.QueryHookOptions<UserBookingsQuery, UserBookingsQueryVariables> & ({ variables: UserBookingsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UserBookingsQuery, UserBookingsQueryVariables>(UserBookingsDocument, options);
      }
export function useUserBookingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UserBookingsQuery, UserBookingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UserBookingsQuery, UserBookingsQueryVariables>(UserBookingsDocument, options);
        }
// @ts-ignore
export function useUserBookingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UserBookingsQuery, UserBookingsQueryVariables>): Apollo.UseSuspenseQueryResult<UserBookingsQuery, UserBookingsQueryVariables>;
export function useUserBookingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserBookingsQuery, UserBookingsQueryVariables>): Apollo.UseSuspenseQueryResult<UserBookingsQuery | undefined, UserBookingsQueryVariables>;
export function useUserBookingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserBookingsQuery, UserBookingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UserBookingsQuery, UserBookingsQueryVariables>(UserBookingsDocument, options);
        }
export type UserBookingsQueryHookResult = ReturnType<typeof useUserBookingsQuery>;
export type UserBookingsLazyQueryHookResult = ReturnType<typeof useUserBookingsLazyQuery>;
export type UserBookingsSuspenseQueryHookResult = ReturnType<typeof useUserBookingsSuspenseQuery>;
export type UserBookingsQueryResult = Apollo.QueryResult<UserBookingsQuery, UserBookingsQueryVariables>;
export const BookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Booking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingAddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingAddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"cartId"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGatewayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amountReceived"}},{"kind":"Field","name":{"kind":"Name","value":"carPerson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"bbq"}},{"kind":"Field","name":{"kind":"Name","value":"picnic"}},{"kind":"Field","name":{"kind":"Name","value":"hasDog"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingAddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cartAddOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingAddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"picnicExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"dogsExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBookingQuery__
 *
 * To run a query within a React component, call `useBookingQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useBookingQuery(baseOptions: Apollo.QueryHookOptions<BookingQuery, BookingQueryVariables> & ({ variables: BookingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingQuery, BookingQueryVariables>(BookingDocument, options);
      }
export function useBookingLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingQuery, BookingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingQuery, BookingQueryVariables>(BookingDocument, options);
        }
// @ts-ignore
export function useBookingSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingQuery, BookingQueryVariables>): Apollo.UseSuspenseQueryResult<BookingQuery, BookingQueryVariables>;
export function useBookingSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingQuery, BookingQueryVariables>): Apollo.UseSuspenseQueryResult<BookingQuery | undefined, BookingQueryVariables>;
export function useBookingSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingQuery, BookingQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingQuery, BookingQueryVariables>(BookingDocument, options);
        }
export type BookingQueryHookResult = ReturnType<typeof useBookingQuery>;
export type BookingLazyQueryHookResult = ReturnType<typeof useBookingLazyQuery>;
export type BookingSuspenseQueryHookResult = ReturnType<typeof useBookingSuspenseQuery>;
export type BookingQueryResult = Apollo.QueryResult<BookingQuery, BookingQueryVariables>;
export const BookingCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"CUSTOMER"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBookingCustomersQuery__
 *
 * To run a query within a React component, call `useBookingCustomersQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingCustomersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingCustomersQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useBookingCustomersQuery(baseOptions?: Apollo.QueryHookOptions<BookingCustomersQuery, BookingCustomersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingCustomersQuery, BookingCustomersQueryVariables>(BookingCustomersDocument, options);
      }
export function useBookingCustomersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingCustomersQuery, BookingCustomersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingCustomersQuery, BookingCustomersQueryVariables>(BookingCustomersDocument, options);
        }
// @ts-ignore
export function useBookingCustomersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingCustomersQuery, BookingCustomersQueryVariables>): Apollo.UseSuspenseQueryResult<BookingCustomersQuery, BookingCustomersQueryVariables>;
export function useBookingCustomersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingCustomersQuery, BookingCustomersQueryVariables>): Apollo.UseSuspenseQueryResult<BookingCustomersQuery | undefined, BookingCustomersQueryVariables>;
export function useBookingCustomersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingCustomersQuery, BookingCustomersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingCustomersQuery, BookingCustomersQueryVariables>(BookingCustomersDocument, options);
        }
export type BookingCustomersQueryHookResult = ReturnType<typeof useBookingCustomersQuery>;
export type BookingCustomersLazyQueryHookResult = ReturnType<typeof useBookingCustomersLazyQuery>;
export type BookingCustomersSuspenseQueryHookResult = ReturnType<typeof useBookingCustomersSuspenseQuery>;
export type BookingCustomersQueryResult = Apollo.QueryResult<BookingCustomersQuery, BookingCustomersQueryVariables>;
export const CancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"totalDogs"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingAddOnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingAddOn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"cartId"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentGatewayStatus"}},{"kind":"Field","name":{"kind":"Name","value":"amountReceived"}},{"kind":"Field","name":{"kind":"Name","value":"carPerson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"bbq"}},{"kind":"Field","name":{"kind":"Name","value":"picnic"}},{"kind":"Field","name":{"kind":"Name","value":"hasDog"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingAddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cartAddOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingAddOnFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peopleExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"childrenExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"picnicExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"dogsExtraCharge"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export type CancelBookingMutationFn = Apollo.MutationFunction<CancelBookingMutation, CancelBookingMutationVariables>;

/**
 * __useCancelBookingMutation__
 *
 * To run a mutation, you first call `useCancelBookingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelBookingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelBookingMutation, { data, loading, error }] = useCancelBookingMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelBookingMutation(baseOptions?: Apollo.MutationHookOptions<CancelBookingMutation, CancelBookingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CancelBookingMutation, CancelBookingMutationVariables>(CancelBookingDocument, options);
      }
export type CancelBookingMutationHookResult = ReturnType<typeof useCancelBookingMutation>;
export type CancelBookingMutationResult = Apollo.MutationResult<CancelBookingMutation>;
export type CancelBookingMutationOptions = Apollo.BaseMutationOptions<CancelBookingMutation, CancelBookingMutationVariables>;
export const AddBookingNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBookingNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBookingNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNoteFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingNoteFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export type AddBookingNoteMutationFn = Apollo.MutationFunction<AddBookingNoteMutation, AddBookingNoteMutationVariables>;

/**
 * __useAddBookingNoteMutation__
 *
 * To run a mutation, you first call `useAddBookingNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddBookingNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addBookingNoteMutation, { data, loading, error }] = useAddBookingNoteMutation({
 *   variables: {
 *      id: // value for 'id'
 *      text: // value for 'text'
 *   },
 * });
 */
export function useAddBookingNoteMutation(baseOptions?: Apollo.MutationHookOptions<AddBookingNoteMutation, AddBookingNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddBookingNoteMutation, AddBookingNoteMutationVariables>(AddBookingNoteDocument, options);
      }
export type AddBookingNoteMutationHookResult = ReturnType<typeof useAddBookingNoteMutation>;
export type AddBookingNoteMutationResult = Apollo.MutationResult<AddBookingNoteMutation>;
export type AddBookingNoteMutationOptions = Apollo.BaseMutationOptions<AddBookingNoteMutation, AddBookingNoteMutationVariables>;
export const DashboardFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardFiguresQuery__
 *
 * To run a query within a React component, call `useDashboardFiguresQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardFiguresQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardFiguresQuery({
 *   variables: {
 *      range: // value for 'range'
 *   },
 * });
 */
export function useDashboardFiguresQuery(baseOptions?: Apollo.QueryHookOptions<DashboardFiguresQuery, DashboardFiguresQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DashboardFiguresQuery, DashboardFiguresQueryVariables>(DashboardFiguresDocument, options);
      }
export function useDashboardFiguresLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DashboardFiguresQuery, DashboardFiguresQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DashboardFiguresQuery, DashboardFiguresQueryVariables>(DashboardFiguresDocument, options);
        }
// @ts-ignore
export function useDashboardFiguresSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DashboardFiguresQuery, DashboardFiguresQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardFiguresQuery, DashboardFiguresQueryVariables>;
export function useDashboardFiguresSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardFiguresQuery, DashboardFiguresQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardFiguresQuery | undefined, DashboardFiguresQueryVariables>;
export function useDashboardFiguresSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardFiguresQuery, DashboardFiguresQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DashboardFiguresQuery, DashboardFiguresQueryVariables>(DashboardFiguresDocument, options);
        }
export type DashboardFiguresQueryHookResult = ReturnType<typeof useDashboardFiguresQuery>;
export type DashboardFiguresLazyQueryHookResult = ReturnType<typeof useDashboardFiguresLazyQuery>;
export type DashboardFiguresSuspenseQueryHookResult = ReturnType<typeof useDashboardFiguresSuspenseQuery>;
export type DashboardFiguresQueryResult = Apollo.QueryResult<DashboardFiguresQuery, DashboardFiguresQueryVariables>;
export const WalletBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWalletBalanceQuery__
 *
 * To run a query within a React component, call `useWalletBalanceQuery` and pass it any options that fit your needs.
 * When your component renders, `useWalletBalanceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWalletBalanceQuery({
 *   variables: {
 *   },
 * });
 */
export function useWalletBalanceQuery(baseOptions?: Apollo.QueryHookOptions<WalletBalanceQuery, WalletBalanceQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WalletBalanceQuery, WalletBalanceQueryVariables>(WalletBalanceDocument, options);
      }
export function useWalletBalanceLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WalletBalanceQuery, WalletBalanceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WalletBalanceQuery, WalletBalanceQueryVariables>(WalletBalanceDocument, options);
        }
// @ts-ignore
export function useWalletBalanceSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WalletBalanceQuery, WalletBalanceQueryVariables>): Apollo.UseSuspenseQueryResult<WalletBalanceQuery, WalletBalanceQueryVariables>;
export function useWalletBalanceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WalletBalanceQuery, WalletBalanceQueryVariables>): Apollo.UseSuspenseQueryResult<WalletBalanceQuery | undefined, WalletBalanceQueryVariables>;
export function useWalletBalanceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WalletBalanceQuery, WalletBalanceQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WalletBalanceQuery, WalletBalanceQueryVariables>(WalletBalanceDocument, options);
        }
export type WalletBalanceQueryHookResult = ReturnType<typeof useWalletBalanceQuery>;
export type WalletBalanceLazyQueryHookResult = ReturnType<typeof useWalletBalanceLazyQuery>;
export type WalletBalanceSuspenseQueryHookResult = ReturnType<typeof useWalletBalanceSuspenseQuery>;
export type WalletBalanceQueryResult = Apollo.QueryResult<WalletBalanceQuery, WalletBalanceQueryVariables>;
export const DashboardGraphDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardGraph"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"basis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardGraphBasis"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardGraph"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"basis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"basis"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardGraphQuery__
 *
 * To run a query within a React component, call `useDashboardGraphQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardGraphQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardGraphQuery({
 *   variables: {
 *      basis: // value for 'basis'
 *      range: // value for 'range'
 *   },
 * });
 */
export function useDashboardGraphQuery(baseOptions?: Apollo.QueryHookOptions<DashboardGraphQuery, DashboardGraphQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DashboardGraphQuery, DashboardGraphQueryVariables>(DashboardGraphDocument, options);
      }
export function useDashboardGraphLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DashboardGraphQuery, DashboardGraphQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DashboardGraphQuery, DashboardGraphQueryVariables>(DashboardGraphDocument, options);
        }
// @ts-ignore
export function useDashboardGraphSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DashboardGraphQuery, DashboardGraphQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardGraphQuery, DashboardGraphQueryVariables>;
export function useDashboardGraphSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardGraphQuery, DashboardGraphQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardGraphQuery | undefined, DashboardGraphQueryVariables>;
export function useDashboardGraphSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardGraphQuery, DashboardGraphQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DashboardGraphQuery, DashboardGraphQueryVariables>(DashboardGraphDocument, options);
        }
export type DashboardGraphQueryHookResult = ReturnType<typeof useDashboardGraphQuery>;
export type DashboardGraphLazyQueryHookResult = ReturnType<typeof useDashboardGraphLazyQuery>;
export type DashboardGraphSuspenseQueryHookResult = ReturnType<typeof useDashboardGraphSuspenseQuery>;
export type DashboardGraphQueryResult = Apollo.QueryResult<DashboardGraphQuery, DashboardGraphQueryVariables>;
export const DashboardMonthsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMonths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardMonths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardMonthsQuery__
 *
 * To run a query within a React component, call `useDashboardMonthsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardMonthsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardMonthsQuery({
 *   variables: {
 *      range: // value for 'range'
 *   },
 * });
 */
export function useDashboardMonthsQuery(baseOptions?: Apollo.QueryHookOptions<DashboardMonthsQuery, DashboardMonthsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DashboardMonthsQuery, DashboardMonthsQueryVariables>(DashboardMonthsDocument, options);
      }
export function useDashboardMonthsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DashboardMonthsQuery, DashboardMonthsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DashboardMonthsQuery, DashboardMonthsQueryVariables>(DashboardMonthsDocument, options);
        }
// @ts-ignore
export function useDashboardMonthsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DashboardMonthsQuery, DashboardMonthsQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardMonthsQuery, DashboardMonthsQueryVariables>;
export function useDashboardMonthsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardMonthsQuery, DashboardMonthsQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardMonthsQuery | undefined, DashboardMonthsQueryVariables>;
export function useDashboardMonthsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardMonthsQuery, DashboardMonthsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DashboardMonthsQuery, DashboardMonthsQueryVariables>(DashboardMonthsDocument, options);
        }
export type DashboardMonthsQueryHookResult = ReturnType<typeof useDashboardMonthsQuery>;
export type DashboardMonthsLazyQueryHookResult = ReturnType<typeof useDashboardMonthsLazyQuery>;
export type DashboardMonthsSuspenseQueryHookResult = ReturnType<typeof useDashboardMonthsSuspenseQuery>;
export type DashboardMonthsQueryResult = Apollo.QueryResult<DashboardMonthsQuery, DashboardMonthsQueryVariables>;
export const DayBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DayBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dayBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"dogs"}},{"kind":"Field","name":{"kind":"Name","value":"arrivals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"noShows"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlotType"}},{"kind":"Field","name":{"kind":"Name","value":"isHoliday"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"arrivals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DayBoardArrivalFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DayBoardArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DayBoardArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"bigAndMediumDogs"}},{"kind":"Field","name":{"kind":"Name","value":"smallDogs"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bbq"}},{"kind":"Field","name":{"kind":"Name","value":"picnic"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"arrival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDayBoardQuery__
 *
 * To run a query within a React component, call `useDayBoardQuery` and pass it any options that fit your needs.
 * When your component renders, `useDayBoardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDayBoardQuery({
 *   variables: {
 *      date: // value for 'date'
 *   },
 * });
 */
export function useDayBoardQuery(baseOptions: Apollo.QueryHookOptions<DayBoardQuery, DayBoardQueryVariables> & ({ variables: DayBoardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DayBoardQuery, DayBoardQueryVariables>(DayBoardDocument, options);
      }
export function useDayBoardLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DayBoardQuery, DayBoardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DayBoardQuery, DayBoardQueryVariables>(DayBoardDocument, options);
        }
// @ts-ignore
export function useDayBoardSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DayBoardQuery, DayBoardQueryVariables>): Apollo.UseSuspenseQueryResult<DayBoardQuery, DayBoardQueryVariables>;
export function useDayBoardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DayBoardQuery, DayBoardQueryVariables>): Apollo.UseSuspenseQueryResult<DayBoardQuery | undefined, DayBoardQueryVariables>;
export function useDayBoardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DayBoardQuery, DayBoardQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DayBoardQuery, DayBoardQueryVariables>(DayBoardDocument, options);
        }
export type DayBoardQueryHookResult = ReturnType<typeof useDayBoardQuery>;
export type DayBoardLazyQueryHookResult = ReturnType<typeof useDayBoardLazyQuery>;
export type DayBoardSuspenseQueryHookResult = ReturnType<typeof useDayBoardSuspenseQuery>;
export type DayBoardQueryResult = Apollo.QueryResult<DayBoardQuery, DayBoardQueryVariables>;
export const AllNewsCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllNewsCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allNewsCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAllNewsCategoriesQuery__
 *
 * To run a query within a React component, call `useAllNewsCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAllNewsCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAllNewsCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAllNewsCategoriesQuery(baseOptions?: Apollo.QueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>(AllNewsCategoriesDocument, options);
      }
export function useAllNewsCategoriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>(AllNewsCategoriesDocument, options);
        }
// @ts-ignore
export function useAllNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>;
export function useAllNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<AllNewsCategoriesQuery | undefined, AllNewsCategoriesQueryVariables>;
export function useAllNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>(AllNewsCategoriesDocument, options);
        }
export type AllNewsCategoriesQueryHookResult = ReturnType<typeof useAllNewsCategoriesQuery>;
export type AllNewsCategoriesLazyQueryHookResult = ReturnType<typeof useAllNewsCategoriesLazyQuery>;
export type AllNewsCategoriesSuspenseQueryHookResult = ReturnType<typeof useAllNewsCategoriesSuspenseQuery>;
export type AllNewsCategoriesQueryResult = Apollo.QueryResult<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>;
export const PackageFormChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageFormChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dogCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"title"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"title"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1000"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"startDate"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePackageFormChoicesQuery__
 *
 * To run a query within a React component, call `usePackageFormChoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackageFormChoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackageFormChoicesQuery({
 *   variables: {
 *   },
 * });
 */
export function usePackageFormChoicesQuery(baseOptions?: Apollo.QueryHookOptions<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>(PackageFormChoicesDocument, options);
      }
export function usePackageFormChoicesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>(PackageFormChoicesDocument, options);
        }
// @ts-ignore
export function usePackageFormChoicesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>): Apollo.UseSuspenseQueryResult<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>;
export function usePackageFormChoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>): Apollo.UseSuspenseQueryResult<PackageFormChoicesQuery | undefined, PackageFormChoicesQueryVariables>;
export function usePackageFormChoicesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>(PackageFormChoicesDocument, options);
        }
export type PackageFormChoicesQueryHookResult = ReturnType<typeof usePackageFormChoicesQuery>;
export type PackageFormChoicesLazyQueryHookResult = ReturnType<typeof usePackageFormChoicesLazyQuery>;
export type PackageFormChoicesSuspenseQueryHookResult = ReturnType<typeof usePackageFormChoicesSuspenseQuery>;
export type PackageFormChoicesQueryResult = Apollo.QueryResult<PackageFormChoicesQuery, PackageFormChoicesQueryVariables>;
export const PackageDependentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PackageDependents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dependents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilityPeriods"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"}},{"kind":"Field","name":{"kind":"Name","value":"seasonPrices"}},{"kind":"Field","name":{"kind":"Name","value":"addOns"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePackageDependentsQuery__
 *
 * To run a query within a React component, call `usePackageDependentsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePackageDependentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePackageDependentsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePackageDependentsQuery(baseOptions: Apollo.QueryHookOptions<PackageDependentsQuery, PackageDependentsQueryVariables> & ({ variables: PackageDependentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PackageDependentsQuery, PackageDependentsQueryVariables>(PackageDependentsDocument, options);
      }
export function usePackageDependentsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PackageDependentsQuery, PackageDependentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PackageDependentsQuery, PackageDependentsQueryVariables>(PackageDependentsDocument, options);
        }
// @ts-ignore
export function usePackageDependentsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PackageDependentsQuery, PackageDependentsQueryVariables>): Apollo.UseSuspenseQueryResult<PackageDependentsQuery, PackageDependentsQueryVariables>;
export function usePackageDependentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageDependentsQuery, PackageDependentsQueryVariables>): Apollo.UseSuspenseQueryResult<PackageDependentsQuery | undefined, PackageDependentsQueryVariables>;
export function usePackageDependentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PackageDependentsQuery, PackageDependentsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PackageDependentsQuery, PackageDependentsQueryVariables>(PackageDependentsDocument, options);
        }
export type PackageDependentsQueryHookResult = ReturnType<typeof usePackageDependentsQuery>;
export type PackageDependentsLazyQueryHookResult = ReturnType<typeof usePackageDependentsLazyQuery>;
export type PackageDependentsSuspenseQueryHookResult = ReturnType<typeof usePackageDependentsSuspenseQuery>;
export type PackageDependentsQueryResult = Apollo.QueryResult<PackageDependentsQuery, PackageDependentsQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSearchQuery__
 *
 * To run a query within a React component, call `useSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchQuery({
 *   variables: {
 *      text: // value for 'text'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useSearchQuery(baseOptions: Apollo.QueryHookOptions<SearchQuery, SearchQueryVariables> & ({ variables: SearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SearchQuery, SearchQueryVariables>(SearchDocument, options);
      }
export function useSearchLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SearchQuery, SearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SearchQuery, SearchQueryVariables>(SearchDocument, options);
        }
// @ts-ignore
export function useSearchSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SearchQuery, SearchQueryVariables>): Apollo.UseSuspenseQueryResult<SearchQuery, SearchQueryVariables>;
export function useSearchSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchQuery, SearchQueryVariables>): Apollo.UseSuspenseQueryResult<SearchQuery | undefined, SearchQueryVariables>;
export function useSearchSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchQuery, SearchQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SearchQuery, SearchQueryVariables>(SearchDocument, options);
        }
export type SearchQueryHookResult = ReturnType<typeof useSearchQuery>;
export type SearchLazyQueryHookResult = ReturnType<typeof useSearchLazyQuery>;
export type SearchSuspenseQueryHookResult = ReturnType<typeof useSearchSuspenseQuery>;
export type SearchQueryResult = Apollo.QueryResult<SearchQuery, SearchQueryVariables>;
export const SeasonOverlapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeasonOverlap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"change"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingImpactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingImpact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"change"},"value":{"kind":"Variable","name":{"kind":"Name","value":"change"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"leftOutBookings"}},{"kind":"Field","name":{"kind":"Name","value":"seasonOverlaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slotChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"dateRanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSeasonOverlapQuery__
 *
 * To run a query within a React component, call `useSeasonOverlapQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeasonOverlapQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeasonOverlapQuery({
 *   variables: {
 *      change: // value for 'change'
 *   },
 * });
 */
export function useSeasonOverlapQuery(baseOptions: Apollo.QueryHookOptions<SeasonOverlapQuery, SeasonOverlapQueryVariables> & ({ variables: SeasonOverlapQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SeasonOverlapQuery, SeasonOverlapQueryVariables>(SeasonOverlapDocument, options);
      }
export function useSeasonOverlapLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SeasonOverlapQuery, SeasonOverlapQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SeasonOverlapQuery, SeasonOverlapQueryVariables>(SeasonOverlapDocument, options);
        }
// @ts-ignore
export function useSeasonOverlapSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SeasonOverlapQuery, SeasonOverlapQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonOverlapQuery, SeasonOverlapQueryVariables>;
export function useSeasonOverlapSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonOverlapQuery, SeasonOverlapQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonOverlapQuery | undefined, SeasonOverlapQueryVariables>;
export function useSeasonOverlapSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonOverlapQuery, SeasonOverlapQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SeasonOverlapQuery, SeasonOverlapQueryVariables>(SeasonOverlapDocument, options);
        }
export type SeasonOverlapQueryHookResult = ReturnType<typeof useSeasonOverlapQuery>;
export type SeasonOverlapLazyQueryHookResult = ReturnType<typeof useSeasonOverlapLazyQuery>;
export type SeasonOverlapSuspenseQueryHookResult = ReturnType<typeof useSeasonOverlapSuspenseQuery>;
export type SeasonOverlapQueryResult = Apollo.QueryResult<SeasonOverlapQuery, SeasonOverlapQueryVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"picnicPrice"}},{"kind":"Field","name":{"kind":"Name","value":"minPicnicPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxPicnicPeople"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime1"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime2"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime3"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime4"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSiteSettingsQuery__
 *
 * To run a query within a React component, call `useSiteSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSiteSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSiteSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSiteSettingsQuery(baseOptions?: Apollo.QueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(SiteSettingsDocument, options);
      }
export function useSiteSettingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(SiteSettingsDocument, options);
        }
// @ts-ignore
export function useSiteSettingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<SiteSettingsQuery, SiteSettingsQueryVariables>;
export function useSiteSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<SiteSettingsQuery | undefined, SiteSettingsQueryVariables>;
export function useSiteSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(SiteSettingsDocument, options);
        }
export type SiteSettingsQueryHookResult = ReturnType<typeof useSiteSettingsQuery>;
export type SiteSettingsLazyQueryHookResult = ReturnType<typeof useSiteSettingsLazyQuery>;
export type SiteSettingsSuspenseQueryHookResult = ReturnType<typeof useSiteSettingsSuspenseQuery>;
export type SiteSettingsQueryResult = Apollo.QueryResult<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const UpdateSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"picnicPrice"}},{"kind":"Field","name":{"kind":"Name","value":"minPicnicPeople"}},{"kind":"Field","name":{"kind":"Name","value":"maxPicnicPeople"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime1"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime2"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime3"}},{"kind":"Field","name":{"kind":"Name","value":"homePageTime4"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateSiteSettingsMutationFn = Apollo.MutationFunction<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>;

/**
 * __useUpdateSiteSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateSiteSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSiteSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSiteSettingsMutation, { data, loading, error }] = useUpdateSiteSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *      force: // value for 'force'
 *   },
 * });
 */
export function useUpdateSiteSettingsMutation(baseOptions?: Apollo.MutationHookOptions<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>(UpdateSiteSettingsDocument, options);
      }
export type UpdateSiteSettingsMutationHookResult = ReturnType<typeof useUpdateSiteSettingsMutation>;
export type UpdateSiteSettingsMutationResult = Apollo.MutationResult<UpdateSiteSettingsMutation>;
export type UpdateSiteSettingsMutationOptions = Apollo.BaseMutationOptions<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type ChangePasswordMutationFn = Apollo.MutationFunction<ChangePasswordMutation, ChangePasswordMutationVariables>;

/**
 * __useChangePasswordMutation__
 *
 * To run a mutation, you first call `useChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changePasswordMutation, { data, loading, error }] = useChangePasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useChangePasswordMutation(baseOptions?: Apollo.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export type ChangePasswordMutationResult = Apollo.MutationResult<ChangePasswordMutation>;
export type ChangePasswordMutationOptions = Apollo.BaseMutationOptions<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type SetUserPasswordMutationFn = Apollo.MutationFunction<SetUserPasswordMutation, SetUserPasswordMutationVariables>;

/**
 * __useSetUserPasswordMutation__
 *
 * To run a mutation, you first call `useSetUserPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetUserPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setUserPasswordMutation, { data, loading, error }] = useSetUserPasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetUserPasswordMutation(baseOptions?: Apollo.MutationHookOptions<SetUserPasswordMutation, SetUserPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetUserPasswordMutation, SetUserPasswordMutationVariables>(SetUserPasswordDocument, options);
      }
export type SetUserPasswordMutationHookResult = ReturnType<typeof useSetUserPasswordMutation>;
export type SetUserPasswordMutationResult = Apollo.MutationResult<SetUserPasswordMutation>;
export type SetUserPasswordMutationOptions = Apollo.BaseMutationOptions<SetUserPasswordMutation, SetUserPasswordMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useUsersQuery__
 *
 * To run a query within a React component, call `useUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUsersQuery({
 *   variables: {
 *      query: // value for 'query'
 *      role: // value for 'role'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useUsersQuery(baseOptions?: Apollo.QueryHookOptions<UsersQuery, UsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UsersQuery, UsersQueryVariables>(UsersDocument, options);
      }
export function useUsersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UsersQuery, UsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UsersQuery, UsersQueryVariables>(UsersDocument, options);
        }
// @ts-ignore
export function useUsersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UsersQuery, UsersQueryVariables>): Apollo.UseSuspenseQueryResult<UsersQuery, UsersQueryVariables>;
export function useUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UsersQuery, UsersQueryVariables>): Apollo.UseSuspenseQueryResult<UsersQuery | undefined, UsersQueryVariables>;
export function useUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UsersQuery, UsersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UsersQuery, UsersQueryVariables>(UsersDocument, options);
        }
export type UsersQueryHookResult = ReturnType<typeof useUsersQuery>;
export type UsersLazyQueryHookResult = ReturnType<typeof useUsersLazyQuery>;
export type UsersSuspenseQueryHookResult = ReturnType<typeof useUsersSuspenseQuery>;
export type UsersQueryResult = Apollo.QueryResult<UsersQuery, UsersQueryVariables>;
export const UserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"googleId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDog"}},{"kind":"Field","name":{"kind":"Name","value":"dogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUserQuery__
 *
 * To run a query within a React component, call `useUserQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUserQuery(baseOptions: Apollo.QueryHookOptions<UserQuery, UserQueryVariables> & ({ variables: UserQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UserQuery, UserQueryVariables>(UserDocument, options);
      }
export function useUserLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UserQuery, UserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UserQuery, UserQueryVariables>(UserDocument, options);
        }
// @ts-ignore
export function useUserSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UserQuery, UserQueryVariables>): Apollo.UseSuspenseQueryResult<UserQuery, UserQueryVariables>;
export function useUserSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserQuery, UserQueryVariables>): Apollo.UseSuspenseQueryResult<UserQuery | undefined, UserQueryVariables>;
export function useUserSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserQuery, UserQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UserQuery, UserQueryVariables>(UserDocument, options);
        }
export type UserQueryHookResult = ReturnType<typeof useUserQuery>;
export type UserLazyQueryHookResult = ReturnType<typeof useUserLazyQuery>;
export type UserSuspenseQueryHookResult = ReturnType<typeof useUserSuspenseQuery>;
export type UserQueryResult = Apollo.QueryResult<UserQuery, UserQueryVariables>;
export const UserCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}},{"kind":"Field","name":{"kind":"Name","value":"admins"}},{"kind":"Field","name":{"kind":"Name","value":"staff"}},{"kind":"Field","name":{"kind":"Name","value":"customers"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUserCountsQuery__
 *
 * To run a query within a React component, call `useUserCountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserCountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserCountsQuery({
 *   variables: {
 *   },
 * });
 */
export function useUserCountsQuery(baseOptions?: Apollo.QueryHookOptions<UserCountsQuery, UserCountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UserCountsQuery, UserCountsQueryVariables>(UserCountsDocument, options);
      }
export function useUserCountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UserCountsQuery, UserCountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UserCountsQuery, UserCountsQueryVariables>(UserCountsDocument, options);
        }
// @ts-ignore
export function useUserCountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UserCountsQuery, UserCountsQueryVariables>): Apollo.UseSuspenseQueryResult<UserCountsQuery, UserCountsQueryVariables>;
export function useUserCountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserCountsQuery, UserCountsQueryVariables>): Apollo.UseSuspenseQueryResult<UserCountsQuery | undefined, UserCountsQueryVariables>;
export function useUserCountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserCountsQuery, UserCountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UserCountsQuery, UserCountsQueryVariables>(UserCountsDocument, options);
        }
export type UserCountsQueryHookResult = ReturnType<typeof useUserCountsQuery>;
export type UserCountsLazyQueryHookResult = ReturnType<typeof useUserCountsLazyQuery>;
export type UserCountsSuspenseQueryHookResult = ReturnType<typeof useUserCountsSuspenseQuery>;
export type UserCountsQueryResult = Apollo.QueryResult<UserCountsQuery, UserCountsQueryVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedUpdatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedUpdatedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedStaffUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"googleId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDog"}},{"kind":"Field","name":{"kind":"Name","value":"dogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedStaffUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}}]} as unknown as DocumentNode;
export type UpdateUserMutationFn = Apollo.MutationFunction<UpdateUserMutation, UpdateUserMutationVariables>;

/**
 * __useUpdateUserMutation__
 *
 * To run a mutation, you first call `useUpdateUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateUserMutation, { data, loading, error }] = useUpdateUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *   },
 * });
 */
export function useUpdateUserMutation(baseOptions?: Apollo.MutationHookOptions<UpdateUserMutation, UpdateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateUserMutation, UpdateUserMutationVariables>(UpdateUserDocument, options);
      }
export type UpdateUserMutationHookResult = ReturnType<typeof useUpdateUserMutation>;
export type UpdateUserMutationResult = Apollo.MutationResult<UpdateUserMutation>;
export type UpdateUserMutationOptions = Apollo.BaseMutationOptions<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Deleted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Deleted"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"restoreId"}}]}}]} as unknown as DocumentNode;
export type DeleteUserMutationFn = Apollo.MutationFunction<DeleteUserMutation, DeleteUserMutationVariables>;

/**
 * __useDeleteUserMutation__
 *
 * To run a mutation, you first call `useDeleteUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteUserMutation, { data, loading, error }] = useDeleteUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteUserMutation(baseOptions?: Apollo.MutationHookOptions<DeleteUserMutation, DeleteUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteUserMutation, DeleteUserMutationVariables>(DeleteUserDocument, options);
      }
export type DeleteUserMutationHookResult = ReturnType<typeof useDeleteUserMutation>;
export type DeleteUserMutationResult = Apollo.MutationResult<DeleteUserMutation>;
export type DeleteUserMutationOptions = Apollo.BaseMutationOptions<DeleteUserMutation, DeleteUserMutationVariables>;
export const CreateRoleUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRoleUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRoleUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedStaffUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"googleId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDog"}},{"kind":"Field","name":{"kind":"Name","value":"dogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedStaffUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}}]} as unknown as DocumentNode;
export type CreateRoleUserMutationFn = Apollo.MutationFunction<CreateRoleUserMutation, CreateRoleUserMutationVariables>;

/**
 * __useCreateRoleUserMutation__
 *
 * To run a mutation, you first call `useCreateRoleUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRoleUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRoleUserMutation, { data, loading, error }] = useCreateRoleUserMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRoleUserMutation(baseOptions?: Apollo.MutationHookOptions<CreateRoleUserMutation, CreateRoleUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateRoleUserMutation, CreateRoleUserMutationVariables>(CreateRoleUserDocument, options);
      }
export type CreateRoleUserMutationHookResult = ReturnType<typeof useCreateRoleUserMutation>;
export type CreateRoleUserMutationResult = Apollo.MutationResult<CreateRoleUserMutation>;
export type CreateRoleUserMutationOptions = Apollo.BaseMutationOptions<CreateRoleUserMutation, CreateRoleUserMutationVariables>;
export const UploadProfilePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProfilePicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfilePictureUpload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProfilePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedStaffUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"apartment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"profilePictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"englishFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"englishLastName"}},{"kind":"Field","name":{"kind":"Name","value":"googleId"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasDog"}},{"kind":"Field","name":{"kind":"Name","value":"dogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"breed"}},{"kind":"Field","name":{"kind":"Name","value":"vaccinationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedStaffUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}}]} as unknown as DocumentNode;
export type UploadProfilePictureMutationFn = Apollo.MutationFunction<UploadProfilePictureMutation, UploadProfilePictureMutationVariables>;

/**
 * __useUploadProfilePictureMutation__
 *
 * To run a mutation, you first call `useUploadProfilePictureMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUploadProfilePictureMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [uploadProfilePictureMutation, { data, loading, error }] = useUploadProfilePictureMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      file: // value for 'file'
 *   },
 * });
 */
export function useUploadProfilePictureMutation(baseOptions?: Apollo.MutationHookOptions<UploadProfilePictureMutation, UploadProfilePictureMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UploadProfilePictureMutation, UploadProfilePictureMutationVariables>(UploadProfilePictureDocument, options);
      }
export type UploadProfilePictureMutationHookResult = ReturnType<typeof useUploadProfilePictureMutation>;
export type UploadProfilePictureMutationResult = Apollo.MutationResult<UploadProfilePictureMutation>;
export type UploadProfilePictureMutationOptions = Apollo.BaseMutationOptions<UploadProfilePictureMutation, UploadProfilePictureMutationVariables>;