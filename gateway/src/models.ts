/**
 * What resolvers hand on (codegen `mappers`): for a type with a table, its raw REST record
 * (`RestRecord`, read field by field through the area's table, rest/table.ts); for the others,
 * the GraphQL type without its lazily resolved fields, plus the ids their resolvers need.
 */
import type {
  Availability,
  BookedDog,
  BookingAddOn,
  BookingStatusCounts,
  DashboardGraph,
  Coupon,
  DayBoardTotals,
  DogCategory,
  GalleryCover,
  GalleryImage,
  Holiday,
  MonthlyTotals,
  NewsCategory,
  NewsTopic,
  PackageOption,
  PackageCategory,
  PackageDay,
  Season,
  SeasonPrice,
  SiteSettings,
  StaffUser,
  Viewer,
} from './__generated__/resolvers-types.js';
import type { ArrivalRow, BookingRow } from './bookings/table.js';
import type { FiguresRow } from './dashboard/table.js';
import type { PackageRow } from './packages/table.js';
import type { RestRecord } from './rest/table.js';

export type CouponModel = RestRecord<Coupon>;
export type ViewerModel = RestRecord<Viewer>;
export type UserModel = RestRecord<StaffUser>;
export type DashboardFiguresModel = RestRecord<FiguresRow>;
export type BookingStatusCountsModel = RestRecord<BookingStatusCounts>;
export type DashboardGraphModel = RestRecord<DashboardGraph>;
export type MonthlyTotalsModel = RestRecord<MonthlyTotals>;
export type SiteSettingsModel = RestRecord<SiteSettings>;
export type GalleryImageModel = RestRecord<GalleryImage>;
export type GalleryCoverModel = RestRecord<GalleryCover>;
export type NewsTopicModel = RestRecord<NewsTopic>;
export type NewsCategoryModel = RestRecord<NewsCategory>;

/**
 * A reference known by id and title (e.g. a package row names its categories): the other fields
 * are loaded by id only when a client selects them.
 */
export type Ref<T extends { id: string; title: string }> = Pick<T, 'id' | 'title'> & Partial<T>;

export type SeasonRecord = RestRecord<Season>;
/** A season as a record, or as a package's price row names it (id and title). */
export type SeasonModel = SeasonRecord | Ref<Season>;
/** Dog and package categories share one REST shape (categories/table.ts). */
export type CategoryRecord = RestRecord<Omit<DogCategory, '__typename'>>;
/** A category as a record, or as a package row names it (id and title). */
export type DogCategoryModel = CategoryRecord | Ref<DogCategory>;
export type PackageCategoryModel = CategoryRecord | Ref<PackageCategory>;

export type SeasonPriceModel = Omit<SeasonPrice, 'season'>;

export type PackageModel = RestRecord<PackageRow>;
export type PackageOptionModel = RestRecord<PackageOption>;

export type AvailabilityModel = RestRecord<Availability>;
export type PackageDayModel = Omit<PackageDay, 'package'>;
export type HolidayModel = RestRecord<Holiday>;
/** `arrival` and `notes` are the front desk's, read from the gateway's store (frontDesk/). */
export type BookingModel = RestRecord<BookingRow>;
export type BookingAddOnModel = RestRecord<BookingAddOn>;
export type BookedDogModel = RestRecord<BookedDog>;
/** A booking as the day board reads it: its row's fields, and what places it on the board. */
export type ArrivalModel = RestRecord<ArrivalRow>;

/** The day's sums; `arrivals` is counted from the store over the held bookings' ids. */
export type DayBoardTotalsModel = Omit<DayBoardTotals, 'arrivals'> & {
  /** Ids of the day's booked and pending bookings on the board. */
  heldBookingIds: string[];
};
