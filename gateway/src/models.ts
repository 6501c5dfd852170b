/**
 * What resolvers of types with lazily resolved fields hand on (codegen `mappers`): the GraphQL
 * type without those fields, plus the ids and row facts their resolvers need.
 */
import type {
  AddOn,
  Availability,
  Booking,
  Coupon,
  DayBoardArrival,
  DayBoardTotals,
  DogCategory,
  Holiday,
  Package,
  PackageCategory,
  PackageDay,
  Season,
  SeasonPrice,
} from './__generated__/resolvers-types.js';
import type { RestRecord } from './rest/table.js';

/**
 * A reference known by id and title (e.g. a package row names its categories): the other fields
 * are loaded by id only when a client selects them.
 */
/** A REST record read through its area's table (rest/table.ts). */
export type CouponModel = RestRecord<Coupon>;

export type Ref<T extends { id: string; title: string }> = Pick<T, 'id' | 'title'> & Partial<T>;

export type SeasonModel = Ref<Season>;
export type DogCategoryModel = Ref<DogCategory>;
export type PackageCategoryModel = Ref<PackageCategory>;

export type SeasonPriceModel = Omit<SeasonPrice, 'season'>;

export type PackageModel = Omit<
  Package,
  'category' | 'dogCategory' | 'seasonPrices' | 'addOns' | 'dependents'
> & {
  /** Category titles of the REST row: `category { id title }` costs no REST call. */
  categoryTitle: string | null;
  dogCategoryTitle: string | null;
  /** Null on list rows: the REST list has no children, the package get does. */
  seasonPrices: SeasonPriceModel[] | null;
  addOns: AddOn[] | null;
};

export type AvailabilityModel = Omit<Availability, 'package'>;
export type PackageDayModel = Omit<PackageDay, 'package'>;
export type HolidayModel = Omit<Holiday, 'package'>;
/** `arrival` and `notes` are the front desk's, read from the gateway's store (frontDesk/). */
export type BookingModel = Omit<Booking, 'package' | 'arrival' | 'notes'>;
/** A booking as the day board reads it: its row's fields, and what places it on the board. */
export type ArrivalModel = Omit<DayBoardArrival, 'arrival'> &
  Pick<
    Booking,
    'packageId' | 'packageTitle' | 'date' | 'startTime' | 'endTime' | 'timeSlot' | 'totalDogs'
  >;

/** The day's sums; `arrivals` is counted from the store over the held bookings' ids. */
export type DayBoardTotalsModel = Omit<DayBoardTotals, 'arrivals'> & {
  /** Ids of the day's booked and pending bookings on the board. */
  heldBookingIds: string[];
};
