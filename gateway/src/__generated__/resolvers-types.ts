import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CouponModel, ViewerModel, UserModel, PackageOptionModel, DashboardFiguresModel, BookingStatusCountsModel, DashboardGraphModel, MonthlyTotalsModel, SiteSettingsModel, GalleryImageModel, GalleryCoverModel, NewsTopicModel, NewsCategoryModel, BookingAddOnModel, BookedDogModel, SeasonModel, DogCategoryModel, PackageCategoryModel, PackageModel, SeasonPriceModel, AvailabilityModel, PackageDayModel, HolidayModel, BookingModel, ArrivalModel, DayBoardTotalsModel } from '../models.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date without time zone, as `YYYY-MM-DD` (Japan local date). */
  Date: { input: string; output: string; }
  /** A point in time in ISO 8601 with time zone, e.g. `2026-11-21T09:30:00.000Z`. */
  DateTime: { input: string; output: string; }
  /**
   * Any JSON value: a field's value before or after a change, as the record's GraphQL field has it
   * (a number for yen, `YYYY-MM-DD` for a Date, the enum's name for an enum, a list or an object for
   * lists and nested inputs). Images are their file names; secrets are never kept.
   */
  JSON: { input: unknown; output: unknown; }
  /** A time of day as `HH:mm` (24-hour). */
  Time: { input: string; output: string; }
};

/** The answer to an action that returns no object. */
export type ActionPayload = {
  __typename?: 'ActionPayload';
  /** The server's message, for the snackbar. */
  message: Scalars['String']['output'];
};

/** An extra a customer can add to a booking of the package, e.g. a BBQ set. */
export type AddOn = {
  __typename?: 'AddOn';
  /** Description for customers. */
  description: Scalars['String']['output'];
  /** Entry id; send it back to update or delete the entry. */
  id: Scalars['ID']['output'];
  /** URL of its image, or empty. */
  imageUrl: Scalars['String']['output'];
  /** Most people it can be booked for. */
  maxPeople: Scalars['Int']['output'];
  /** Fewest people it can be booked for. */
  minPeople: Scalars['Int']['output'];
  /** How many can be booked per day. */
  perDayLimit: Scalars['Int']['output'];
  /** Price, in yen (per booking or per person, see `type`). */
  price: Scalars['Int']['output'];
  /** Name. */
  title: Scalars['String']['output'];
  /** How it is priced. */
  type: AddOnType;
};

/** An add-on as sent. With `id` it updates a saved entry, without it adds one. */
export type AddOnInput = {
  /** True deletes the saved entry `id` (an unsaved entry is simply left out). */
  delete?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description for customers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of a saved entry; omit for a new entry. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** URL of its image. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Most people. */
  maxPeople?: InputMaybe<Scalars['Int']['input']>;
  /** Fewest people; not above `maxPeople` (else DOMAIN_ERROR). */
  minPeople?: InputMaybe<Scalars['Int']['input']>;
  /** How many can be booked per day. */
  perDayLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Price, in yen. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Name; required unless `delete`. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** How it is priced. */
  type?: InputMaybe<AddOnType>;
};

/** How an add-on is priced (REST add-on `type`). */
export type AddOnType =
  /** One price per booking (REST code 1). */
  | 'PACKAGE_BASED'
  /** One price per person (REST code 2). */
  | 'PEOPLE_BASED';

/** A postal address in Japan. */
export type Address = {
  __typename?: 'Address';
  /** Street, building and apartment. */
  apartment: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** District. */
  district: Scalars['String']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** Prefecture. */
  prefecture: Scalars['String']['output'];
};

/** An address as sent; fields left out keep their stored values. */
export type AddressInput = {
  /** Street, building and apartment. */
  apartment?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** District. */
  district?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Prefecture. */
  prefecture?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A key a tool sends as `Authorization: Bearer <secret>` instead of a person's sign-in. The secret
 * itself is shown once, when the key is created; the gateway keeps only its hash.
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Name of the administrator who created it. */
  createdBy: Scalars['String']['output'];
  /** When it stops working; null for never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Key id (also the part of the secret after `dsk_`). */
  id: Scalars['ID']['output'];
  /** When it was last used, to the minute; null if never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the key is for, e.g. 月次予約エクスポート. */
  name: Scalars['String']['output'];
  /** The start of the secret (e.g. `dsk_k4x9q2m7a1b3…`), to recognise it in a tool's settings. */
  prefix: Scalars['String']['output'];
  /** When it was revoked; null while not revoked. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the key may do. */
  scope: ApiKeyScope;
  /** Whether it is accepted now. */
  status: ApiKeyStatus;
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

/** Who made a change. */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** The API key's id when `via` is KEY. */
  keyId?: Maybe<Scalars['ID']['output']>;
  /** The person's name, or the key's name; 「不明」 when anonymous. */
  name: Scalars['String']['output'];
  /** The staff account (for a key: its service account); null when anonymous. */
  userId?: Maybe<Scalars['ID']['output']>;
  /** How the change reached the gateway. */
  via: AuditVia;
};

/** One change made through the gateway, or one refused admin-only attempt. */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** Who made it. */
  actor: AuditActor;
  /** When the gateway received the change. */
  at: Scalars['DateTime']['output'];
  /** True when the record at the REST server no longer matches this event's after-values and no later recorded change explains it: it was changed outside the back office. */
  changedOutside: Scalars['Boolean']['output'];
  /** The fields that changed. A create lists the record's fields as `after`, a delete as `before`; a password change lists `password` with both values null. */
  changes: Array<AuditFieldChange>;
  /** The typed error code when it failed (e.g. CONFLICT, FORBIDDEN). */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Event id. */
  id: Scalars['ID']['output'];
  /** The GraphQL mutation, e.g. `updatePackage`. */
  mutation: Scalars['String']['output'];
  /** What it did. */
  operation: AuditOperation;
  /** How it ended. */
  outcome: AuditOutcome;
  /** The record's id (null for a failed create). */
  recordId?: Maybe<Scalars['ID']['output']>;
  /** The record's title or name at the time, for lists. */
  recordTitle?: Maybe<Scalars['String']['output']>;
  /** The kind of record. */
  recordType: AuditRecordType;
  /** The request id (the `x-request-id` header and the log line). */
  requestId: Scalars['String']['output'];
  /** For a REVERT event: the event it undid. */
  revertOf?: Maybe<Scalars['ID']['output']>;
  /** The event that reverted this one, if any. */
  revertedBy?: Maybe<Scalars['ID']['output']>;
  /** Whether `revertChange` can undo this event (a succeeded create, update or delete). */
  revertible: Scalars['Boolean']['output'];
};

/** Filters of the activity list; every one is optional. */
export type AuditEventFilter = {
  /** Only this actor's events (a user id, or an API key id). */
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** Only this operation. */
  operation?: InputMaybe<AuditOperation>;
  /** Only events on these days (Japan time), both ends inclusive. */
  range?: InputMaybe<DateRangeInput>;
  /** Only one record's events (with recordType). */
  recordId?: InputMaybe<Scalars['ID']['input']>;
  /** Only events about this kind of record. */
  recordType?: InputMaybe<AuditRecordType>;
};

/** A page of audit events, newest first (ties by id, newest first). */
export type AuditEventPage = Page & {
  __typename?: 'AuditEventPage';
  /** Events of this page. */
  items: Array<AuditEvent>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching events over all pages. */
  total: Scalars['Int']['output'];
};

/** One field of a record before and after a change. */
export type AuditFieldChange = {
  __typename?: 'AuditFieldChange';
  /** The value after; null when the field is empty or the record is gone. */
  after?: Maybe<Scalars['JSON']['output']>;
  /** The value before; null when the field was empty or the record did not exist. */
  before?: Maybe<Scalars['JSON']['output']>;
  /** The record type's GraphQL field, e.g. `price` or `timeSlots`. */
  field: Scalars['String']['output'];
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
 * When a package can be booked: a date range, its inventory and, for MULTIPLE time slots, the
 * selected slots.
 */
export type Availability = {
  __typename?: 'Availability';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Last day, on or after the first. */
  endDate: Scalars['Date']['output'];
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Availability id. */
  id: Scalars['ID']['output'];
  /** Bookings available per slot. */
  inventory: Scalars['Int']['output'];
  /** The package. */
  package?: Maybe<Package>;
  /** Id of the package. */
  packageId: Scalars['ID']['output'];
  /** The package's time slot type. */
  packageTimeSlotType: TimeSlotType;
  /** Title of the package. */
  packageTitle: Scalars['String']['output'];
  /**
   * How many (day, slot) pairs are selected: what a list shows without asking for every pair (a
   * row can hold hundreds). Null when the upstream's selection cannot be read.
   */
  slotCount?: Maybe<Scalars['Int']['output']>;
  /** Selected (day, slot) pairs (MULTIPLE time slots). */
  slots: Array<AvailabilitySlot>;
  /** First day. */
  startDate: Scalars['Date']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * When a package can be booked: a date range, its inventory and, for MULTIPLE time slots, the
 * selected slots.
 */
export type AvailabilityHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An availability about to be saved over the stored one: the dates it no longer covers and, for
 * MULTIPLE time slots, the (day, slot) pairs no longer selected are removed.
 */
export type AvailabilityChangeInput = {
  /** Last day after the change. */
  endDate: Scalars['Date']['input'];
  /** The stored availability being edited (a new availability removes nothing). */
  id: Scalars['ID']['input'];
  /** The package after the change; another package than the stored one removes every stored day. */
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** The selected (day, slot) pairs after the change; left out, the stored selection is kept. */
  slots?: InputMaybe<Array<AvailabilitySlotInput>>;
  /** First day after the change. */
  startDate: Scalars['Date']['input'];
};

/**
 * Fields of an availability. Create requires packageId, startDate and endDate ("please select
 * package", "please fill start date", "please fill end date"); update requires both dates.
 */
export type AvailabilityInput = {
  /** Last day, on or after the first (else DOMAIN_ERROR). */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Bookings available per slot; defaults to the package's inventory. */
  inventory?: InputMaybe<Scalars['Int']['input']>;
  /** The package; not changed on update when left out. */
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** Selected (day, slot) pairs (MULTIPLE time slots). */
  slots?: InputMaybe<Array<AvailabilitySlotInput>>;
  /** First day. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

/**
 * Paging, search and sort of the list of availability. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (AvailabilitySortField); the other fields are the same in every list.
 */
export type AvailabilityListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<AvailabilitySortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/** A page of availability. `sortBy`: startDate, endDate, packageTitle, inventory, createdAt. */
export type AvailabilityPage = Page & {
  __typename?: 'AvailabilityPage';
  /** Availability of this page. */
  items: Array<Availability>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching rows over all pages. */
  total: Scalars['Int']['output'];
};

/** Fields of AvailabilityInput to change, for updateAvailability: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from AvailabilityInput by scripts/patch-inputs.mjs. */
export type AvailabilityPatch = {
  /** Last day, on or after the first (else DOMAIN_ERROR). */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Bookings available per slot. */
  inventory?: InputMaybe<Scalars['Int']['input']>;
  /** The package; not changed on update when left out. */
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** Selected (day, slot) pairs (MULTIPLE time slots). */
  slots?: InputMaybe<Array<AvailabilitySlotInput>>;
  /** First day. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

/** Answer to an availability create or update. */
export type AvailabilityPayload = {
  __typename?: 'AvailabilityPayload';
  /** The saved availability; null when the server did not return the saved record and it could not be found. */
  availability?: Maybe<Availability>;
  /** The server's message. */
  message: Scalars['String']['output'];
};

/** One selected time slot of one day, in an availability of a MULTIPLE-time-slot package. */
export type AvailabilitySlot = {
  __typename?: 'AvailabilitySlot';
  /** The day. */
  date: Scalars['Date']['output'];
  /** Slot end, when recorded. */
  endTime?: Maybe<Scalars['Time']['output']>;
  /** Slot label as shown, e.g. `10:00-13:00`, when recorded. */
  label?: Maybe<Scalars['String']['output']>;
  /** Position in the selection, when recorded. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Index of the slot in the season's time slots of that day, from 0. */
  slotIndex: Scalars['Int']['output'];
  /** Slot start, when recorded. */
  startTime?: Maybe<Scalars['Time']['output']>;
};

/** A selected slot as sent. Choosing the same (day, slot) twice is refused with BAD_USER_INPUT. */
export type AvailabilitySlotInput = {
  /** The day; within the availability's dates. */
  date: Scalars['Date']['input'];
  /** Slot end. */
  endTime?: InputMaybe<Scalars['Time']['input']>;
  /** Slot label as shown. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** Position in the selection. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Index of the slot in the season's time slots, from 0. */
  slotIndex: Scalars['Int']['input'];
  /** Slot start. */
  startTime?: InputMaybe<Scalars['Time']['input']>;
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

/** A dog coming with a booking. */
export type BookedDog = {
  __typename?: 'BookedDog';
  /** Breed, when given. */
  breed?: Maybe<Scalars['String']['output']>;
  /** URL of its vaccination certificate or photo, when given. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** The dog's name. */
  name: Scalars['String']['output'];
  /** Size, when given. */
  size?: Maybe<DogSize>;
  /** Date of the last vaccination as entered, when given. */
  vaccinationDate?: Maybe<Scalars['String']['output']>;
};

/** A customer's booking of a package for a day. */
export type Booking = {
  __typename?: 'Booking';
  /** Add-ons booked. */
  addOns: Array<BookingAddOn>;
  /** Address. */
  address: Address;
  /** Amount received, in yen. */
  amountReceived?: Maybe<Scalars['Int']['output']>;
  /**
   * Its arrival as the front desk marked it (EXPECTED until marked). Null, with an error at its
   * path, when the gateway's store cannot be read.
   */
  arrival?: Maybe<BookingArrival>;
  /** Arrival time as entered. */
  arrivalTime: Scalars['String']['output'];
  /** Whether a BBQ is included. */
  bbq: Scalars['Boolean']['output'];
  /** Big and medium dogs. */
  bigAndMediumDogs: Scalars['Int']['output'];
  /** Human-readable booking number, `BK-<booking day>-<number>`. */
  bookingNumber: Scalars['String']['output'];
  /** When it was cancelled, if it was. */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The person driving the car. */
  carPerson: CarPerson;
  /** Add-ons as they were in the cart. */
  cartAddOns: Array<BookingAddOn>;
  /** Cart the booking came from. */
  cartId: Scalars['String']['output'];
  /** Children. */
  children: Scalars['Int']['output'];
  /** Extra charge for children, in yen. */
  childrenExtraCharge?: Maybe<Scalars['Int']['output']>;
  /** When it was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Day of the visit. */
  date: Scalars['Date']['output'];
  /** The dogs coming along. */
  dogs: Array<BookedDog>;
  /** Extra charge for dogs, in yen. */
  dogsExtraCharge?: Maybe<Scalars['Int']['output']>;
  /** Email. */
  email: Scalars['String']['output'];
  /** End of the booked slot, when set. */
  endTime?: Maybe<Scalars['Time']['output']>;
  /** Given name in English. */
  englishFirstName: Scalars['String']['output'];
  /** Family name in English. */
  englishLastName: Scalars['String']['output'];
  /** Given name in Japanese. */
  firstName: Scalars['String']['output'];
  /** Whether dogs come along. */
  hasDog: Scalars['Boolean']['output'];
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Booking id. */
  id: Scalars['ID']['output'];
  /** Family name in Japanese. */
  lastName: Scalars['String']['output'];
  /** Mobile phone number. */
  mobileNumber: Scalars['String']['output'];
  /**
   * The desk's notes on it, oldest first. Null, with an error at its path, when the gateway's store
   * cannot be read.
   */
  notes?: Maybe<Array<BookingNote>>;
  /** Order status as the shop records it. */
  orderStatus: Scalars['String']['output'];
  /** The package booked. */
  package?: Maybe<Package>;
  /** Id of the package. */
  packageId: Scalars['ID']['output'];
  /** Package title when booked. */
  packageTitle: Scalars['String']['output'];
  /** Payment gateway status. */
  paymentGatewayStatus: Scalars['String']['output'];
  /** Payment id at the provider. */
  paymentId: Scalars['String']['output'];
  /** Who took the payment. */
  paymentProvider: PaymentProvider;
  /** Payment status as the provider reports it. */
  paymentStatus: Scalars['String']['output'];
  /** People. */
  people: Scalars['Int']['output'];
  /** Extra charge for people, in yen. */
  peopleExtraCharge?: Maybe<Scalars['Int']['output']>;
  /** Whether a picnic is included. */
  picnic: Scalars['Boolean']['output'];
  /** Extra charge for the picnic, in yen. */
  picnicExtraCharge?: Maybe<Scalars['Int']['output']>;
  /** Small dogs. */
  smallDogs: Scalars['Int']['output'];
  /** Start of the booked slot, when set. */
  startTime?: Maybe<Scalars['Time']['output']>;
  /** Where the booking stands. */
  status: BookingStatus;
  /** The booked slot as shown, e.g. `10:00-13:00`. */
  timeSlot: Scalars['String']['output'];
  /** All dogs. */
  totalDogs: Scalars['Int']['output'];
  /** Total price, in yen. */
  totalPrice: Scalars['Int']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The customer's user id; null once the user is deleted. */
  userId?: Maybe<Scalars['ID']['output']>;
};


/** A customer's booking of a package for a day. */
export type BookingHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** An add-on line of a booking. */
export type BookingAddOn = {
  __typename?: 'BookingAddOn';
  /** Id of the add-on, when known. */
  id?: Maybe<Scalars['ID']['output']>;
  /** How many, when recorded. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** Name. */
  title: Scalars['String']['output'];
  /** How it is priced, when recorded. */
  type?: Maybe<AddOnType>;
  /** Price per unit, in yen. */
  unitPrice: Scalars['Int']['output'];
};

/** A booking's arrival as the front desk marked it. */
export type BookingArrival = {
  __typename?: 'BookingArrival';
  /** When the desk marked it (the check-in time for CHECKED_IN); null while EXPECTED. */
  at?: Maybe<Scalars['DateTime']['output']>;
  /** Who marked it; null while EXPECTED. */
  by?: Maybe<DeskStaff>;
  /** Expected, checked in or no-show. */
  state: ArrivalState;
};

/** Answer to an arrival mark (check in, no-show, undo). */
export type BookingArrivalPayload = {
  __typename?: 'BookingArrivalPayload';
  /** Its arrival as it is now. */
  arrival: BookingArrival;
  /** The booking as it is now. */
  booking: Booking;
};

/** The bookings a change would strand: booked or pending, visiting today (in Japan) or later. */
export type BookingImpact = {
  __typename?: 'BookingImpact';
  /** The stranded bookings by visit date and time slot, at most `limit` of them. */
  bookings: Array<Booking>;
  /** How many bookings are stranded (all of them, whatever the list's limit). */
  count: Scalars['Int']['output'];
  /**
   * Booked and pending bookings of the days the change touches (from today) that could not be read
   * from the booking service (their package, day, status or another guaranteed field): they could
   * not be checked, so are neither counted nor listed, and may be stranded too. 0 when all were read.
   */
  leftOutBookings: Scalars['Int']['output'];
  /**
   * For a season change: the other active seasons sharing days with the season after the change,
   * by first shared day. Empty for the other changes.
   */
  seasonOverlaps: Array<SeasonOverlap>;
  /**
   * For a season change: the active packages with several time slots whose time slots change, from
   * today, on days another active season also covers (before or after the change), by package
   * order; listed even when no booking is stranded. Empty for the other changes.
   */
  slotChanges: Array<PackageSlotChange>;
};

/** The change whose impact is asked: exactly one of its fields (else BAD_USER_INPUT). */
export type BookingImpactInput = {
  /** An availability losing days or slots. */
  availability?: InputMaybe<AvailabilityChangeInput>;
  /** A holiday being added. */
  holiday?: InputMaybe<HolidayChangeInput>;
  /** Id of a package being set inactive: every booking of it from today. */
  packageInactive?: InputMaybe<Scalars['ID']['input']>;
  /** A season whose days or time slots change. */
  season?: InputMaybe<SeasonChangeInput>;
};

/**
 * Paging, search and sort of the list of bookings (all five booking lists). Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (BookingSortField); the other fields are the same in every list.
 */
export type BookingListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<BookingSortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/** A short note the desk wrote on a booking (at most 500 characters). */
export type BookingNote = {
  __typename?: 'BookingNote';
  /** When it was written. */
  at: Scalars['DateTime']['output'];
  /** Who wrote it. */
  by: DeskStaff;
  /** Id of the note. */
  id: Scalars['ID']['output'];
  /** The note's text. */
  text: Scalars['String']['output'];
};

/** Answer to a note added to a booking. */
export type BookingNotePayload = {
  __typename?: 'BookingNotePayload';
  /** The booking the note was added to. */
  booking: Booking;
  /** The note as stored. */
  note: BookingNote;
};

/**
 * A page of bookings. Search: booking number, names (Japanese or English), email, phone or package
 * title. `sortBy`: date, createdAt, totalPrice, bookingNumber, status, packageTitle.
 */
export type BookingPage = Page & {
  __typename?: 'BookingPage';
  /** Bookings of this page. */
  items: Array<Booking>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching bookings over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a booking action. */
export type BookingPayload = {
  __typename?: 'BookingPayload';
  /** The booking as it is now. */
  booking: Booking;
  /** The server's message. */
  message: Scalars['String']['output'];
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

/** Bookings of each status with a visit day in the range. */
export type BookingStatusCounts = {
  __typename?: 'BookingStatusCounts';
  /** Booked bookings. */
  booked: Scalars['Int']['output'];
  /** Cancelled bookings. */
  cancelled: Scalars['Int']['output'];
  /** Failed bookings. */
  failed: Scalars['Int']['output'];
  /** Pending bookings. */
  pending: Scalars['Int']['output'];
};

/** The person driving the car to the visit. */
export type CarPerson = {
  __typename?: 'CarPerson';
  /** Car registration number. */
  carNumber: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Mobile phone number. */
  mobileNumber: Scalars['String']['output'];
};

/** Fields of a dog or package category. */
export type CategoryInput = {
  /** Default ACTIVE. */
  status?: InputMaybe<Status>;
  /** Name; required and unique. */
  title: Scalars['String']['input'];
};

/**
 * Paging, search and sort of the list of dog and package categories. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (CategorySortField); the other fields are the same in every list.
 */
export type CategoryListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<CategorySortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/** Fields of CategoryInput to change, for updateDogCategory: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from CategoryInput by scripts/patch-inputs.mjs. */
export type CategoryPatch = {
  /** New value of `status`. */
  status?: InputMaybe<Status>;
  /** Name; required and unique. */
  title?: InputMaybe<Scalars['String']['input']>;
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
  currentPassword: Scalars['String']['input'];
  /** The new password, at least 8 characters. */
  newPassword: Scalars['String']['input'];
  /** Must be the signed-in user when given (FORBIDDEN otherwise): an administrator sets another user's password with setUserPassword. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A discount coupon customers can redeem. */
export type Coupon = {
  __typename?: 'Coupon';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Free text describing the offer; empty when none. */
  description: Scalars['String']['output'];
  /** Discount in yen; used when `discountType` is AMOUNT, else usually 0. */
  discountAmount: Scalars['Int']['output'];
  /** Discount in percent (1 to 100); used when `discountType` is PERCENTAGE, else usually 0. */
  discountPercentage: Scalars['Int']['output'];
  /** Whether the discount is an amount or a percentage. */
  discountType: CouponDiscountType;
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Coupon id. */
  id: Scalars['ID']['output'];
  /** Stored name of the coupon image, e.g. `gallery/coupon.png`; null when it has none. */
  imageFileName?: Maybe<Scalars['String']['output']>;
  /** URL of the coupon image on the gateway's origin (`/api/v1/files/…`); null when it has none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the coupon can be redeemed. */
  status: Status;
  /** Name shown to staff and customers; unique (case-insensitive). */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A discount coupon customers can redeem. */
export type CouponHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
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
  description?: InputMaybe<Scalars['String']['input']>;
  /** Discount in yen; required (above 0) when `discountType` is AMOUNT. */
  discountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** Discount in percent; required (1 to 100, above 100 is DOMAIN_ERROR) when `discountType` is PERCENTAGE. */
  discountPercentage?: InputMaybe<Scalars['Int']['input']>;
  /** Amount or percentage. Default AMOUNT. */
  discountType?: InputMaybe<CouponDiscountType>;
  /**
   * Stored name of an image already uploaded: the `fileName` of `createUploadUrl` (kind GALLERY; the
   * REST contract has no signed upload for coupons). Omit or null for no image. A name that was never
   * uploaded is refused with BAD_USER_INPUT.
   */
  imageFileName?: InputMaybe<Scalars['String']['input']>;
  /** Default ACTIVE. */
  status?: InputMaybe<Status>;
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title: Scalars['String']['input'];
};

/**
 * Paging, search and sort of the list of coupons. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (CouponSortField); the other fields are the same in every list.
 */
export type CouponListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<CouponSortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/**
 * A page of coupons, newest first by default. `sortBy`: title, discountType, discountAmount,
 * discountPercentage, status, createdAt, updatedAt. Search looks in title and description.
 */
export type CouponPage = Page & {
  __typename?: 'CouponPage';
  /** Coupons of this page. */
  items: Array<Coupon>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching coupons over all pages. */
  total: Scalars['Int']['output'];
};

/** Fields of CouponInput to change, for updateCoupon: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from CouponInput by scripts/patch-inputs.mjs. */
export type CouponPatch = {
  /** Free text describing the offer. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Discount in yen; required (above 0) when `discountType` is AMOUNT. */
  discountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** Discount in percent; required (1 to 100, above 100 is DOMAIN_ERROR) when `discountType` is PERCENTAGE. */
  discountPercentage?: InputMaybe<Scalars['Int']['input']>;
  /** Amount or percentage. */
  discountType?: InputMaybe<CouponDiscountType>;
  /**
   * Stored name of an image already uploaded: the `fileName` of `createUploadUrl` (kind GALLERY; the
   * REST contract has no signed upload for coupons). Omit or null for no image. A name that was never
   * uploaded is refused with BAD_USER_INPUT.
   */
  imageFileName?: InputMaybe<Scalars['String']['input']>;
  /** New value of `status`. */
  status?: InputMaybe<Status>;
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Answer to a coupon create or update. */
export type CouponPayload = {
  __typename?: 'CouponPayload';
  /** The saved coupon; null when the server did not return the saved record and it could not be found. */
  coupon?: Maybe<Coupon>;
  /** The server's message. */
  message: Scalars['String']['output'];
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
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** What the key is for (1 to 100 characters). */
  name: Scalars['String']['input'];
  /** What the key may do. */
  scope: ApiKeyScope;
};

/** A new API key and its secret. */
export type CreateApiKeyPayload = {
  __typename?: 'CreateApiKeyPayload';
  /** The key. */
  apiKey: ApiKey;
  /** The secret to send as `Authorization: Bearer`. Shown only in this answer: it cannot be read again. */
  secret: Scalars['String']['output'];
};

/** The dashboard figures of a range. Only BOOKED bookings count towards `bookingCount` and `totalPrice`. */
export type DashboardFigures = {
  __typename?: 'DashboardFigures';
  /** Booked bookings with a visit day in the range. */
  bookingCount: Scalars['Int']['output'];
  /** Bookings of every status in the range. */
  byStatus: BookingStatusCounts;
  /** Last day applied; null for no bound. */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** First day applied; null for no bound. */
  startDate?: Maybe<Scalars['Date']['output']>;
  /** Their revenue, in yen. */
  totalPrice: Scalars['Int']['output'];
};

/** A per-day series of booked bookings and revenue. */
export type DashboardGraph = {
  __typename?: 'DashboardGraph';
  /** Last day of the series. */
  endDate: Scalars['Date']['output'];
  /** One point per day, days without bookings included. */
  points: Array<DashboardGraphPoint>;
  /** First day of the series. */
  startDate: Scalars['Date']['output'];
};

/** Which day a graph point counts a booking on. */
export type DashboardGraphBasis =
  /** The day the booking was made (in Japan). */
  | 'BOOKING_DATE'
  /** The day of the visit. */
  | 'VISIT_DATE';

/** One day of the dashboard graph. */
export type DashboardGraphPoint = {
  __typename?: 'DashboardGraphPoint';
  /** Booked bookings that day. */
  bookingCount: Scalars['Int']['output'];
  /** The day. */
  date: Scalars['Date']['output'];
  /** Their revenue, in yen. */
  totalPrice: Scalars['Int']['output'];
};

/** Consecutive days, both ends included. */
export type DateRange = {
  __typename?: 'DateRange';
  /** Last day. */
  endDate: Scalars['Date']['output'];
  /** First day. */
  startDate: Scalars['Date']['output'];
};

/** A range of days, both ends inclusive; a missing end leaves the range open on that side. */
export type DateRangeInput = {
  /** Last day; not before the first (else DOMAIN_ERROR). */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** First day. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

/** An availability covering a looked-up day, with only that day's selected slots. */
export type DayAvailability = {
  __typename?: 'DayAvailability';
  /** Last day of the availability. */
  endDate: Scalars['Date']['output'];
  /** Availability id. */
  id: Scalars['ID']['output'];
  /** Bookings available per slot. */
  inventory: Scalars['Int']['output'];
  /** The selected slots of the looked-up day. */
  slots: Array<AvailabilitySlot>;
  /** First day of the availability. */
  startDate: Scalars['Date']['output'];
};

/**
 * The front desk's day: every package offered on the day (or with bookings on it), each slot's
 * inventory against the bookings held, and the arrivals.
 */
export type DayBoard = {
  __typename?: 'DayBoard';
  /** The day. */
  date: Scalars['Date']['output'];
  /**
   * Bookings of the day left off the board (and out of its totals) because their package, day,
   * status or booking number could not be read from the booking service. 0 when all were read.
   */
  leftOutBookings: Scalars['Int']['output'];
  /** Packages with availability or bookings on the day, in the order of the package list. */
  packages: Array<DayBoardPackage>;
  /** The day's sums. */
  totals: DayBoardTotals;
};

/**
 * One booked or pending booking as the day board's row shows it: who arrives, how many, with what,
 * when, and how it is paid. Only these fields are read from the booking (the full booking is
 * `Query.booking(id)`). A field the upstream answer holds in an odd shape is null, with an error at
 * its path; the other fields and arrivals are kept.
 */
export type DayBoardArrival = {
  __typename?: 'DayBoardArrival';
  /** Add-ons booked. */
  addOns?: Maybe<Array<BookingAddOn>>;
  /**
   * Its arrival as the front desk marked it (EXPECTED until marked). Null, with an error at its
   * path, when the gateway's store cannot be read.
   */
  arrival?: Maybe<BookingArrival>;
  /** Expected arrival time as the customer gave it. */
  arrivalTime?: Maybe<Scalars['String']['output']>;
  /** Whether a barbecue is booked. */
  bbq?: Maybe<Scalars['Boolean']['output']>;
  /** Big and medium dogs. */
  bigAndMediumDogs?: Maybe<Scalars['Int']['output']>;
  /** Human-readable booking number. */
  bookingNumber: Scalars['String']['output'];
  /** Children. */
  children?: Maybe<Scalars['Int']['output']>;
  /** Customer's first name, in English. */
  englishFirstName?: Maybe<Scalars['String']['output']>;
  /** Customer's last name, in English. */
  englishLastName?: Maybe<Scalars['String']['output']>;
  /** Customer's first name, in Japanese. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Id of the booking. */
  id: Scalars['ID']['output'];
  /** Customer's last name, in Japanese. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Customer's mobile number. */
  mobileNumber?: Maybe<Scalars['String']['output']>;
  /** Payment status as the provider reports it (`paid` when paid). */
  paymentStatus?: Maybe<Scalars['String']['output']>;
  /** Adults. */
  people?: Maybe<Scalars['Int']['output']>;
  /** Whether a picnic is booked. */
  picnic?: Maybe<Scalars['Boolean']['output']>;
  /** Small dogs. */
  smallDogs?: Maybe<Scalars['Int']['output']>;
  /** BOOKED or PENDING. */
  status: BookingStatus;
};

/** The day's arrivals by where they stand at the desk: the day board's booked and pending bookings. */
export type DayBoardArrivalCounts = {
  __typename?: 'DayBoardArrivalCounts';
  /** Checked in. */
  checkedIn: Scalars['Int']['output'];
  /** Not marked yet: still expected. */
  expected: Scalars['Int']['output'];
  /** Marked as no-show. */
  noShows: Scalars['Int']['output'];
};

/** One package on the day board. */
export type DayBoardPackage = {
  __typename?: 'DayBoardPackage';
  /** Whether the package has a holiday on this day. */
  isHoliday: Scalars['Boolean']['output'];
  /** The package. */
  package?: Maybe<Package>;
  /** Id of the package. */
  packageId: Scalars['ID']['output'];
  /** Title of the package. */
  packageTitle: Scalars['String']['output'];
  /** Its slots of the day, by start time. */
  slots: Array<DayBoardSlot>;
  /** The package's time slot type (SINGLE when the package is no longer on offer). */
  timeSlotType: TimeSlotType;
};

/**
 * One time slot of one package on the day: its inventory against the bookings held, and the
 * arrivals (booked and pending bookings, by arrival time).
 */
export type DayBoardSlot = {
  __typename?: 'DayBoardSlot';
  /** The slot's booked and pending bookings, by arrival time, as the board's rows show them. */
  arrivals: Array<DayBoardArrival>;
  /** Booked (paid) bookings. */
  booked: Scalars['Int']['output'];
  /** Slot end, when known. */
  endTime?: Maybe<Scalars['Time']['output']>;
  /** Booked plus pending. */
  held: Scalars['Int']['output'];
  /** Bookings available in the slot: its availability's inventory, else the package's own; 0 for a slot no longer offered. */
  inventory: Scalars['Int']['output'];
  /** Slot label as shown, e.g. `10:00-13:00`; null for a SINGLE package's whole day. */
  label?: Maybe<Scalars['String']['output']>;
  /** Pending (waiting for payment) bookings; they hold a place. */
  pending: Scalars['Int']['output'];
  /** Inventory less held, never below 0. */
  remaining: Scalars['Int']['output'];
  /** Slot start, when known. */
  startTime?: Maybe<Scalars['Time']['output']>;
  /** Full, nearly full, open or holiday. */
  state: DayBoardSlotState;
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

/** What arrives on the day: the sums over every booked and pending booking. */
export type DayBoardTotals = {
  __typename?: 'DayBoardTotals';
  /**
   * The day's bookings held (booked and pending) by arrival state. Null, with an error at its path,
   * when the gateway's store cannot be read.
   */
  arrivals?: Maybe<DayBoardArrivalCounts>;
  /** Big and medium dogs. */
  bigAndMediumDogs: Scalars['Int']['output'];
  /** Booked bookings. */
  booked: Scalars['Int']['output'];
  /** Bookings held (booked plus pending). */
  bookings: Scalars['Int']['output'];
  /** Children. */
  children: Scalars['Int']['output'];
  /** All dogs. */
  dogs: Scalars['Int']['output'];
  /** Pending bookings. */
  pending: Scalars['Int']['output'];
  /** People. */
  people: Scalars['Int']['output'];
  /** Small dogs. */
  smallDogs: Scalars['Int']['output'];
};

/** The answer to a delete. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /** Id of the deleted row. */
  id: Scalars['ID']['output'];
  /** The server's message, for the snackbar. */
  message: Scalars['String']['output'];
  /**
   * Pass to `restoreDeleted` to bring the record back whole, with what the server removed with it
   * (a package's availability periods and holidays); the gateway keeps it in its store. Null for a
   * record that cannot be restored (users, and images whose file is deleted with them).
   */
  restoreId?: Maybe<Scalars['ID']['output']>;
};

/** The staff member (or API key) who marked an arrival or wrote a note. */
export type DeskStaff = {
  __typename?: 'DeskStaff';
  /** The person's name, or the key's name. */
  name: Scalars['String']['output'];
  /** The staff account (for a key: its service account); null when it could not be told. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A dog (room) category, e.g. 小型犬OK. Labelled "Dog Category" in the admin. */
export type DogCategory = {
  __typename?: 'DogCategory';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Whether it is offered. */
  status: Status;
  /** Name. */
  title: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A dog (room) category, e.g. 小型犬OK. Labelled "Dog Category" in the admin. */
export type DogCategoryHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of dog categories. `sortBy`: title, status, createdAt, updatedAt. */
export type DogCategoryPage = Page & {
  __typename?: 'DogCategoryPage';
  /** Categories of this page. */
  items: Array<DogCategory>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching categories over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a dog category create or update. */
export type DogCategoryPayload = {
  __typename?: 'DogCategoryPayload';
  /** The saved category; null when the server did not return the saved record and it could not be found. */
  dogCategory?: Maybe<DogCategory>;
  /** The server's message. */
  message: Scalars['String']['output'];
};

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

/**
 * Why the booking service refused a request (`extensions.reason` of a DOMAIN_ERROR). The REST
 * server says it with a numeric code (kept in `extensions.upstreamCode` for tools); the gateway maps
 * each code it knows to one of these, in one table (gateway/src/graphql/domain-reasons.ts). A code
 * it does not know is OTHER: show the server's own message.
 */
export type DomainErrorReason =
  /** Sign-in refused: the account is inactive. */
  | 'ACCOUNT_INACTIVE'
  /** An add-on's minimum people is above its maximum. */
  | 'ADD_ON_PEOPLE_OUT_OF_ORDER'
  /** The deleted record was restored already (CONFLICT). */
  | 'ALREADY_RESTORED'
  /** Availability ends before it starts. */
  | 'AVAILABILITY_DATES_OUT_OF_ORDER'
  /** Only a booked or pending booking can be checked in or marked as a no-show (not a cancelled or failed one). */
  | 'BOOKING_NOT_ARRIVING'
  /** Only a pending booking can be cancelled. */
  | 'BOOKING_NOT_PENDING'
  /** A booking date filter starts after it ends. */
  | 'BOOKING_RANGE_OUT_OF_ORDER'
  /** The signed-in user cannot delete their own account. */
  | 'CANNOT_DELETE_SELF'
  /** A dog or package category used by a package cannot be deleted. */
  | 'CATEGORY_IN_USE'
  /** The current password given for a password change is wrong. */
  | 'CURRENT_PASSWORD_WRONG'
  /** The dashboard range starts after it ends. */
  | 'DASHBOARD_RANGE_OUT_OF_ORDER'
  /** The dashboard range is longer than allowed: the graph covers at most 366 days, the monthly totals 60 months (extensions: `limit`, and `unit` DAYS or MONTHS, when the gateway refused it). */
  | 'DASHBOARD_RANGE_TOO_LONG'
  /** A category with this title already exists. */
  | 'DUPLICATE_CATEGORY_TITLE'
  /** A coupon with this title already exists. */
  | 'DUPLICATE_COUPON_TITLE'
  /** A user with this email already exists. */
  | 'DUPLICATE_EMAIL'
  /** A file with this name is already stored. */
  | 'DUPLICATE_FILE_NAME'
  /** A holiday for this package and day already exists. */
  | 'DUPLICATE_HOLIDAY'
  /** The same season appears twice in a package's season prices. */
  | 'DUPLICATE_SEASON_PRICE'
  /** A user with this username already exists. */
  | 'DUPLICATE_USERNAME'
  /** The file is larger than the upload limit. */
  | 'FILE_TOO_LARGE'
  /** The file type is not an allowed image type. */
  | 'FILE_TYPE_NOT_ALLOWED'
  /** The first create with this idempotency key is still running (CONFLICT): retry shortly. */
  | 'IDEMPOTENCY_KEY_IN_USE'
  /** An idempotency key already used for a create with another input (CONFLICT). */
  | 'IDEMPOTENCY_KEY_REUSED'
  /**
   * The first create with this idempotency key did not finish with a clear answer (the booking
   * service timed out or was unavailable): it may or may not have made the record, so the gateway
   * does not try again (CONFLICT). Look for the record before creating it with a new key.
   */
  | 'IDEMPOTENCY_OUTCOME_UNKNOWN'
  /** Sign-in refused: unknown email or wrong password. */
  | 'INVALID_CREDENTIALS'
  /** The API key's service account cannot sign in at the REST server (deactivated or deleted there). */
  | 'KEY_ACCOUNT_REFUSED'
  /** The API key is past its expiry. */
  | 'KEY_EXPIRED'
  /** The bearer looks like an API key (`dsk_…`) but is not one of its form. */
  | 'KEY_MALFORMED'
  /** An API key cannot do this (sign in, sign out, change its password). */
  | 'KEY_NOT_ALLOWED'
  /** A READ API key cannot make mutations. */
  | 'KEY_READ_ONLY'
  /** The API key was revoked. */
  | 'KEY_REVOKED'
  /** No API key with this secret exists. */
  | 'KEY_UNKNOWN'
  /** The request body could not be read (not JSON, too large or not an object). */
  | 'MALFORMED_REQUEST'
  /** A news category used by a news topic cannot be deleted. */
  | 'NEWS_CATEGORY_IN_USE'
  /** A refusal the gateway has no reason for: the error's message is the server's own. */
  | 'OTHER'
  /** A package with bookings cannot be deleted. */
  | 'PACKAGE_HAS_BOOKINGS'
  /** The new password and its confirmation differ. */
  | 'PASSWORD_MISMATCH'
  /** The password is too short. */
  | 'PASSWORD_TOO_SHORT'
  /** A coupon percentage above 100. */
  | 'PERCENTAGE_ABOVE_100'
  /** Site settings: the minimum picnic people is above the maximum. */
  | 'PICNIC_PEOPLE_OUT_OF_ORDER'
  /** A season ends before it starts. */
  | 'SEASON_DATES_OUT_OF_ORDER'
  /** A season used by a package's season price cannot be deleted. */
  | 'SEASON_IN_USE'
  /** The signed-in user cannot deactivate their own account or change their own role. */
  | 'SELF_LOCKOUT'
  /** Two time slots of a season overlap. */
  | 'SLOTS_OVERLAP'
  /** A time slot does not end after it starts. */
  | 'SLOT_TIMES_OUT_OF_ORDER'
  /** The record was changed by someone else since it was read. */
  | 'STALE_UPDATE'
  /** The gateway's own store is unavailable, so the change was refused before it was made. */
  | 'STORE_UNAVAILABLE'
  /**
   * The change would strand booked or pending bookings from today (CONFLICT): `strandedCount` and
   * `strandedBookingIds` say which; send the count as `acceptStranded` to save anyway.
   */
  | 'STRANDS_BOOKINGS'
  /** A package names a dog category that does not exist. */
  | 'UNKNOWN_DOG_CATEGORY'
  /** A news topic names a news category that does not exist. */
  | 'UNKNOWN_NEWS_CATEGORY'
  /** Availability or a holiday names a package that does not exist. */
  | 'UNKNOWN_PACKAGE'
  /** A package names a package category that does not exist. */
  | 'UNKNOWN_PACKAGE_CATEGORY'
  /** A season price or add-on id does not belong to the package. */
  | 'UNKNOWN_PACKAGE_CHILD'
  /** A season price names a season that does not exist. */
  | 'UNKNOWN_SEASON'
  /** The upload URL is tampered with or expired. */
  | 'UPLOAD_URL_INVALID';

/**
 * Why one field of an input was refused: `extensions.fieldErrors[].reason` of a BAD_USER_INPUT.
 * Each entry of `extensions.fieldErrors` is `{ field, message, reason, limit }`: `field` is the input
 * field's path (`seasonPrices.0.price`), `message` the server's own words (for support, in English,
 * worded as that server words it), `reason` one of these, `limit` the number the rule names when it
 * names one (see each reason), else absent. The gateway reads the reason from the server's wording
 * in one place (gateway/src/rest/field-error-reason.ts), and gives its own checks theirs; a client
 * picks its text by field and reason and never reads `message`'s words. A wording the gateway does
 * not know is OTHER: show a generic text, with `message` as a detail.
 */
export type FieldErrorReason =
  /** Another record already has this value (e.g. a login name another user signs in with). */
  | 'DUPLICATE'
  /** The value is refused for this field (e.g. an image that was never uploaded, a new password equal to the current one). */
  | 'INVALID'
  /** A date (or date and time) was expected. */
  | 'INVALID_DATE'
  /** An email address was expected. */
  | 'INVALID_EMAIL'
  /** The value does not have the expected form (a pattern or format). */
  | 'INVALID_FORMAT'
  /** The number must be above `limit` (which itself is not allowed). */
  | 'NOT_ABOVE'
  /** The value is not one of the allowed choices. */
  | 'NOT_A_CHOICE'
  /** The number must be below `limit` (which itself is not allowed). */
  | 'NOT_BELOW'
  /** A whole number was expected. */
  | 'NOT_INTEGER'
  /** A number was expected. */
  | 'NOT_NUMBER'
  /** A refusal whose wording the gateway does not know: `message` is the server's own. */
  | 'OTHER'
  /** The field is missing or empty (e.g. a title, a date, a photo to choose). */
  | 'REQUIRED'
  /** The list has fewer entries than allowed: at least `limit`. */
  | 'TOO_FEW'
  /** The number is above the largest allowed, `limit` (which itself is allowed). */
  | 'TOO_LARGE'
  /** The text is longer than allowed: at most `limit` characters (no `limit` when the server did not say). */
  | 'TOO_LONG'
  /** The list has more entries than allowed: at most `limit`. */
  | 'TOO_MANY'
  /** The text is shorter than allowed: at least `limit` characters. */
  | 'TOO_SHORT'
  /** The number is below the smallest allowed, `limit` (which itself is allowed). */
  | 'TOO_SMALL';

/** An image of the second image list: a cover image with a title. */
export type GalleryCover = {
  __typename?: 'GalleryCover';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Stored name of the cover image, e.g. `gallery/cover.png`. */
  fileName: Scalars['String']['output'];
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Cover id. */
  id: Scalars['ID']['output'];
  /** Caption; empty when none. */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** URL of the cover image on the gateway's origin (`/api/v1/files/…`). */
  url: Scalars['String']['output'];
};


/** An image of the second image list: a cover image with a title. */
export type GalleryCoverHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Fields of a cover image. The image is uploaded first (`createUploadUrl(kind: GALLERY)`). */
export type GalleryCoverInput = {
  /**
   * Stored name of the uploaded image: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName: Scalars['String']['input'];
  /** Caption. Default empty. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Paging, search and sort of the list of cover images. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (GalleryCoverSortField); the other fields are the same in every list.
 */
export type GalleryCoverListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<GalleryCoverSortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/**
 * A page of cover images, newest first by default. `sortBy`: title, createdAt, updatedAt. Search
 * looks in title and file name.
 */
export type GalleryCoverPage = Page & {
  __typename?: 'GalleryCoverPage';
  /** Covers of this page. */
  items: Array<GalleryCover>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching covers over all pages. */
  total: Scalars['Int']['output'];
};

/** Fields of GalleryCoverInput to change, for updateGalleryCover: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from GalleryCoverInput by scripts/patch-inputs.mjs. */
export type GalleryCoverPatch = {
  /**
   * Stored name of the uploaded image: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** Caption. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Answer to a cover image create or update. */
export type GalleryCoverPayload = {
  __typename?: 'GalleryCoverPayload';
  /** The saved cover; null when the server did not return the saved record and it could not be found. */
  galleryCover?: Maybe<GalleryCover>;
  /** The server's message. */
  message: Scalars['String']['output'];
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

/** A photo of the gallery. */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the photo is featured (shown first on the site). */
  featured: Scalars['Boolean']['output'];
  /** Stored name of the photo, e.g. `gallery/shiba.png`. */
  fileName: Scalars['String']['output'];
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Image id. */
  id: Scalars['ID']['output'];
  /** Caption; empty when none. */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** URL of the photo on the gateway's origin (`/api/v1/files/…`). */
  url: Scalars['String']['output'];
};


/** A photo of the gallery. */
export type GalleryImageHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Fields of a gallery image. The photo is uploaded first (`createUploadUrl(kind: GALLERY)`). */
export type GalleryImageInput = {
  /** Whether the photo is featured. Default false. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Stored name of the uploaded photo: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName: Scalars['String']['input'];
  /** Caption. Default empty. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Paging, search and sort of the list of gallery images. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (GalleryImageSortField); the other fields are the same in every list.
 */
export type GalleryImageListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<GalleryImageSortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/**
 * A page of gallery images, newest first by default. `sortBy`: title, fileName, featured, createdAt,
 * updatedAt. Search looks in title and file name.
 */
export type GalleryImagePage = Page & {
  __typename?: 'GalleryImagePage';
  /** Images of this page. */
  items: Array<GalleryImage>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching images over all pages. */
  total: Scalars['Int']['output'];
};

/** Fields of GalleryImageInput to change, for updateGalleryImage: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from GalleryImageInput by scripts/patch-inputs.mjs. */
export type GalleryImagePatch = {
  /** Whether the photo is featured. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Stored name of the uploaded photo: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** Caption. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Answer to a gallery image create or update. */
export type GalleryImagePayload = {
  __typename?: 'GalleryImagePayload';
  /** The saved image; null when the server did not return the saved record and it could not be found. */
  galleryImage?: Maybe<GalleryImage>;
  /** The server's message. */
  message: Scalars['String']['output'];
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

/** A day a package is closed. */
export type Holiday = {
  __typename?: 'Holiday';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The day. */
  date: Scalars['Date']['output'];
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Holiday id. */
  id: Scalars['ID']['output'];
  /** The package closed on that day. */
  package?: Maybe<Package>;
  /** Id of the package. */
  packageId: Scalars['ID']['output'];
  /** Title of the package. */
  packageTitle: Scalars['String']['output'];
  /** What the holiday is, e.g. 定休日. */
  title: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A day a package is closed. */
export type HolidayHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A holiday about to be saved: the package is closed on the day (or each day of a range). */
export type HolidayChangeInput = {
  /** The day closed (the first day of a range). */
  date: Scalars['Date']['input'];
  /** The last day of a range; the one day when left out. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** The package closed. */
  packageId: Scalars['ID']['input'];
};

/**
 * Fields of a holiday. packageId and date are required ("please select package", "please select
 * date"); the same package and day twice is refused with DOMAIN_ERROR.
 */
export type HolidayInput = {
  /** The day. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The package closed on that day. */
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** What the holiday is. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Paging, search and sort of the list of holidays. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (HolidaySortField); the other fields are the same in every list.
 */
export type HolidayListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<HolidaySortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/** A page of holidays. `sortBy`: date, title, packageTitle, createdAt. */
export type HolidayPage = Page & {
  __typename?: 'HolidayPage';
  /** Holidays of this page. */
  items: Array<Holiday>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching holidays over all pages. */
  total: Scalars['Int']['output'];
};

/** Fields of HolidayInput to change, for updateHoliday: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from HolidayInput by scripts/patch-inputs.mjs. */
export type HolidayPatch = {
  /** The day. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The package closed on that day. */
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** What the holiday is. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Answer to a holiday create or update. */
export type HolidayPayload = {
  __typename?: 'HolidayPayload';
  /** The saved holiday; null when the server did not return the saved record and it could not be found. */
  holiday?: Maybe<Holiday>;
  /** The server's message. */
  message: Scalars['String']['output'];
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

/** Result of a successful sign-in. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /**
   * The access token, for tools that call the gateway with `Authorization: Bearer`; null unless
   * `login` was called with `issueToken: true`. Browsers never ask for it: the gateway keeps the
   * token in an httpOnly session cookie so page scripts never hold it.
   */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** The server's message. */
  message: Scalars['String']['output'];
  /** Who signed in. */
  viewer: Viewer;
};

/** Booked bookings and revenue of one calendar month, by visit day. */
export type MonthlyTotal = {
  __typename?: 'MonthlyTotal';
  /** Booked bookings. */
  bookingCount: Scalars['Int']['output'];
  /** The month, `YYYY-MM`. */
  month: Scalars['String']['output'];
  /** Their revenue, in yen. */
  totalPrice: Scalars['Int']['output'];
};

/** Monthly totals over a range. */
export type MonthlyTotals = {
  __typename?: 'MonthlyTotals';
  /** Last day of the range. */
  endDate: Scalars['Date']['output'];
  /** One entry per month touching the range, empty months included. */
  months: Array<MonthlyTotal>;
  /** First day of the range. */
  startDate: Scalars['Date']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a note to a booking, written by the caller now. BAD_USER_INPUT (field `text`) for an empty
   * note or one over 500 characters; NOT_FOUND for an unknown booking.
   */
  addBookingNote: BookingNotePayload;
  /** Cancels a pending booking; any other status is refused with DOMAIN_ERROR and nothing changes. */
  cancelBooking: BookingPayload;
  /** Changes a password after checking the current one. */
  changePassword: ActionPayload;
  /**
   * Checks a booked or pending booking in at the desk, now (a booking already checked in keeps its
   * first time). NOT_FOUND for an unknown booking; a cancelled or failed one is refused with
   * DOMAIN_ERROR (reason BOOKING_NOT_ARRIVING).
   */
  checkInBooking: BookingArrivalPayload;
  /**
   * Creates an API key and its service account at the REST server (a staff account of its own).
   * Administrators only. The payload's `secret` is shown once.
   */
  createApiKey: CreateApiKeyPayload;
  /** Creates an availability of a package. */
  createAvailability: AvailabilityPayload;
  /**
   * Creates a coupon. Missing title or discount: BAD_USER_INPUT on the field; a title already in use
   * or a percentage above 100: DOMAIN_ERROR.
   */
  createCoupon: CouponPayload;
  /** Creates a dog category. A title already in use is refused with DOMAIN_ERROR. */
  createDogCategory: DogCategoryPayload;
  /** Adds an uploaded cover image. */
  createGalleryCover: GalleryCoverPayload;
  /** Adds an uploaded photo to the gallery. */
  createGalleryImage: GalleryImagePayload;
  /** Creates a holiday of a package. */
  createHoliday: HolidayPayload;
  /** Creates a news category. A title already in use is refused with DOMAIN_ERROR. */
  createNewsCategory: NewsCategoryPayload;
  /** Creates a news topic. An unknown category or an image never uploaded is refused. */
  createNewsTopic: NewsTopicPayload;
  /** Creates a package with its season prices and add-ons. */
  createPackage: PackagePayload;
  /** Creates a package category. A title already in use is refused with DOMAIN_ERROR. */
  createPackageCategory: PackageCategoryPayload;
  /** Adds an admin or staff account (inactive unless `status` says otherwise). */
  createRoleUser: StaffUserPayload;
  /** Creates a season. Dates out of order or overlapping slots are refused with DOMAIN_ERROR. */
  createSeason: SeasonPayload;
  /**
   * A signed URL to upload one image. The name is made safe (e.g. `My Dog (1).JPG` becomes
   * `My-Dog-1.jpg`); a name that is not an image or is already stored is refused with DOMAIN_ERROR
   * before any byte is sent, so pick another name.
   */
  createUploadUrl: UploadUrl;
  /** Deletes an availability. */
  deleteAvailability: DeletePayload;
  /** Deletes a coupon; NOT_FOUND when there is none. */
  deleteCoupon: DeletePayload;
  /** Deletes a dog category no package uses (else DOMAIN_ERROR). */
  deleteDogCategory: DeletePayload;
  /** Deletes a cover image and its stored file. */
  deleteGalleryCover: DeletePayload;
  /** Deletes a gallery image and its stored file. */
  deleteGalleryImage: DeletePayload;
  /** Deletes a holiday. */
  deleteHoliday: DeletePayload;
  /** Deletes a news category no topic uses (else DOMAIN_ERROR). */
  deleteNewsCategory: DeletePayload;
  /** Deletes a news topic. */
  deleteNewsTopic: DeletePayload;
  /** Deletes a package without bookings (else DOMAIN_ERROR), with its prices, add-ons, availability and holidays. */
  deletePackage: DeletePayload;
  /** Deletes a package category no package uses (else DOMAIN_ERROR). */
  deletePackageCategory: DeletePayload;
  /** Deletes a season that no package uses (else DOMAIN_ERROR). */
  deleteSeason: DeletePayload;
  /** Deletes a user (not yourself: DOMAIN_ERROR); their bookings keep their details. */
  deleteUser: DeletePayload;
  /**
   * Signs in with email (or username) and password; sets the session cookie.
   *
   * Password guessing is slowed down: after 5 failed sign-ins within 15 minutes for one login
   * name, or 20 from one client address (LOGIN_FAILURES_PER_NAME, LOGIN_FAILURES_PER_IP,
   * LOGIN_WINDOW_SECONDS), further attempts are refused before the credentials are checked, with
   * the error code `TOO_MANY_REQUESTS` and `extensions.retryAfter`, the seconds until attempts are
   * accepted again. A successful sign-in clears the login name's count.
   */
  login: LoginPayload;
  /** Ends the session: clears the session cookie. */
  logout: ActionPayload;
  /**
   * Marks a booked or pending booking as a no-show (also one checked in by mistake). NOT_FOUND for an
   * unknown booking; a cancelled or failed one is refused with DOMAIN_ERROR (reason
   * BOOKING_NOT_ARRIVING).
   */
  markNoShow: BookingArrivalPayload;
  /** Always true; lets tools check mutations reach the gateway. */
  ping: Scalars['Boolean']['output'];
  /**
   * Restores a deleted record from the gateway's store (the `restoreId` its delete answered), with
   * what was removed with it. A record already restored is refused with CONFLICT
   * (ALREADY_RESTORED); an unknown id with NOT_FOUND.
   */
  restoreDeleted: RestorePayload;
  /**
   * Undoes one event: an update's before-values are written back through the ordinary update
   * (checked against `expectedUpdatedAt` and the stranding guard, as any update); a delete is
   * restored whole with what went with it; a create is deleted. Records a REVERT event. An event
   * already reverted is refused with CONFLICT (ALREADY_RESTORED); an unknown id with NOT_FOUND.
   */
  revertChange: RevertPayload;
  /**
   * Revokes an API key at once on every gateway and deactivates its service account. Administrators
   * only; revoking a revoked key answers it unchanged.
   */
  revokeApiKey: RevokeApiKeyPayload;
  /** Sets the password of a user (admins only: FORBIDDEN otherwise). */
  setUserPassword: ActionPayload;
  /** Undoes a check-in or no-show: the booking is EXPECTED again. NOT_FOUND for an unknown booking. */
  undoArrival: BookingArrivalPayload;
  /** Updates an availability. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateAvailability: AvailabilityPayload;
  /** Updates a coupon. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateCoupon: CouponPayload;
  /** Updates a dog category. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateDogCategory: DogCategoryPayload;
  /**
   * Updates a cover image. A replaced image's stored file is removed. With `expectedUpdatedAt`, a
   * concurrent change is refused with CONFLICT.
   */
  updateGalleryCover: GalleryCoverPayload;
  /**
   * Updates a gallery image. A replaced photo's stored file is removed. With `expectedUpdatedAt`, a
   * concurrent change is refused with CONFLICT.
   */
  updateGalleryImage: GalleryImagePayload;
  /**
   * Updates a holiday with the same rules as create (the same package and day twice is refused
   * with DOMAIN_ERROR). With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT.
   */
  updateHoliday: HolidayPayload;
  /** Updates a news category. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateNewsCategory: NewsCategoryPayload;
  /** Updates a news topic. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateNewsTopic: NewsTopicPayload;
  /** Updates a package. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updatePackage: PackagePayload;
  /** Updates a package category. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updatePackageCategory: PackageCategoryPayload;
  /** Updates a season. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateSeason: SeasonPayload;
  /** Saves the site settings. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateSiteSettings: SiteSettingsPayload;
  /** Updates a user. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateUser: StaffUserPayload;
  /** Sets the profile picture of a user, or of the signed-in user when `userId` is left out. */
  uploadProfilePicture: StaffUserPayload;
};


export type MutationAddBookingNoteArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCheckInBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateAvailabilityArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: AvailabilityInput;
};


export type MutationCreateCouponArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: CouponInput;
};


export type MutationCreateDogCategoryArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: CategoryInput;
};


export type MutationCreateGalleryCoverArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: GalleryCoverInput;
};


export type MutationCreateGalleryImageArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: GalleryImageInput;
};


export type MutationCreateHolidayArgs = {
  acceptStranded?: InputMaybe<Scalars['Int']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: HolidayInput;
};


export type MutationCreateNewsCategoryArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: NewsCategoryInput;
};


export type MutationCreateNewsTopicArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: NewsTopicInput;
};


export type MutationCreatePackageArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: PackageInput;
};


export type MutationCreatePackageCategoryArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: CategoryInput;
};


export type MutationCreateRoleUserArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: RoleUserInput;
};


export type MutationCreateSeasonArgs = {
  acceptStranded?: InputMaybe<Scalars['Int']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: SeasonInput;
};


export type MutationCreateUploadUrlArgs = {
  fileName: Scalars['String']['input'];
  kind: UploadKind;
};


export type MutationDeleteAvailabilityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCouponArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDogCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGalleryCoverArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGalleryImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteHolidayArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNewsCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNewsTopicArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePackageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePackageCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSeasonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  issueToken?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
};


export type MutationMarkNoShowArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreDeletedArgs = {
  restoreId: Scalars['ID']['input'];
};


export type MutationRevertChangeArgs = {
  acceptStranded?: InputMaybe<Scalars['Int']['input']>;
  eventId: Scalars['ID']['input'];
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetUserPasswordArgs = {
  input: UserPasswordInput;
};


export type MutationUndoArrivalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateAvailabilityArgs = {
  acceptStranded?: InputMaybe<Scalars['Int']['input']>;
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: AvailabilityPatch;
};


export type MutationUpdateCouponArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: CouponPatch;
};


export type MutationUpdateDogCategoryArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: CategoryPatch;
};


export type MutationUpdateGalleryCoverArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: GalleryCoverPatch;
};


export type MutationUpdateGalleryImageArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: GalleryImagePatch;
};


export type MutationUpdateHolidayArgs = {
  acceptStranded?: InputMaybe<Scalars['Int']['input']>;
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: HolidayPatch;
};


export type MutationUpdateNewsCategoryArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: NewsCategoryPatch;
};


export type MutationUpdateNewsTopicArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: NewsTopicPatch;
};


export type MutationUpdatePackageArgs = {
  acceptStranded?: InputMaybe<Scalars['Int']['input']>;
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: PackagePatch;
};


export type MutationUpdatePackageCategoryArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: CategoryPatch;
};


export type MutationUpdateSeasonArgs = {
  acceptStranded?: InputMaybe<Scalars['Int']['input']>;
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: SeasonPatch;
};


export type MutationUpdateSiteSettingsArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  input: SiteSettingsInput;
};


export type MutationUpdateUserArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationUploadProfilePictureArgs = {
  file: ProfilePictureUpload;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A category news topics are filed under, e.g. お知らせ. */
export type NewsCategory = {
  __typename?: 'NewsCategory';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Name; unique (case-insensitive). */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A category news topics are filed under, e.g. お知らせ. */
export type NewsCategoryHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Fields of a news category. */
export type NewsCategoryInput = {
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title: Scalars['String']['input'];
};

/**
 * Paging, search and sort of the list of news categories. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (NewsCategorySortField); the other fields are the same in every list.
 */
export type NewsCategoryListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<NewsCategorySortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/** A page of news categories, newest first by default. `sortBy`: title, createdAt, updatedAt. */
export type NewsCategoryPage = Page & {
  __typename?: 'NewsCategoryPage';
  /** Categories of this page. */
  items: Array<NewsCategory>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching categories over all pages. */
  total: Scalars['Int']['output'];
};

/** Fields of NewsCategoryInput to change, for updateNewsCategory: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from NewsCategoryInput by scripts/patch-inputs.mjs. */
export type NewsCategoryPatch = {
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Answer to a news category create or update. */
export type NewsCategoryPayload = {
  __typename?: 'NewsCategoryPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved category; null when the server did not return the saved record and it could not be found. */
  newsCategory?: Maybe<NewsCategory>;
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

/** A news article of the site. */
export type NewsTopic = {
  __typename?: 'NewsTopic';
  /**
   * Its category; null when it has none. Resolved per request through one loader: a page of topics
   * costs at most one extra REST call for all its categories.
   */
  category?: Maybe<NewsCategory>;
  /** Id of its category; null when it has none. Use it to preselect the category picker. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  /** Stored name of the cover image, e.g. `news/cover.png`; null when none. */
  coverImageFileName?: Maybe<Scalars['String']['output']>;
  /** URL of the cover image on the gateway's origin (`/api/v1/files/…`); null when none. */
  coverImageUrl?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Publication date. */
  date: Scalars['Date']['output'];
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Topic id. */
  id: Scalars['ID']['output'];
  /** The article body in Markdown, stored as written; empty when none. */
  longDescription: Scalars['String']['output'];
  /** Teaser shown in lists; empty when none. */
  shortDescription: Scalars['String']['output'];
  /** Stored name of the thumbnail, e.g. `news/thumb.png`; null when none. */
  thumbImageFileName?: Maybe<Scalars['String']['output']>;
  /** URL of the thumbnail on the gateway's origin (`/api/v1/files/…`); null when none. */
  thumbImageUrl?: Maybe<Scalars['String']['output']>;
  /** Headline. */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A news article of the site. */
export type NewsTopicHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Fields of a news topic. Images are uploaded first (`createUploadUrl(kind: NEWS)`). Create and update
 * both send every field: an omitted image removes it.
 */
export type NewsTopicInput = {
  /** Id of an existing news category; omit for none. An unknown id is refused with DOMAIN_ERROR. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Stored name of the cover image: the `fileName` of `createUploadUrl`. */
  coverImageFileName?: InputMaybe<Scalars['String']['input']>;
  /** Publication date; on create, today when omitted; on update, unchanged when omitted. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The article body in Markdown. Default empty. */
  longDescription?: InputMaybe<Scalars['String']['input']>;
  /** Teaser shown in lists. Default empty. */
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  /** Stored name of the thumbnail: the `fileName` of `createUploadUrl`. */
  thumbImageFileName?: InputMaybe<Scalars['String']['input']>;
  /** Headline; required ("please enter title"). */
  title: Scalars['String']['input'];
};

/**
 * Paging, search and sort of the list of news topics. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (NewsTopicSortField); the other fields are the same in every list.
 */
export type NewsTopicListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<NewsTopicSortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/**
 * A page of news topics, latest date first by default. `sortBy`: title, date, category, createdAt,
 * updatedAt. Search looks in title, short description and category title.
 */
export type NewsTopicPage = Page & {
  __typename?: 'NewsTopicPage';
  /** Topics of this page. */
  items: Array<NewsTopic>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching topics over all pages. */
  total: Scalars['Int']['output'];
};

/** Fields of NewsTopicInput to change, for updateNewsTopic: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from NewsTopicInput by scripts/patch-inputs.mjs. */
export type NewsTopicPatch = {
  /** Id of an existing news category; omit for none. An unknown id is refused with DOMAIN_ERROR. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Stored name of the cover image: the `fileName` of `createUploadUrl`. */
  coverImageFileName?: InputMaybe<Scalars['String']['input']>;
  /** Publication date; on create, today when omitted; on update, unchanged when omitted. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The article body in Markdown. */
  longDescription?: InputMaybe<Scalars['String']['input']>;
  /** Teaser shown in lists. */
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  /** Stored name of the thumbnail: the `fileName` of `createUploadUrl`. */
  thumbImageFileName?: InputMaybe<Scalars['String']['input']>;
  /** Headline; required ("please enter title"). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Answer to a news topic create or update. */
export type NewsTopicPayload = {
  __typename?: 'NewsTopicPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved topic; null when the server did not return the saved record and it could not be found. */
  newsTopic?: Maybe<NewsTopic>;
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

/** A bookable package (offer), e.g. a picnic plan, priced for people, children and dogs. */
export type Package = {
  __typename?: 'Package';
  /** Add-ons. On lists this costs one more REST call per package. */
  addOns: Array<AddOn>;
  /** Weekday price per extra big or medium dog, in yen. */
  bigAndMediumDogExtraPrice?: Maybe<Scalars['Int']['output']>;
  /** Whether big and medium dogs are allowed. */
  bigAndMediumDogsAllowed: Scalars['Boolean']['output'];
  /** Its package category, when set. */
  category?: Maybe<PackageCategory>;
  /** Id of its package category, when set. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  /** Weekday price per extra child, in yen. */
  childrenExtraPrice: Scalars['Int']['output'];
  /** Weekday price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogExtraPrice?: Maybe<Scalars['Int']['output']>;
  /** Weekend price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogWeekendExtraPrice?: Maybe<Scalars['Int']['output']>;
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the REST server removes with the package when it is deleted (the delete confirmation names it). */
  dependents: PackageDependents;
  /** Display order, ascending. */
  displayOrder: Scalars['Int']['output'];
  /** Its dog (room) category, when set. */
  dogCategory?: Maybe<DogCategory>;
  /** Id of its dog (room) category, when set. */
  dogCategoryId?: Maybe<Scalars['ID']['output']>;
  /** Weekday price per extra dog, in yen. */
  dogExtraPrice: Scalars['Int']['output'];
  /** Which dogs it allows. */
  dogType: DogType;
  /** Whether dogs are allowed at all. */
  dogsAllowed: Scalars['Boolean']['output'];
  /** Description shown to customers. */
  helpText: Scalars['String']['output'];
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Package id. */
  id: Scalars['ID']['output'];
  /** Big and medium dogs included in the price. */
  includedBigAndMediumDogs?: Maybe<Scalars['Int']['output']>;
  /** Children included in the price. */
  includedChildren: Scalars['Int']['output'];
  /** Dogs included in the price (COMBINED dog type). */
  includedDogs?: Maybe<Scalars['Int']['output']>;
  /** People included in the price; not above `maxPeople` (BAD_USER_INPUT on this field). */
  includedPeople: Scalars['Int']['output'];
  /** Small dogs included in the price. */
  includedSmallDogs?: Maybe<Scalars['Int']['output']>;
  /** Bookings available per time slot (MULTIPLE time slots). */
  inventory: Scalars['Int']['output'];
  /** Dogs included, as older clients recorded it. */
  legacyIncludedDogs?: Maybe<Scalars['Int']['output']>;
  /** Most dogs, as older clients recorded it. */
  legacyMaxDogs?: Maybe<Scalars['Int']['output']>;
  /** Most big and medium dogs per booking. */
  maxBigAndMediumDogs?: Maybe<Scalars['Int']['output']>;
  /** Most children per booking. */
  maxChildren: Scalars['Int']['output'];
  /** Most dogs per booking (COMBINED dog type). */
  maxDogs?: Maybe<Scalars['Int']['output']>;
  /** Most people per booking. */
  maxPeople: Scalars['Int']['output'];
  /** Most small dogs per booking. */
  maxSmallDogs?: Maybe<Scalars['Int']['output']>;
  /** Weekday price per extra person, in yen. */
  peopleExtraPrice: Scalars['Int']['output'];
  /** Photos; the first is the cover. */
  photos: Array<PackagePhoto>;
  /** Weekday price for the included people, in yen. */
  price: Scalars['Int']['output'];
  /** Prices per season. On lists this costs one more REST call per package. */
  seasonPrices: Array<SeasonPrice>;
  /** Weekday price per extra small dog, in yen. */
  smallDogExtraPrice?: Maybe<Scalars['Int']['output']>;
  /** Whether small dogs are allowed. */
  smallDogsAllowed: Scalars['Boolean']['output'];
  /** Whether it is offered. */
  status: Status;
  /** Single or multiple time slots a day. */
  timeSlotType: TimeSlotType;
  /** Name. */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Weekend price per extra big or medium dog, in yen. */
  weekendBigAndMediumDogExtraPrice?: Maybe<Scalars['Int']['output']>;
  /** Weekend price per extra child, in yen. */
  weekendChildrenExtraPrice?: Maybe<Scalars['Int']['output']>;
  /** Weekend price per extra person, in yen. */
  weekendPeopleExtraPrice?: Maybe<Scalars['Int']['output']>;
  /** Weekend price for the included people, in yen. */
  weekendPrice?: Maybe<Scalars['Int']['output']>;
  /** Weekend price per extra small dog, in yen. */
  weekendSmallDogExtraPrice?: Maybe<Scalars['Int']['output']>;
};


/** A bookable package (offer), e.g. a picnic plan, priced for people, children and dogs. */
export type PackageHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A package category, e.g. ピクニック. */
export type PackageCategory = {
  __typename?: 'PackageCategory';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Whether it is offered. */
  status: Status;
  /** Name. */
  title: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A package category, e.g. ピクニック. */
export type PackageCategoryHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of package categories. `sortBy`: title, status, createdAt, updatedAt. */
export type PackageCategoryPage = Page & {
  __typename?: 'PackageCategoryPage';
  /** Categories of this page. */
  items: Array<PackageCategory>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching categories over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a package category create or update. */
export type PackageCategoryPayload = {
  __typename?: 'PackageCategoryPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved category; null when the server did not return the saved record and it could not be found. */
  packageCategory?: Maybe<PackageCategory>;
};

/** One active package on a looked-up day: its availability, season time slots and holiday. */
export type PackageDay = {
  __typename?: 'PackageDay';
  /** Availability covering the day. */
  availability: Array<DayAvailability>;
  /** The day looked up. */
  date: Scalars['Date']['output'];
  /** The package's own inventory per slot. */
  inventory: Scalars['Int']['output'];
  /** Whether the package has a holiday on this day. */
  isHoliday: Scalars['Boolean']['output'];
  /** The package. */
  package?: Maybe<Package>;
  /** Id of the package. */
  packageId: Scalars['ID']['output'];
  /** Title of the package. */
  packageTitle: Scalars['String']['output'];
  /** The package's priced season covering the day, else any active season covering it. */
  season?: Maybe<SeasonOfDay>;
  /** The package's time slot type. */
  timeSlotType: TimeSlotType;
};

/**
 * What is removed with a package: its own season prices and add-ons, and the availability periods and
 * holidays that name it. A delete keeps them all for `restoreDeleted`.
 */
export type PackageDependents = {
  __typename?: 'PackageDependents';
  /** Add-ons of the package. */
  addOns: Scalars['Int']['output'];
  /** Availability periods of the package. */
  availabilityPeriods: Scalars['Int']['output'];
  /** Holidays of the package. */
  holidays: Scalars['Int']['output'];
  /** Season prices of the package. */
  seasonPrices: Scalars['Int']['output'];
};

/**
 * Fields of a package. On create the server requires, in this order: title, helpText, maxPeople,
 * includedPeople, price, weekendPrice, peopleExtraPrice, childrenExtraPrice, displayOrder, inventory
 * (MULTIPLE time slots only), dogCategoryId and photos; a missing one is BAD_USER_INPUT on its field.
 * On update, fields left out keep their stored values (title, helpText and maxPeople are required).
 */
export type PackageInput = {
  /** Add-ons: added, updated or deleted entry by entry; saved entries left out are kept. */
  addOns?: InputMaybe<Array<AddOnInput>>;
  /** Weekday price per extra big or medium dog, in yen. */
  bigAndMediumDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Whether big and medium dogs are allowed. */
  bigAndMediumDogsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its package category. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Weekday price per extra child, in yen. */
  childrenExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekday price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogWeekendExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Display order, ascending; not 0. */
  displayOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Its dog (room) category. */
  dogCategoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Weekday price per extra dog, in yen. */
  dogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Which dogs it allows. */
  dogType?: InputMaybe<DogType>;
  /** Whether dogs are allowed at all. */
  dogsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description shown to customers. */
  helpText?: InputMaybe<Scalars['String']['input']>;
  /** Big and medium dogs included in the price. */
  includedBigAndMediumDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Children included in the price. */
  includedChildren?: InputMaybe<Scalars['Int']['input']>;
  /** Dogs included in the price (COMBINED dog type). */
  includedDogs?: InputMaybe<Scalars['Int']['input']>;
  /** People included in the price; not above `maxPeople` (BAD_USER_INPUT on this field). */
  includedPeople?: InputMaybe<Scalars['Int']['input']>;
  /** Small dogs included in the price. */
  includedSmallDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Bookings available per time slot; required for MULTIPLE time slots. */
  inventory?: InputMaybe<Scalars['Int']['input']>;
  /** Dogs included, as older clients recorded it. */
  legacyIncludedDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Most dogs, as older clients recorded it. */
  legacyMaxDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Most big and medium dogs per booking. */
  maxBigAndMediumDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Most children per booking. */
  maxChildren?: InputMaybe<Scalars['Int']['input']>;
  /** Most dogs per booking (COMBINED dog type). */
  maxDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Most people per booking; not 0. */
  maxPeople?: InputMaybe<Scalars['Int']['input']>;
  /** Most small dogs per booking. */
  maxSmallDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Weekday price per extra person, in yen. */
  peopleExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Photos; the first is the cover. */
  photos?: InputMaybe<Array<PackagePhotoInput>>;
  /** Weekday price for the included people, in yen. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Season prices: added, updated or deleted entry by entry; saved entries left out are kept. */
  seasonPrices?: InputMaybe<Array<SeasonPriceInput>>;
  /** Weekday price per extra small dog, in yen. */
  smallDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Whether small dogs are allowed. */
  smallDogsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether it is offered. */
  status?: InputMaybe<Status>;
  /** Single or multiple time slots a day. */
  timeSlotType?: InputMaybe<TimeSlotType>;
  /** Name. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Weekend price per extra big or medium dog, in yen. */
  weekendBigAndMediumDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price per extra child, in yen. */
  weekendChildrenExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price per extra person, in yen. */
  weekendPeopleExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price for the included people, in yen. */
  weekendPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price per extra small dog, in yen. */
  weekendSmallDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
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
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<PackageSortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
  /** Only active or only inactive packages (see `categoryId` on how it is applied). */
  status?: InputMaybe<Status>;
};

/** A package as offered for choosing one, e.g. in the availability form. */
export type PackageOption = {
  __typename?: 'PackageOption';
  /** Display order, ascending. */
  displayOrder: Scalars['Int']['output'];
  /** Package id. */
  id: Scalars['ID']['output'];
  /** Bookings available per time slot. */
  inventory: Scalars['Int']['output'];
  /** Whether it is offered. */
  status: Status;
  /** Single or multiple time slots a day. */
  timeSlotType: TimeSlotType;
  /** Name. */
  title: Scalars['String']['output'];
};

/** A page of packages. `sortBy`: title, price, displayOrder, status, createdAt. */
export type PackagePage = Page & {
  __typename?: 'PackagePage';
  /** Packages of this page. */
  items: Array<Package>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching packages over all pages. */
  total: Scalars['Int']['output'];
};

/** Fields of PackageInput to change, for updatePackage: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from PackageInput by scripts/patch-inputs.mjs. */
export type PackagePatch = {
  /** Add-ons: added, updated or deleted entry by entry; saved entries left out are kept. */
  addOns?: InputMaybe<Array<AddOnInput>>;
  /** Weekday price per extra big or medium dog, in yen. */
  bigAndMediumDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Whether big and medium dogs are allowed. */
  bigAndMediumDogsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its package category. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Weekday price per extra child, in yen. */
  childrenExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekday price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price per extra dog of any size (COMBINED dog type), in yen. */
  combinedDogWeekendExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Display order, ascending; not 0. */
  displayOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Its dog (room) category. */
  dogCategoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Weekday price per extra dog, in yen. */
  dogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Which dogs it allows. */
  dogType?: InputMaybe<DogType>;
  /** Whether dogs are allowed at all. */
  dogsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description shown to customers. */
  helpText?: InputMaybe<Scalars['String']['input']>;
  /** Big and medium dogs included in the price. */
  includedBigAndMediumDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Children included in the price. */
  includedChildren?: InputMaybe<Scalars['Int']['input']>;
  /** Dogs included in the price (COMBINED dog type). */
  includedDogs?: InputMaybe<Scalars['Int']['input']>;
  /** People included in the price; not above `maxPeople` (BAD_USER_INPUT on this field). */
  includedPeople?: InputMaybe<Scalars['Int']['input']>;
  /** Small dogs included in the price. */
  includedSmallDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Bookings available per time slot; required for MULTIPLE time slots. */
  inventory?: InputMaybe<Scalars['Int']['input']>;
  /** Dogs included, as older clients recorded it. */
  legacyIncludedDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Most dogs, as older clients recorded it. */
  legacyMaxDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Most big and medium dogs per booking. */
  maxBigAndMediumDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Most children per booking. */
  maxChildren?: InputMaybe<Scalars['Int']['input']>;
  /** Most dogs per booking (COMBINED dog type). */
  maxDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Most people per booking; not 0. */
  maxPeople?: InputMaybe<Scalars['Int']['input']>;
  /** Most small dogs per booking. */
  maxSmallDogs?: InputMaybe<Scalars['Int']['input']>;
  /** Weekday price per extra person, in yen. */
  peopleExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Photos; the first is the cover. */
  photos?: InputMaybe<Array<PackagePhotoInput>>;
  /** Weekday price for the included people, in yen. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Season prices: added, updated or deleted entry by entry; saved entries left out are kept. */
  seasonPrices?: InputMaybe<Array<SeasonPriceInput>>;
  /** Weekday price per extra small dog, in yen. */
  smallDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Whether small dogs are allowed. */
  smallDogsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether it is offered. */
  status?: InputMaybe<Status>;
  /** Single or multiple time slots a day. */
  timeSlotType?: InputMaybe<TimeSlotType>;
  /** Name. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Weekend price per extra big or medium dog, in yen. */
  weekendBigAndMediumDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price per extra child, in yen. */
  weekendChildrenExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price per extra person, in yen. */
  weekendPeopleExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price for the included people, in yen. */
  weekendPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price per extra small dog, in yen. */
  weekendSmallDogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
};

/** Answer to a package create or update. */
export type PackagePayload = {
  __typename?: 'PackagePayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved package with its season prices and add-ons; null when the server did not return the saved record and it could not be found. */
  package?: Maybe<Package>;
};

/** A photo of a package. */
export type PackagePhoto = {
  __typename?: 'PackagePhoto';
  /** Stored file name, e.g. `seed/picnic-1.jpg`. */
  fileName: Scalars['String']['output'];
  /** URL of the photo, a path on this gateway (`/api/v1/files/…`) when the file is stored here. */
  url: Scalars['String']['output'];
};

/** A photo of a package as sent: an uploaded file (see `createUploadUrl`). */
export type PackagePhotoInput = {
  /** Stored file name (`fileName` of `createUploadUrl`). */
  fileName: Scalars['String']['input'];
  /** URL of the photo. */
  url: Scalars['String']['input'];
};

/**
 * A package whose time slots change on some days because seasons share those days. Which season
 * gives a package its slots on a day is read as the reference api does (the REST contract does not
 * say): the first of the package's priced seasons that is active and covers the day, else, of the
 * active seasons covering the day, the one that started last (on the same first day, the lower id;
 * a new season, whose id is not known yet, is taken to win that tie).
 */
export type PackageSlotChange = {
  __typename?: 'PackageSlotChange';
  /** The days whose time slots change, from today, as runs of consecutive days. */
  dateRanges: Array<DateRange>;
  /** How many days change. */
  days: Scalars['Int']['output'];
  /** Id of the package. */
  packageId: Scalars['ID']['output'];
  /** Title of the package. */
  packageTitle: Scalars['String']['output'];
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

/** Paging facts shared by every page type. */
export type Page = {
  /** The page returned, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Number of rows matching the query over all pages. */
  total: Scalars['Int']['output'];
};

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
  base64: Scalars['String']['input'];
  /** Its type: image/jpeg, image/png, image/webp or image/gif (else DOMAIN_ERROR). */
  contentType: Scalars['String']['input'];
  /** The file's name, e.g. `me.jpg`. */
  fileName: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Every news category ordered by title, for pickers; no paging. */
  allNewsCategories?: Maybe<Array<NewsCategory>>;
  /** Every API key, newest first, revoked and expired ones included. Administrators only. */
  apiKeys?: Maybe<Array<ApiKey>>;
  /**
   * The activity list of every change through the gateway (admins only: FORBIDDEN otherwise),
   * newest first. pageSize at most 200.
   */
  auditEvents: AuditEventPage;
  /** Availability, paged. */
  availabilities?: Maybe<AvailabilityPage>;
  /** One availability; NOT_FOUND when there is none. */
  availability?: Maybe<Availability>;
  /** One booking by id or booking number; NOT_FOUND when there is none. */
  booking?: Maybe<Booking>;
  /**
   * The booked and pending bookings, from today in Japan, that a holiday, an availability change,
   * a season change or a package set inactive would strand. Composed from the stored record and
   * the booked and pending bookings of the affected days: one REST call per 1 000 of them, per status.
   */
  bookingImpact?: Maybe<BookingImpact>;
  /** All bookings with a visit day in the range, latest visit first. */
  bookings?: Maybe<BookingPage>;
  /** Bookings made in the range (by booking day, in Japan), newest first. */
  bookingsByBookingDate?: Maybe<BookingPage>;
  /** Cancelled bookings with a visit day in the range. */
  cancelledBookings?: Maybe<BookingPage>;
  /**
   * One coupon; NOT_FOUND when there is none. The REST contract has no coupon get: the gateway
   * finds it in the coupon list (one call of up to 10000 rows, as the coupon screen asks for).
   */
  coupon?: Maybe<Coupon>;
  /** Coupons, paged; the admin's coupon screen asks for one page of up to 10000. */
  coupons?: Maybe<CouponPage>;
  /** Booking count, revenue and counts by status for the visit days of the range (all time without one). */
  dashboard?: Maybe<DashboardFigures>;
  /** Per-day series; the end defaults to today and the start to 30 days before it (at most 366 days). */
  dashboardGraph?: Maybe<DashboardGraph>;
  /** Monthly totals by visit day; the end defaults to today and the start to 12 months back (at most 60). */
  dashboardMonths?: Maybe<MonthlyTotals>;
  /**
   * The day board of one day: availability, holidays and the day's bookings composed. Its REST
   * calls are one look-up of the day's packages plus one per 1 000 bookings of the day.
   */
  dayBoard?: Maybe<DayBoard>;
  /** Dog categories, paged. */
  dogCategories?: Maybe<DogCategoryPage>;
  /** One dog category; NOT_FOUND when there is none. */
  dogCategory?: Maybe<DogCategory>;
  /** One cover image; NOT_FOUND when there is none. */
  galleryCover?: Maybe<GalleryCover>;
  /** Cover images (the second image list), paged. */
  galleryCovers?: Maybe<GalleryCoverPage>;
  /** One gallery image; NOT_FOUND when there is none. */
  galleryImage?: Maybe<GalleryImage>;
  /** Gallery images, paged. */
  galleryImages?: Maybe<GalleryImagePage>;
  /** One holiday; NOT_FOUND when there is none. */
  holiday?: Maybe<Holiday>;
  /** Holidays, paged. */
  holidays?: Maybe<HolidayPage>;
  /** News categories, paged. */
  newsCategories?: Maybe<NewsCategoryPage>;
  /** One news category; NOT_FOUND when there is none. */
  newsCategory?: Maybe<NewsCategory>;
  /** One news topic; NOT_FOUND when there is none. */
  newsTopic?: Maybe<NewsTopic>;
  /** News topics, paged. */
  newsTopics?: Maybe<NewsTopicPage>;
  /** One package with its season prices and add-ons; NOT_FOUND when there is none. */
  package?: Maybe<Package>;
  /** Package categories, paged. */
  packageCategories?: Maybe<PackageCategoryPage>;
  /** One package category; NOT_FOUND when there is none. */
  packageCategory?: Maybe<PackageCategory>;
  /** Every package, to choose one from (e.g. for availability); no paging. */
  packageOptions?: Maybe<Array<PackageOption>>;
  /** Packages, paged. */
  packages?: Maybe<PackagePage>;
  /** Every active package on one day, with its availability, season time slots and holiday. */
  packagesOnDay?: Maybe<Array<PackageDay>>;
  /** Pending bookings with a visit day in the range. */
  pendingBookings?: Maybe<BookingPage>;
  /** Always true; lets tools check they reach the gateway. */
  ping?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Searches bookings, packages, users and coupons at once (the REST list searches, in parallel).
   * A kind whose search fails or takes over 1 s is left out with a note in `failures`. Empty text
   * finds nothing.
   */
  search?: Maybe<SearchResults>;
  /** One season; NOT_FOUND when there is none. */
  season?: Maybe<Season>;
  /** Seasons, paged. */
  seasons?: Maybe<SeasonPage>;
  /** The site settings (0, 0, 0 and no times before the first save). */
  siteSettings?: Maybe<SiteSettings>;
  /** One user; NOT_FOUND when there is none. */
  user?: Maybe<StaffUser>;
  /** The bookings of one user (the booking edit look-up); NOT_FOUND for an unknown user. */
  userBookings?: Maybe<BookingPage>;
  /** How many users there are, by status and role. */
  userCounts?: Maybe<UserCounts>;
  /** Users, paged. */
  users?: Maybe<StaffUserPage>;
  /** The signed-in user. UNAUTHENTICATED without a session. */
  viewer?: Maybe<Viewer>;
  /** The wallet balance; DOMAIN_ERROR with the server's message when it is not available. */
  walletBalance?: Maybe<WalletBalance>;
};


export type QueryAuditEventsArgs = {
  filter?: InputMaybe<AuditEventFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAvailabilitiesArgs = {
  packageId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<AvailabilityListQuery>;
};


export type QueryAvailabilityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBookingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBookingImpactArgs = {
  change: BookingImpactInput;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBookingsArgs = {
  query?: InputMaybe<BookingListQuery>;
  range?: InputMaybe<DateRangeInput>;
  status?: InputMaybe<BookingStatus>;
};


export type QueryBookingsByBookingDateArgs = {
  query?: InputMaybe<BookingListQuery>;
  range?: InputMaybe<DateRangeInput>;
};


export type QueryCancelledBookingsArgs = {
  query?: InputMaybe<BookingListQuery>;
  range?: InputMaybe<DateRangeInput>;
};


export type QueryCouponArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCouponsArgs = {
  query?: InputMaybe<CouponListQuery>;
  status?: InputMaybe<Status>;
};


export type QueryDashboardArgs = {
  range?: InputMaybe<DateRangeInput>;
};


export type QueryDashboardGraphArgs = {
  basis?: InputMaybe<DashboardGraphBasis>;
  range?: InputMaybe<DateRangeInput>;
};


export type QueryDashboardMonthsArgs = {
  range?: InputMaybe<DateRangeInput>;
};


export type QueryDayBoardArgs = {
  date: Scalars['Date']['input'];
};


export type QueryDogCategoriesArgs = {
  query?: InputMaybe<CategoryListQuery>;
};


export type QueryDogCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGalleryCoverArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGalleryCoversArgs = {
  query?: InputMaybe<GalleryCoverListQuery>;
};


export type QueryGalleryImageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGalleryImagesArgs = {
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  query?: InputMaybe<GalleryImageListQuery>;
};


export type QueryHolidayArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHolidaysArgs = {
  query?: InputMaybe<HolidayListQuery>;
};


export type QueryNewsCategoriesArgs = {
  query?: InputMaybe<NewsCategoryListQuery>;
};


export type QueryNewsCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsTopicArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsTopicsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<NewsTopicListQuery>;
};


export type QueryPackageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPackageCategoriesArgs = {
  query?: InputMaybe<CategoryListQuery>;
};


export type QueryPackageCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPackagesArgs = {
  query?: InputMaybe<PackageListQuery>;
};


export type QueryPackagesOnDayArgs = {
  date: Scalars['Date']['input'];
};


export type QueryPendingBookingsArgs = {
  query?: InputMaybe<BookingListQuery>;
  range?: InputMaybe<DateRangeInput>;
};


export type QuerySearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


export type QuerySeasonArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySeasonsArgs = {
  query?: InputMaybe<SeasonListQuery>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserBookingsArgs = {
  query?: InputMaybe<BookingListQuery>;
  range?: InputMaybe<DateRangeInput>;
  userId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  query?: InputMaybe<UserListQuery>;
  role?: InputMaybe<UserRole>;
  status?: InputMaybe<Status>;
};

/** Answer to `restoreDeleted`. */
export type RestorePayload = {
  __typename?: 'RestorePayload';
  /** The record's id now. The REST server gives a restored record a new id; old links lead to it. */
  id: Scalars['ID']['output'];
  /** What happened, for the snackbar. */
  message: Scalars['String']['output'];
  /** What could not be restored with it (e.g. a holiday on a day that has bookings now); empty when all was. */
  notRestored: Array<Scalars['String']['output']>;
  /** The id the record had when it was deleted. */
  previousId: Scalars['ID']['output'];
};

/** Answer to `revertChange`. */
export type RevertPayload = {
  __typename?: 'RevertPayload';
  /** The REVERT event recorded for it. */
  event: AuditEvent;
  /** What happened, for the snackbar. */
  message: Scalars['String']['output'];
  /** The record's id now (a deleted record restored whole may get a new id). */
  recordId: Scalars['ID']['output'];
};

/** A revoked API key. */
export type RevokeApiKeyPayload = {
  __typename?: 'RevokeApiKeyPayload';
  /** The key, with its `revokedAt`. */
  apiKey: ApiKey;
};

/**
 * A new admin or staff account ("add role user"). Email, full name, confirm password, phone number
 * and username are required ("please fill all fields"); the confirmation must match (else
 * DOMAIN_ERROR) and the password have at least 8 characters.
 */
export type RoleUserInput = {
  /** The password again. */
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  /** Sign-in email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Given name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Family name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** ADMIN or STAFF; default STAFF. */
  role?: InputMaybe<UserRole>;
  /** Default INACTIVE. */
  status?: InputMaybe<Status>;
  /** Sign-in name. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A kind of record whose search did not answer; the other kinds' hits are still given. */
export type SearchFailure = {
  __typename?: 'SearchFailure';
  /** The error's code when it failed (e.g. UPSTREAM_UNAVAILABLE); null on a timeout. */
  code?: Maybe<Scalars['String']['output']>;
  /** The kind of record not searched. */
  kind: SearchKind;
  /** Timed out or failed. */
  reason: SearchFailureReason;
};

/** Why one kind of record is missing from a search's answer. */
export type SearchFailureReason =
  /** Its search failed. */
  | 'FAILED'
  /** Its search took longer than the search waits (1 s). */
  | 'TIMEOUT';

/** One record found. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** A booking's visit day (the client formats it as its other dates); null for other kinds. */
  date?: Maybe<Scalars['Date']['output']>;
  /** A second line: time slot, package and phone of a booking; email of a user; and so on. */
  detail?: Maybe<Scalars['String']['output']>;
  /** Id of the record. */
  id: Scalars['ID']['output'];
  /** Kind of record. */
  kind: SearchKind;
  /** A booking's status; null for other kinds. */
  status?: Maybe<BookingStatus>;
  /** What to show first: booking number and name, package or coupon title, user name. */
  title: Scalars['String']['output'];
};

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
 * The answer to a search from anywhere: hits of every kind that answered, and a note per kind
 * that did not.
 */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** Kinds that failed or took longer than 1 s. */
  failures: Array<SearchFailure>;
  /** Hits, grouped by kind (bookings, packages, users, coupons), each kind in its list's order. */
  hits: Array<SearchHit>;
  /** The text searched, trimmed. */
  text: Scalars['String']['output'];
};

/** A period of the year with its own time slots and prices. */
export type Season = {
  __typename?: 'Season';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Last day, on or after the first. */
  endDate: Scalars['Date']['output'];
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** Season id. */
  id: Scalars['ID']['output'];
  /** First day. */
  startDate: Scalars['Date']['output'];
  /** Whether the season is in use. */
  status: Status;
  /** Time slots of each day, ordered as entered. */
  timeSlots: Array<TimeSlot>;
  /** Name shown to staff, e.g. 冬季シーズン. */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A period of the year with its own time slots and prices. */
export type SeasonHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A season about to be saved: a new one (no `id`) or over the stored one. The bookings of its
 * packages on days it no longer covers, or in a time slot it no longer has, are stranded; and where
 * it shares days with another active season, the packages whose season of the day changes get other
 * time slots (see `BookingImpact.slotChanges`), which strands their bookings in a slot no longer there.
 */
export type SeasonChangeInput = {
  /** Last day after the change. */
  endDate: Scalars['Date']['input'];
  /** The stored season being edited; left out for a new season. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** First day after the change. */
  startDate: Scalars['Date']['input'];
  /** Whether the season is in use after the change; left out, ACTIVE. An inactive season gives no package its slots. */
  status?: InputMaybe<Status>;
  /** Time slots after the change; a stored slot whose start and end are not among them is removed. */
  timeSlots: Array<TimeSlotInput>;
};

/** Fields of a season. */
export type SeasonInput = {
  /** Last day. */
  endDate: Scalars['Date']['input'];
  /** First day. */
  startDate: Scalars['Date']['input'];
  /** Default ACTIVE. */
  status?: InputMaybe<Status>;
  /** Time slots. */
  timeSlots?: InputMaybe<Array<TimeSlotInput>>;
  /** Name; required. */
  title: Scalars['String']['input'];
};

/**
 * Paging, search and sort of the list of seasons. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (SeasonSortField); the other fields are the same in every list.
 */
export type SeasonListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<SeasonSortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/** The season covering a looked-up day, with its time slots. */
export type SeasonOfDay = {
  __typename?: 'SeasonOfDay';
  /** Last day of the season. */
  endDate: Scalars['Date']['output'];
  /** Season id. */
  id: Scalars['ID']['output'];
  /** First day of the season. */
  startDate: Scalars['Date']['output'];
  /** Time slots of each day. */
  timeSlots: Array<TimeSlot>;
  /** Name. */
  title: Scalars['String']['output'];
};

/** Another active season sharing days with a season being changed. */
export type SeasonOverlap = {
  __typename?: 'SeasonOverlap';
  /** Last shared day. */
  endDate: Scalars['Date']['output'];
  /** The other season. */
  season: Season;
  /** First shared day. */
  startDate: Scalars['Date']['output'];
};

/** A page of seasons. `sortBy`: title, startDate, endDate, status, createdAt. */
export type SeasonPage = Page & {
  __typename?: 'SeasonPage';
  /** Seasons of this page. */
  items: Array<Season>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching seasons over all pages. */
  total: Scalars['Int']['output'];
};

/** Fields of SeasonInput to change, for updateSeason: an omitted field keeps its stored value, `null` clears a field that may be empty (a required field refuses it), and a list sent replaces the stored list. Derived from SeasonInput by scripts/patch-inputs.mjs. */
export type SeasonPatch = {
  /** Last day. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** First day. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** New value of `status`. */
  status?: InputMaybe<Status>;
  /** Time slots. */
  timeSlots?: InputMaybe<Array<TimeSlotInput>>;
  /** Name; required. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Answer to a season create or update. */
export type SeasonPayload = {
  __typename?: 'SeasonPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved season; null when the server did not return the saved record and it could not be found. */
  season?: Maybe<Season>;
};

/** Prices of a package in one season; they replace the package's own prices in that season. */
export type SeasonPrice = {
  __typename?: 'SeasonPrice';
  /** Price per extra child, in yen. */
  childrenExtraPrice: Scalars['Int']['output'];
  /** Price per extra dog, in yen. */
  dogExtraPrice: Scalars['Int']['output'];
  /** Entry id; send it back to update or delete the entry. */
  id: Scalars['ID']['output'];
  /** Price per extra person, in yen. */
  peopleExtraPrice: Scalars['Int']['output'];
  /** The season these prices apply in. */
  season?: Maybe<Season>;
  /** Id of the season. */
  seasonId: Scalars['ID']['output'];
  /** Title of the season. */
  seasonTitle: Scalars['String']['output'];
  /** Weekday price, in yen. */
  weekdayPrice: Scalars['Int']['output'];
  /** Weekend price, in yen. */
  weekendPrice: Scalars['Int']['output'];
};

/** A season price entry as sent. With `id` it updates a saved entry, without it adds one. */
export type SeasonPriceInput = {
  /** Price per extra child, in yen. */
  childrenExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** True deletes the saved entry `id` (an unsaved entry is simply left out). */
  delete?: InputMaybe<Scalars['Boolean']['input']>;
  /** Price per extra dog, in yen. */
  dogExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Id of a saved entry; omit for a new entry. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Price per extra person, in yen. */
  peopleExtraPrice?: InputMaybe<Scalars['Int']['input']>;
  /** The season; required unless `delete`. */
  seasonId?: InputMaybe<Scalars['ID']['input']>;
  /** Weekday price, in yen. */
  weekdayPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Weekend price, in yen. */
  weekendPrice?: InputMaybe<Scalars['Int']['input']>;
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

/** The site settings: picnic price and limits and the home page times. There is one. */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  /** When they were first saved. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** First home page time, when set. */
  homePageTime1?: Maybe<Scalars['Time']['output']>;
  /** Second home page time, when set. */
  homePageTime2?: Maybe<Scalars['Time']['output']>;
  /** Third home page time, when set. */
  homePageTime3?: Maybe<Scalars['Time']['output']>;
  /** Fourth home page time, when set. */
  homePageTime4?: Maybe<Scalars['Time']['output']>;
  /** Settings id; null until the settings are first saved. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Most people for a picnic. */
  maxPicnicPeople: Scalars['Int']['output'];
  /** Fewest people for a picnic. */
  minPicnicPeople: Scalars['Int']['output'];
  /** Picnic price, in yen. */
  picnicPrice: Scalars['Int']['output'];
  /** When they last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** The site settings: picnic price and limits and the home page times. There is one. */
export type SiteSettingsHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Fields of the site settings to change: an omitted field keeps its stored value, `null` clears a
 * field that may be empty. Price, min and max people must not be 0 ("please enter picnic price",
 * "please enter min people", "please enter max people"); min above max is refused with DOMAIN_ERROR.
 */
export type SiteSettingsInput = {
  /** First home page time; null clears it. */
  homePageTime1?: InputMaybe<Scalars['Time']['input']>;
  /** Second home page time; null clears it. */
  homePageTime2?: InputMaybe<Scalars['Time']['input']>;
  /** Third home page time; null clears it. */
  homePageTime3?: InputMaybe<Scalars['Time']['input']>;
  /** Fourth home page time; null clears it. */
  homePageTime4?: InputMaybe<Scalars['Time']['input']>;
  /** Most people for a picnic. */
  maxPicnicPeople?: InputMaybe<Scalars['Int']['input']>;
  /** Fewest people for a picnic. */
  minPicnicPeople?: InputMaybe<Scalars['Int']['input']>;
  /** Picnic price, in yen. */
  picnicPrice?: InputMaybe<Scalars['Int']['input']>;
};

/** Answer to a settings save. */
export type SiteSettingsPayload = {
  __typename?: 'SiteSettingsPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved settings. */
  siteSettings: SiteSettings;
};

/** Order of a sorted list. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** A user account: admin or staff of the back office, or a customer. */
export type StaffUser = {
  __typename?: 'StaffUser';
  /** Address. */
  address: Address;
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user's dogs. */
  dogs: Array<UserDog>;
  /** Sign-in email. */
  email: Scalars['String']['output'];
  /** Given name in English. */
  englishFirstName: Scalars['String']['output'];
  /** Family name in English. */
  englishLastName: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** Full name. */
  fullName: Scalars['String']['output'];
  /** Google account id, when linked. */
  googleId?: Maybe<Scalars['String']['output']>;
  /** Whether the user has dogs. */
  hasDog: Scalars['Boolean']['output'];
  /**
   * The changes made to this record through the gateway, newest first (a restored record's history
   * includes its events under its earlier id). `changedOutside` marks the last recorded change when
   * the record no longer matches it.
   */
  history: Array<AuditEvent>;
  /** User id. */
  id: Scalars['ID']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** Phone number. */
  phoneNumber: Scalars['String']['output'];
  /** URL of the profile picture, a path on this gateway; null for none. */
  profilePictureUrl?: Maybe<Scalars['String']['output']>;
  /** What the user may do. */
  role: UserRole;
  /** Whether the account can sign in (new role users start INACTIVE). */
  status: Status;
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Sign-in name, when set. */
  username?: Maybe<Scalars['String']['output']>;
};


/** A user account: admin or staff of the back office, or a customer. */
export type StaffUserHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A page of users. Search: email, names, username or phone. `sortBy`: createdAt, updatedAt,
 * fullName, email, username, status, role.
 */
export type StaffUserPage = Page & {
  __typename?: 'StaffUserPage';
  /** Users of this page. */
  items: Array<StaffUser>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching users over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a user create or update. */
export type StaffUserPayload = {
  __typename?: 'StaffUserPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved user; null when the server did not return the saved record and it could not be found. */
  user?: Maybe<StaffUser>;
};

/** Active or inactive: seasons, categories, packages, coupons and users carry it. */
export type Status =
  /** Shown and usable (REST code 1). */
  | 'ACTIVE'
  /** Hidden and not offered (REST code 2). */
  | 'INACTIVE';

/** One bookable time slot of a season's day. */
export type TimeSlot = {
  __typename?: 'TimeSlot';
  /** End time, after the start. */
  endTime: Scalars['Time']['output'];
  /** Slot id, stable across edits. */
  id: Scalars['ID']['output'];
  /** Start time. */
  startTime: Scalars['Time']['output'];
};

/** A time slot as entered. */
export type TimeSlotInput = {
  /** End time; must be after the start, and slots must not overlap. */
  endTime: Scalars['Time']['input'];
  /** Id of an existing slot, to keep it stable; omit for a new slot. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Start time. */
  startTime: Scalars['Time']['input'];
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
  address?: InputMaybe<AddressInput>;
  /** The user's dogs (replaces the list). */
  dogs?: InputMaybe<Array<UserDogInput>>;
  /** Sign-in email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Given name in English. */
  englishFirstName?: InputMaybe<Scalars['String']['input']>;
  /** Family name in English. */
  englishLastName?: InputMaybe<Scalars['String']['input']>;
  /** Given name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Google account id. */
  googleId?: InputMaybe<Scalars['String']['input']>;
  /** Whether the user has dogs. */
  hasDog?: InputMaybe<Scalars['Boolean']['input']>;
  /** Family name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** What the user may do. */
  role?: InputMaybe<UserRole>;
  /** Whether the account can sign in. */
  status?: InputMaybe<Status>;
  /** Sign-in name. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Where an uploaded image will be used; decides the folder it is stored in. */
export type UploadKind =
  /** Gallery images and cover images (stored under `gallery/`); also used for coupon images. */
  | 'GALLERY'
  /** News topic cover images and thumbnails (stored under `news/`). */
  | 'NEWS';

/**
 * A signed, expiring upload target for one image.
 *
 * Upload flow: 1. `createUploadUrl` with the file's name; 2. `PUT` the raw file bytes to `uploadUrl`
 * on the gateway's origin with the file's `Content-Type` (image/jpeg, image/png, image/webp or
 * image/gif) and no other credential: the URL's signature is the credential; 3. send `fileName` in the
 * input of the record that uses the image (e.g. `createGalleryImage`). The PUT answers 409 when the
 * name was taken meanwhile, 413 when the file is too large, 415 when it is not such an image, 403
 * when the URL has expired.
 *
 * Images travel this way only, never inside a GraphQL request: the REST contract's multipart uploads
 * (coupon image, generic image) are not exposed, since relaying them would mean GraphQL multipart or
 * base64 bodies far above the GraphQL body limit.
 */
export type UploadUrl = {
  __typename?: 'UploadUrl';
  /** When `uploadUrl` stops working (15 minutes after it was made); null when not known. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The stored name the file will have, e.g. `gallery/shiba.png`; send it back in the record. */
  fileName: Scalars['String']['output'];
  /** Path on the gateway's origin to PUT the file to (starts with `/api/v1/storage/upload/`). */
  uploadUrl: Scalars['String']['output'];
};

/** How many users there are. */
export type UserCounts = {
  __typename?: 'UserCounts';
  /** Active users. */
  active: Scalars['Int']['output'];
  /** Administrators. */
  admins: Scalars['Int']['output'];
  /** Customers. */
  customers: Scalars['Int']['output'];
  /** Inactive users. */
  inactive: Scalars['Int']['output'];
  /** Staff members. */
  staff: Scalars['Int']['output'];
  /** All users. */
  total: Scalars['Int']['output'];
};

/** A dog a user registered. */
export type UserDog = {
  __typename?: 'UserDog';
  /** Breed, when given. */
  breed?: Maybe<Scalars['String']['output']>;
  /** URL of its certificate or photo, when given. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** The dog's name. */
  name: Scalars['String']['output'];
  /** Date of the last vaccination as entered, when given. */
  vaccinationDate?: Maybe<Scalars['String']['output']>;
};

/** A dog as sent. */
export type UserDogInput = {
  /** Breed. */
  breed?: InputMaybe<Scalars['String']['input']>;
  /** URL of its certificate or photo. */
  fileUrl?: InputMaybe<Scalars['String']['input']>;
  /** The dog's name. */
  name: Scalars['String']['input'];
  /** Date of the last vaccination as entered. */
  vaccinationDate?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Paging, search and sort of the list of users. Each list has its own input so that `sortBy` is
 * typed by the list's own sort enum (UserSortField); the other fields are the same in every list.
 */
export type UserListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Column to sort by; the list's default order when omitted. */
  sortBy?: InputMaybe<UserSortField>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/** A new password an admin sets for a user. */
export type UserPasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The new password, at least 8 characters. */
  newPassword: Scalars['String']['input'];
  /** The user whose password is set. */
  userId: Scalars['ID']['input'];
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

/** The signed-in staff member. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Sign-in email. */
  email: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /**
   * Full name, when set: accounts added as admin or staff have it, often without the two names
   * above. Read from the user's record when /auth/user/me has neither given nor family name;
   * null when the two names say it.
   */
  fullName?: Maybe<Scalars['String']['output']>;
  /** User id. */
  id: Scalars['ID']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** URL of the profile picture, when set. */
  profilePic?: Maybe<Scalars['String']['output']>;
  /** Role, e.g. `admin` or `staff` (the REST `role`, shown to clients as usertype). */
  userType: Scalars['String']['output'];
  /** Sign-in name, when set. */
  username?: Maybe<Scalars['String']['output']>;
};

/** The balance of the external API account's wallet. */
export type WalletBalance = {
  __typename?: 'WalletBalance';
  /** Balance, in yen. */
  balance: Scalars['Int']['output'];
  /** Currency code, e.g. JPY, when known. */
  currency?: Maybe<Scalars['String']['output']>;
  /** When the balance was last updated, when known. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Page:
    | ( AuditEventPage )
    | ( Omit<AvailabilityPage, 'items'> & { items: Array<_RefType['Availability']> } )
    | ( Omit<BookingPage, 'items'> & { items: Array<_RefType['Booking']> } )
    | ( Omit<CouponPage, 'items'> & { items: Array<_RefType['Coupon']> } )
    | ( Omit<DogCategoryPage, 'items'> & { items: Array<_RefType['DogCategory']> } )
    | ( Omit<GalleryCoverPage, 'items'> & { items: Array<_RefType['GalleryCover']> } )
    | ( Omit<GalleryImagePage, 'items'> & { items: Array<_RefType['GalleryImage']> } )
    | ( Omit<HolidayPage, 'items'> & { items: Array<_RefType['Holiday']> } )
    | ( Omit<NewsCategoryPage, 'items'> & { items: Array<_RefType['NewsCategory']> } )
    | ( Omit<NewsTopicPage, 'items'> & { items: Array<_RefType['NewsTopic']> } )
    | ( Omit<PackageCategoryPage, 'items'> & { items: Array<_RefType['PackageCategory']> } )
    | ( Omit<PackagePage, 'items'> & { items: Array<_RefType['Package']> } )
    | ( Omit<SeasonPage, 'items'> & { items: Array<_RefType['Season']> } )
    | ( Omit<StaffUserPage, 'items'> & { items: Array<_RefType['StaffUser']> } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionPayload: ResolverTypeWrapper<ActionPayload>;
  AddOn: ResolverTypeWrapper<AddOn>;
  AddOnInput: AddOnInput;
  AddOnType: AddOnType;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  ApiKeyScope: ApiKeyScope;
  ApiKeyStatus: ApiKeyStatus;
  ArrivalState: ArrivalState;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditEvent: ResolverTypeWrapper<AuditEvent>;
  AuditEventFilter: AuditEventFilter;
  AuditEventPage: ResolverTypeWrapper<AuditEventPage>;
  AuditFieldChange: ResolverTypeWrapper<AuditFieldChange>;
  AuditOperation: AuditOperation;
  AuditOutcome: AuditOutcome;
  AuditRecordType: AuditRecordType;
  AuditVia: AuditVia;
  Availability: ResolverTypeWrapper<AvailabilityModel>;
  AvailabilityChangeInput: AvailabilityChangeInput;
  AvailabilityInput: AvailabilityInput;
  AvailabilityListQuery: AvailabilityListQuery;
  AvailabilityPage: ResolverTypeWrapper<Omit<AvailabilityPage, 'items'> & { items: Array<ResolversTypes['Availability']> }>;
  AvailabilityPatch: AvailabilityPatch;
  AvailabilityPayload: ResolverTypeWrapper<Omit<AvailabilityPayload, 'availability'> & { availability?: Maybe<ResolversTypes['Availability']> }>;
  AvailabilitySlot: ResolverTypeWrapper<AvailabilitySlot>;
  AvailabilitySlotInput: AvailabilitySlotInput;
  AvailabilitySortField: AvailabilitySortField;
  BookedDog: ResolverTypeWrapper<BookedDogModel>;
  Booking: ResolverTypeWrapper<BookingModel>;
  BookingAddOn: ResolverTypeWrapper<BookingAddOnModel>;
  BookingArrival: ResolverTypeWrapper<BookingArrival>;
  BookingArrivalPayload: ResolverTypeWrapper<Omit<BookingArrivalPayload, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  BookingImpact: ResolverTypeWrapper<Omit<BookingImpact, 'bookings' | 'seasonOverlaps'> & { bookings: Array<ResolversTypes['Booking']>, seasonOverlaps: Array<ResolversTypes['SeasonOverlap']> }>;
  BookingImpactInput: BookingImpactInput;
  BookingListQuery: BookingListQuery;
  BookingNote: ResolverTypeWrapper<BookingNote>;
  BookingNotePayload: ResolverTypeWrapper<Omit<BookingNotePayload, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  BookingPage: ResolverTypeWrapper<Omit<BookingPage, 'items'> & { items: Array<ResolversTypes['Booking']> }>;
  BookingPayload: ResolverTypeWrapper<Omit<BookingPayload, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  BookingSortField: BookingSortField;
  BookingStatus: BookingStatus;
  BookingStatusCounts: ResolverTypeWrapper<BookingStatusCountsModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CarPerson: ResolverTypeWrapper<CarPerson>;
  CategoryInput: CategoryInput;
  CategoryListQuery: CategoryListQuery;
  CategoryPatch: CategoryPatch;
  CategorySortField: CategorySortField;
  ChangePasswordInput: ChangePasswordInput;
  Coupon: ResolverTypeWrapper<CouponModel>;
  CouponDiscountType: CouponDiscountType;
  CouponInput: CouponInput;
  CouponListQuery: CouponListQuery;
  CouponPage: ResolverTypeWrapper<Omit<CouponPage, 'items'> & { items: Array<ResolversTypes['Coupon']> }>;
  CouponPatch: CouponPatch;
  CouponPayload: ResolverTypeWrapper<Omit<CouponPayload, 'coupon'> & { coupon?: Maybe<ResolversTypes['Coupon']> }>;
  CouponSortField: CouponSortField;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: ResolverTypeWrapper<CreateApiKeyPayload>;
  DashboardFigures: ResolverTypeWrapper<DashboardFiguresModel>;
  DashboardGraph: ResolverTypeWrapper<DashboardGraphModel>;
  DashboardGraphBasis: DashboardGraphBasis;
  DashboardGraphPoint: ResolverTypeWrapper<DashboardGraphPoint>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateRange: ResolverTypeWrapper<DateRange>;
  DateRangeInput: DateRangeInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayAvailability: ResolverTypeWrapper<DayAvailability>;
  DayBoard: ResolverTypeWrapper<Omit<DayBoard, 'packages' | 'totals'> & { packages: Array<ResolversTypes['DayBoardPackage']>, totals: ResolversTypes['DayBoardTotals'] }>;
  DayBoardArrival: ResolverTypeWrapper<ArrivalModel>;
  DayBoardArrivalCounts: ResolverTypeWrapper<DayBoardArrivalCounts>;
  DayBoardPackage: ResolverTypeWrapper<Omit<DayBoardPackage, 'package' | 'slots'> & { package?: Maybe<ResolversTypes['Package']>, slots: Array<ResolversTypes['DayBoardSlot']> }>;
  DayBoardSlot: ResolverTypeWrapper<Omit<DayBoardSlot, 'arrivals'> & { arrivals: Array<ResolversTypes['DayBoardArrival']> }>;
  DayBoardSlotState: DayBoardSlotState;
  DayBoardTotals: ResolverTypeWrapper<DayBoardTotalsModel>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DeskStaff: ResolverTypeWrapper<DeskStaff>;
  DogCategory: ResolverTypeWrapper<DogCategoryModel>;
  DogCategoryPage: ResolverTypeWrapper<Omit<DogCategoryPage, 'items'> & { items: Array<ResolversTypes['DogCategory']> }>;
  DogCategoryPayload: ResolverTypeWrapper<Omit<DogCategoryPayload, 'dogCategory'> & { dogCategory?: Maybe<ResolversTypes['DogCategory']> }>;
  DogSize: DogSize;
  DogType: DogType;
  DomainErrorReason: DomainErrorReason;
  FieldErrorReason: FieldErrorReason;
  GalleryCover: ResolverTypeWrapper<GalleryCoverModel>;
  GalleryCoverInput: GalleryCoverInput;
  GalleryCoverListQuery: GalleryCoverListQuery;
  GalleryCoverPage: ResolverTypeWrapper<Omit<GalleryCoverPage, 'items'> & { items: Array<ResolversTypes['GalleryCover']> }>;
  GalleryCoverPatch: GalleryCoverPatch;
  GalleryCoverPayload: ResolverTypeWrapper<Omit<GalleryCoverPayload, 'galleryCover'> & { galleryCover?: Maybe<ResolversTypes['GalleryCover']> }>;
  GalleryCoverSortField: GalleryCoverSortField;
  GalleryImage: ResolverTypeWrapper<GalleryImageModel>;
  GalleryImageInput: GalleryImageInput;
  GalleryImageListQuery: GalleryImageListQuery;
  GalleryImagePage: ResolverTypeWrapper<Omit<GalleryImagePage, 'items'> & { items: Array<ResolversTypes['GalleryImage']> }>;
  GalleryImagePatch: GalleryImagePatch;
  GalleryImagePayload: ResolverTypeWrapper<Omit<GalleryImagePayload, 'galleryImage'> & { galleryImage?: Maybe<ResolversTypes['GalleryImage']> }>;
  GalleryImageSortField: GalleryImageSortField;
  Holiday: ResolverTypeWrapper<HolidayModel>;
  HolidayChangeInput: HolidayChangeInput;
  HolidayInput: HolidayInput;
  HolidayListQuery: HolidayListQuery;
  HolidayPage: ResolverTypeWrapper<Omit<HolidayPage, 'items'> & { items: Array<ResolversTypes['Holiday']> }>;
  HolidayPatch: HolidayPatch;
  HolidayPayload: ResolverTypeWrapper<Omit<HolidayPayload, 'holiday'> & { holiday?: Maybe<ResolversTypes['Holiday']> }>;
  HolidaySortField: HolidaySortField;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  MonthlyTotal: ResolverTypeWrapper<MonthlyTotal>;
  MonthlyTotals: ResolverTypeWrapper<MonthlyTotalsModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsCategory: ResolverTypeWrapper<NewsCategoryModel>;
  NewsCategoryInput: NewsCategoryInput;
  NewsCategoryListQuery: NewsCategoryListQuery;
  NewsCategoryPage: ResolverTypeWrapper<Omit<NewsCategoryPage, 'items'> & { items: Array<ResolversTypes['NewsCategory']> }>;
  NewsCategoryPatch: NewsCategoryPatch;
  NewsCategoryPayload: ResolverTypeWrapper<Omit<NewsCategoryPayload, 'newsCategory'> & { newsCategory?: Maybe<ResolversTypes['NewsCategory']> }>;
  NewsCategorySortField: NewsCategorySortField;
  NewsTopic: ResolverTypeWrapper<NewsTopicModel>;
  NewsTopicInput: NewsTopicInput;
  NewsTopicListQuery: NewsTopicListQuery;
  NewsTopicPage: ResolverTypeWrapper<Omit<NewsTopicPage, 'items'> & { items: Array<ResolversTypes['NewsTopic']> }>;
  NewsTopicPatch: NewsTopicPatch;
  NewsTopicPayload: ResolverTypeWrapper<Omit<NewsTopicPayload, 'newsTopic'> & { newsTopic?: Maybe<ResolversTypes['NewsTopic']> }>;
  NewsTopicSortField: NewsTopicSortField;
  Package: ResolverTypeWrapper<PackageModel>;
  PackageCategory: ResolverTypeWrapper<PackageCategoryModel>;
  PackageCategoryPage: ResolverTypeWrapper<Omit<PackageCategoryPage, 'items'> & { items: Array<ResolversTypes['PackageCategory']> }>;
  PackageCategoryPayload: ResolverTypeWrapper<Omit<PackageCategoryPayload, 'packageCategory'> & { packageCategory?: Maybe<ResolversTypes['PackageCategory']> }>;
  PackageDay: ResolverTypeWrapper<PackageDayModel>;
  PackageDependents: ResolverTypeWrapper<PackageDependents>;
  PackageInput: PackageInput;
  PackageListQuery: PackageListQuery;
  PackageOption: ResolverTypeWrapper<PackageOptionModel>;
  PackagePage: ResolverTypeWrapper<Omit<PackagePage, 'items'> & { items: Array<ResolversTypes['Package']> }>;
  PackagePatch: PackagePatch;
  PackagePayload: ResolverTypeWrapper<Omit<PackagePayload, 'package'> & { package?: Maybe<ResolversTypes['Package']> }>;
  PackagePhoto: ResolverTypeWrapper<PackagePhoto>;
  PackagePhotoInput: PackagePhotoInput;
  PackageSlotChange: ResolverTypeWrapper<PackageSlotChange>;
  PackageSortField: PackageSortField;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  PaymentProvider: PaymentProvider;
  ProfilePictureUpload: ProfilePictureUpload;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RestorePayload: ResolverTypeWrapper<RestorePayload>;
  RevertPayload: ResolverTypeWrapper<RevertPayload>;
  RevokeApiKeyPayload: ResolverTypeWrapper<RevokeApiKeyPayload>;
  RoleUserInput: RoleUserInput;
  SearchFailure: ResolverTypeWrapper<SearchFailure>;
  SearchFailureReason: SearchFailureReason;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SearchKind: SearchKind;
  SearchResults: ResolverTypeWrapper<SearchResults>;
  Season: ResolverTypeWrapper<SeasonModel>;
  SeasonChangeInput: SeasonChangeInput;
  SeasonInput: SeasonInput;
  SeasonListQuery: SeasonListQuery;
  SeasonOfDay: ResolverTypeWrapper<SeasonOfDay>;
  SeasonOverlap: ResolverTypeWrapper<Omit<SeasonOverlap, 'season'> & { season: ResolversTypes['Season'] }>;
  SeasonPage: ResolverTypeWrapper<Omit<SeasonPage, 'items'> & { items: Array<ResolversTypes['Season']> }>;
  SeasonPatch: SeasonPatch;
  SeasonPayload: ResolverTypeWrapper<Omit<SeasonPayload, 'season'> & { season?: Maybe<ResolversTypes['Season']> }>;
  SeasonPrice: ResolverTypeWrapper<SeasonPriceModel>;
  SeasonPriceInput: SeasonPriceInput;
  SeasonSortField: SeasonSortField;
  SiteSettings: ResolverTypeWrapper<SiteSettingsModel>;
  SiteSettingsInput: SiteSettingsInput;
  SiteSettingsPayload: ResolverTypeWrapper<Omit<SiteSettingsPayload, 'siteSettings'> & { siteSettings: ResolversTypes['SiteSettings'] }>;
  SortDirection: SortDirection;
  StaffUser: ResolverTypeWrapper<UserModel>;
  StaffUserPage: ResolverTypeWrapper<Omit<StaffUserPage, 'items'> & { items: Array<ResolversTypes['StaffUser']> }>;
  StaffUserPayload: ResolverTypeWrapper<Omit<StaffUserPayload, 'user'> & { user?: Maybe<ResolversTypes['StaffUser']> }>;
  Status: Status;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Time: ResolverTypeWrapper<Scalars['Time']['output']>;
  TimeSlot: ResolverTypeWrapper<TimeSlot>;
  TimeSlotInput: TimeSlotInput;
  TimeSlotType: TimeSlotType;
  UpdateUserInput: UpdateUserInput;
  UploadKind: UploadKind;
  UploadUrl: ResolverTypeWrapper<UploadUrl>;
  UserCounts: ResolverTypeWrapper<UserCounts>;
  UserDog: ResolverTypeWrapper<UserDog>;
  UserDogInput: UserDogInput;
  UserListQuery: UserListQuery;
  UserPasswordInput: UserPasswordInput;
  UserRole: UserRole;
  UserSortField: UserSortField;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  WalletBalance: ResolverTypeWrapper<WalletBalance>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionPayload: ActionPayload;
  AddOn: AddOn;
  AddOnInput: AddOnInput;
  Address: Address;
  AddressInput: AddressInput;
  ApiKey: ApiKey;
  AuditActor: AuditActor;
  AuditEvent: AuditEvent;
  AuditEventFilter: AuditEventFilter;
  AuditEventPage: AuditEventPage;
  AuditFieldChange: AuditFieldChange;
  Availability: AvailabilityModel;
  AvailabilityChangeInput: AvailabilityChangeInput;
  AvailabilityInput: AvailabilityInput;
  AvailabilityListQuery: AvailabilityListQuery;
  AvailabilityPage: Omit<AvailabilityPage, 'items'> & { items: Array<ResolversParentTypes['Availability']> };
  AvailabilityPatch: AvailabilityPatch;
  AvailabilityPayload: Omit<AvailabilityPayload, 'availability'> & { availability?: Maybe<ResolversParentTypes['Availability']> };
  AvailabilitySlot: AvailabilitySlot;
  AvailabilitySlotInput: AvailabilitySlotInput;
  BookedDog: BookedDogModel;
  Booking: BookingModel;
  BookingAddOn: BookingAddOnModel;
  BookingArrival: BookingArrival;
  BookingArrivalPayload: Omit<BookingArrivalPayload, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  BookingImpact: Omit<BookingImpact, 'bookings' | 'seasonOverlaps'> & { bookings: Array<ResolversParentTypes['Booking']>, seasonOverlaps: Array<ResolversParentTypes['SeasonOverlap']> };
  BookingImpactInput: BookingImpactInput;
  BookingListQuery: BookingListQuery;
  BookingNote: BookingNote;
  BookingNotePayload: Omit<BookingNotePayload, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  BookingPage: Omit<BookingPage, 'items'> & { items: Array<ResolversParentTypes['Booking']> };
  BookingPayload: Omit<BookingPayload, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  BookingStatusCounts: BookingStatusCountsModel;
  Boolean: Scalars['Boolean']['output'];
  CarPerson: CarPerson;
  CategoryInput: CategoryInput;
  CategoryListQuery: CategoryListQuery;
  CategoryPatch: CategoryPatch;
  ChangePasswordInput: ChangePasswordInput;
  Coupon: CouponModel;
  CouponInput: CouponInput;
  CouponListQuery: CouponListQuery;
  CouponPage: Omit<CouponPage, 'items'> & { items: Array<ResolversParentTypes['Coupon']> };
  CouponPatch: CouponPatch;
  CouponPayload: Omit<CouponPayload, 'coupon'> & { coupon?: Maybe<ResolversParentTypes['Coupon']> };
  CreateApiKeyInput: CreateApiKeyInput;
  CreateApiKeyPayload: CreateApiKeyPayload;
  DashboardFigures: DashboardFiguresModel;
  DashboardGraph: DashboardGraphModel;
  DashboardGraphPoint: DashboardGraphPoint;
  Date: Scalars['Date']['output'];
  DateRange: DateRange;
  DateRangeInput: DateRangeInput;
  DateTime: Scalars['DateTime']['output'];
  DayAvailability: DayAvailability;
  DayBoard: Omit<DayBoard, 'packages' | 'totals'> & { packages: Array<ResolversParentTypes['DayBoardPackage']>, totals: ResolversParentTypes['DayBoardTotals'] };
  DayBoardArrival: ArrivalModel;
  DayBoardArrivalCounts: DayBoardArrivalCounts;
  DayBoardPackage: Omit<DayBoardPackage, 'package' | 'slots'> & { package?: Maybe<ResolversParentTypes['Package']>, slots: Array<ResolversParentTypes['DayBoardSlot']> };
  DayBoardSlot: Omit<DayBoardSlot, 'arrivals'> & { arrivals: Array<ResolversParentTypes['DayBoardArrival']> };
  DayBoardTotals: DayBoardTotalsModel;
  DeletePayload: DeletePayload;
  DeskStaff: DeskStaff;
  DogCategory: DogCategoryModel;
  DogCategoryPage: Omit<DogCategoryPage, 'items'> & { items: Array<ResolversParentTypes['DogCategory']> };
  DogCategoryPayload: Omit<DogCategoryPayload, 'dogCategory'> & { dogCategory?: Maybe<ResolversParentTypes['DogCategory']> };
  GalleryCover: GalleryCoverModel;
  GalleryCoverInput: GalleryCoverInput;
  GalleryCoverListQuery: GalleryCoverListQuery;
  GalleryCoverPage: Omit<GalleryCoverPage, 'items'> & { items: Array<ResolversParentTypes['GalleryCover']> };
  GalleryCoverPatch: GalleryCoverPatch;
  GalleryCoverPayload: Omit<GalleryCoverPayload, 'galleryCover'> & { galleryCover?: Maybe<ResolversParentTypes['GalleryCover']> };
  GalleryImage: GalleryImageModel;
  GalleryImageInput: GalleryImageInput;
  GalleryImageListQuery: GalleryImageListQuery;
  GalleryImagePage: Omit<GalleryImagePage, 'items'> & { items: Array<ResolversParentTypes['GalleryImage']> };
  GalleryImagePatch: GalleryImagePatch;
  GalleryImagePayload: Omit<GalleryImagePayload, 'galleryImage'> & { galleryImage?: Maybe<ResolversParentTypes['GalleryImage']> };
  Holiday: HolidayModel;
  HolidayChangeInput: HolidayChangeInput;
  HolidayInput: HolidayInput;
  HolidayListQuery: HolidayListQuery;
  HolidayPage: Omit<HolidayPage, 'items'> & { items: Array<ResolversParentTypes['Holiday']> };
  HolidayPatch: HolidayPatch;
  HolidayPayload: Omit<HolidayPayload, 'holiday'> & { holiday?: Maybe<ResolversParentTypes['Holiday']> };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LoginPayload: Omit<LoginPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  MonthlyTotal: MonthlyTotal;
  MonthlyTotals: MonthlyTotalsModel;
  Mutation: Record<PropertyKey, never>;
  NewsCategory: NewsCategoryModel;
  NewsCategoryInput: NewsCategoryInput;
  NewsCategoryListQuery: NewsCategoryListQuery;
  NewsCategoryPage: Omit<NewsCategoryPage, 'items'> & { items: Array<ResolversParentTypes['NewsCategory']> };
  NewsCategoryPatch: NewsCategoryPatch;
  NewsCategoryPayload: Omit<NewsCategoryPayload, 'newsCategory'> & { newsCategory?: Maybe<ResolversParentTypes['NewsCategory']> };
  NewsTopic: NewsTopicModel;
  NewsTopicInput: NewsTopicInput;
  NewsTopicListQuery: NewsTopicListQuery;
  NewsTopicPage: Omit<NewsTopicPage, 'items'> & { items: Array<ResolversParentTypes['NewsTopic']> };
  NewsTopicPatch: NewsTopicPatch;
  NewsTopicPayload: Omit<NewsTopicPayload, 'newsTopic'> & { newsTopic?: Maybe<ResolversParentTypes['NewsTopic']> };
  Package: PackageModel;
  PackageCategory: PackageCategoryModel;
  PackageCategoryPage: Omit<PackageCategoryPage, 'items'> & { items: Array<ResolversParentTypes['PackageCategory']> };
  PackageCategoryPayload: Omit<PackageCategoryPayload, 'packageCategory'> & { packageCategory?: Maybe<ResolversParentTypes['PackageCategory']> };
  PackageDay: PackageDayModel;
  PackageDependents: PackageDependents;
  PackageInput: PackageInput;
  PackageListQuery: PackageListQuery;
  PackageOption: PackageOptionModel;
  PackagePage: Omit<PackagePage, 'items'> & { items: Array<ResolversParentTypes['Package']> };
  PackagePatch: PackagePatch;
  PackagePayload: Omit<PackagePayload, 'package'> & { package?: Maybe<ResolversParentTypes['Package']> };
  PackagePhoto: PackagePhoto;
  PackagePhotoInput: PackagePhotoInput;
  PackageSlotChange: PackageSlotChange;
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  ProfilePictureUpload: ProfilePictureUpload;
  Query: Record<PropertyKey, never>;
  RestorePayload: RestorePayload;
  RevertPayload: RevertPayload;
  RevokeApiKeyPayload: RevokeApiKeyPayload;
  RoleUserInput: RoleUserInput;
  SearchFailure: SearchFailure;
  SearchHit: SearchHit;
  SearchResults: SearchResults;
  Season: SeasonModel;
  SeasonChangeInput: SeasonChangeInput;
  SeasonInput: SeasonInput;
  SeasonListQuery: SeasonListQuery;
  SeasonOfDay: SeasonOfDay;
  SeasonOverlap: Omit<SeasonOverlap, 'season'> & { season: ResolversParentTypes['Season'] };
  SeasonPage: Omit<SeasonPage, 'items'> & { items: Array<ResolversParentTypes['Season']> };
  SeasonPatch: SeasonPatch;
  SeasonPayload: Omit<SeasonPayload, 'season'> & { season?: Maybe<ResolversParentTypes['Season']> };
  SeasonPrice: SeasonPriceModel;
  SeasonPriceInput: SeasonPriceInput;
  SiteSettings: SiteSettingsModel;
  SiteSettingsInput: SiteSettingsInput;
  SiteSettingsPayload: Omit<SiteSettingsPayload, 'siteSettings'> & { siteSettings: ResolversParentTypes['SiteSettings'] };
  StaffUser: UserModel;
  StaffUserPage: Omit<StaffUserPage, 'items'> & { items: Array<ResolversParentTypes['StaffUser']> };
  StaffUserPayload: Omit<StaffUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['StaffUser']> };
  String: Scalars['String']['output'];
  Time: Scalars['Time']['output'];
  TimeSlot: TimeSlot;
  TimeSlotInput: TimeSlotInput;
  UpdateUserInput: UpdateUserInput;
  UploadUrl: UploadUrl;
  UserCounts: UserCounts;
  UserDog: UserDog;
  UserDogInput: UserDogInput;
  UserListQuery: UserListQuery;
  UserPasswordInput: UserPasswordInput;
  Viewer: ViewerModel;
  WalletBalance: WalletBalance;
};

export type ActionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionPayload'] = ResolversParentTypes['ActionPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddOnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddOn'] = ResolversParentTypes['AddOn']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPeople?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minPeople?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perDayLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AddOnType'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  apartment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefecture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiKeyScope'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiKeyStatus'], ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  keyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  via?: Resolver<ResolversTypes['AuditVia'], ParentType, ContextType>;
};

export type AuditEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = {
  actor?: Resolver<ResolversTypes['AuditActor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedOutside?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditFieldChange']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mutation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['AuditOperation'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AuditOutcome'], ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  recordTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['AuditRecordType'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revertOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  revertedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  revertible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuditEventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEventPage'] = ResolversParentTypes['AuditEventPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuditFieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditFieldChange'] = ResolversParentTypes['AuditFieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Availability'] = ResolversParentTypes['Availability']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<AvailabilityHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageTimeSlotType?: Resolver<ResolversTypes['TimeSlotType'], ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['AvailabilitySlot']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AvailabilityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AvailabilityPage'] = ResolversParentTypes['AvailabilityPage']> = {
  items?: Resolver<Array<ResolversTypes['Availability']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AvailabilityPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AvailabilityPayload'] = ResolversParentTypes['AvailabilityPayload']> = {
  availability?: Resolver<Maybe<ResolversTypes['Availability']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailabilitySlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AvailabilitySlot'] = ResolversParentTypes['AvailabilitySlot']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slotIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
};

export type BookedDogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookedDog'] = ResolversParentTypes['BookedDog']> = {
  breed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['DogSize']>, ParentType, ContextType>;
  vaccinationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  addOns?: Resolver<Array<ResolversTypes['BookingAddOn']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  amountReceived?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  arrival?: Resolver<Maybe<ResolversTypes['BookingArrival']>, ParentType, ContextType>;
  arrivalTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bbq?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bigAndMediumDogs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  carPerson?: Resolver<ResolversTypes['CarPerson'], ParentType, ContextType>;
  cartAddOns?: Resolver<Array<ResolversTypes['BookingAddOn']>, ParentType, ContextType>;
  cartId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  childrenExtraCharge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  dogs?: Resolver<Array<ResolversTypes['BookedDog']>, ParentType, ContextType>;
  dogsExtraCharge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  englishFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  englishLastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasDog?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<BookingHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<Array<ResolversTypes['BookingNote']>>, ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentGatewayStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentProvider?: Resolver<ResolversTypes['PaymentProvider'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  peopleExtraCharge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  picnic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  picnicExtraCharge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  smallDogs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  timeSlot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalDogs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BookingAddOnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingAddOn'] = ResolversParentTypes['BookingAddOn']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['AddOnType']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingArrivalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingArrival'] = ResolversParentTypes['BookingArrival']> = {
  at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['DeskStaff']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ArrivalState'], ParentType, ContextType>;
};

export type BookingArrivalPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingArrivalPayload'] = ResolversParentTypes['BookingArrivalPayload']> = {
  arrival?: Resolver<ResolversTypes['BookingArrival'], ParentType, ContextType>;
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
};

export type BookingImpactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingImpact'] = ResolversParentTypes['BookingImpact']> = {
  bookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leftOutBookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seasonOverlaps?: Resolver<Array<ResolversTypes['SeasonOverlap']>, ParentType, ContextType>;
  slotChanges?: Resolver<Array<ResolversTypes['PackageSlotChange']>, ParentType, ContextType>;
};

export type BookingNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingNote'] = ResolversParentTypes['BookingNote']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['DeskStaff'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingNotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingNotePayload'] = ResolversParentTypes['BookingNotePayload']> = {
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['BookingNote'], ParentType, ContextType>;
};

export type BookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPage'] = ResolversParentTypes['BookingPage']> = {
  items?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BookingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPayload'] = ResolversParentTypes['BookingPayload']> = {
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingStatusCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingStatusCounts'] = ResolversParentTypes['BookingStatusCounts']> = {
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarPerson'] = ResolversParentTypes['CarPerson']> = {
  carNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['CouponDiscountType'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<CouponHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type CouponPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponPage'] = ResolversParentTypes['CouponPage']> = {
  items?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CouponPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponPayload'] = ResolversParentTypes['CouponPayload']> = {
  coupon?: Resolver<Maybe<ResolversTypes['Coupon']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateApiKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateApiKeyPayload'] = ResolversParentTypes['CreateApiKeyPayload']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardFigures'] = ResolversParentTypes['DashboardFigures']> = {
  bookingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byStatus?: Resolver<ResolversTypes['BookingStatusCounts'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardGraphResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardGraph'] = ResolversParentTypes['DashboardGraph']> = {
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['DashboardGraphPoint']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type DashboardGraphPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardGraphPoint'] = ResolversParentTypes['DashboardGraphPoint']> = {
  bookingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DateRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DateRange'] = ResolversParentTypes['DateRange']> = {
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayAvailability'] = ResolversParentTypes['DayAvailability']> = {
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['AvailabilitySlot']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type DayBoardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayBoard'] = ResolversParentTypes['DayBoard']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  leftOutBookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['DayBoardPackage']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DayBoardTotals'], ParentType, ContextType>;
};

export type DayBoardArrivalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayBoardArrival'] = ResolversParentTypes['DayBoardArrival']> = {
  addOns?: Resolver<Maybe<Array<ResolversTypes['BookingAddOn']>>, ParentType, ContextType>;
  arrival?: Resolver<Maybe<ResolversTypes['BookingArrival']>, ParentType, ContextType>;
  arrivalTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bbq?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  bigAndMediumDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bookingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  englishFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  englishLastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  people?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  picnic?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  smallDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
};

export type DayBoardArrivalCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayBoardArrivalCounts'] = ResolversParentTypes['DayBoardArrivalCounts']> = {
  checkedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noShows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DayBoardPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayBoardPackage'] = ResolversParentTypes['DayBoardPackage']> = {
  isHoliday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['DayBoardSlot']>, ParentType, ContextType>;
  timeSlotType?: Resolver<ResolversTypes['TimeSlotType'], ParentType, ContextType>;
};

export type DayBoardSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayBoardSlot'] = ResolversParentTypes['DayBoardSlot']> = {
  arrivals?: Resolver<Array<ResolversTypes['DayBoardArrival']>, ParentType, ContextType>;
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DayBoardSlotState'], ParentType, ContextType>;
};

export type DayBoardTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayBoardTotals'] = ResolversParentTypes['DayBoardTotals']> = {
  arrivals?: Resolver<Maybe<ResolversTypes['DayBoardArrivalCounts']>, ParentType, ContextType>;
  bigAndMediumDogs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dogs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  smallDogs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeletePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restoreId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DeskStaffResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeskStaff'] = ResolversParentTypes['DeskStaff']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DogCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DogCategory'] = ResolversParentTypes['DogCategory']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<DogCategoryHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type DogCategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DogCategoryPage'] = ResolversParentTypes['DogCategoryPage']> = {
  items?: Resolver<Array<ResolversTypes['DogCategory']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DogCategoryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DogCategoryPayload'] = ResolversParentTypes['DogCategoryPayload']> = {
  dogCategory?: Resolver<Maybe<ResolversTypes['DogCategory']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryCoverResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryCover'] = ResolversParentTypes['GalleryCover']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<GalleryCoverHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryCoverPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryCoverPage'] = ResolversParentTypes['GalleryCoverPage']> = {
  items?: Resolver<Array<ResolversTypes['GalleryCover']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GalleryCoverPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryCoverPayload'] = ResolversParentTypes['GalleryCoverPayload']> = {
  galleryCover?: Resolver<Maybe<ResolversTypes['GalleryCover']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<GalleryImageHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryImagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImagePage'] = ResolversParentTypes['GalleryImagePage']> = {
  items?: Resolver<Array<ResolversTypes['GalleryImage']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GalleryImagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImagePayload'] = ResolversParentTypes['GalleryImagePayload']> = {
  galleryImage?: Resolver<Maybe<ResolversTypes['GalleryImage']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HolidayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Holiday'] = ResolversParentTypes['Holiday']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<HolidayHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type HolidayPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HolidayPage'] = ResolversParentTypes['HolidayPage']> = {
  items?: Resolver<Array<ResolversTypes['Holiday']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HolidayPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HolidayPayload'] = ResolversParentTypes['HolidayPayload']> = {
  holiday?: Resolver<Maybe<ResolversTypes['Holiday']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type MonthlyTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthlyTotal'] = ResolversParentTypes['MonthlyTotal']> = {
  bookingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MonthlyTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthlyTotals'] = ResolversParentTypes['MonthlyTotals']> = {
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['MonthlyTotal']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addBookingNote?: Resolver<ResolversTypes['BookingNotePayload'], ParentType, ContextType, RequireFields<MutationAddBookingNoteArgs, 'id' | 'text'>>;
  cancelBooking?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['ActionPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkInBooking?: Resolver<ResolversTypes['BookingArrivalPayload'], ParentType, ContextType, RequireFields<MutationCheckInBookingArgs, 'id'>>;
  createApiKey?: Resolver<ResolversTypes['CreateApiKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createAvailability?: Resolver<ResolversTypes['AvailabilityPayload'], ParentType, ContextType, RequireFields<MutationCreateAvailabilityArgs, 'input'>>;
  createCoupon?: Resolver<ResolversTypes['CouponPayload'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createDogCategory?: Resolver<ResolversTypes['DogCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateDogCategoryArgs, 'input'>>;
  createGalleryCover?: Resolver<ResolversTypes['GalleryCoverPayload'], ParentType, ContextType, RequireFields<MutationCreateGalleryCoverArgs, 'input'>>;
  createGalleryImage?: Resolver<ResolversTypes['GalleryImagePayload'], ParentType, ContextType, RequireFields<MutationCreateGalleryImageArgs, 'input'>>;
  createHoliday?: Resolver<ResolversTypes['HolidayPayload'], ParentType, ContextType, RequireFields<MutationCreateHolidayArgs, 'input'>>;
  createNewsCategory?: Resolver<ResolversTypes['NewsCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateNewsCategoryArgs, 'input'>>;
  createNewsTopic?: Resolver<ResolversTypes['NewsTopicPayload'], ParentType, ContextType, RequireFields<MutationCreateNewsTopicArgs, 'input'>>;
  createPackage?: Resolver<ResolversTypes['PackagePayload'], ParentType, ContextType, RequireFields<MutationCreatePackageArgs, 'input'>>;
  createPackageCategory?: Resolver<ResolversTypes['PackageCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreatePackageCategoryArgs, 'input'>>;
  createRoleUser?: Resolver<ResolversTypes['StaffUserPayload'], ParentType, ContextType, RequireFields<MutationCreateRoleUserArgs, 'input'>>;
  createSeason?: Resolver<ResolversTypes['SeasonPayload'], ParentType, ContextType, RequireFields<MutationCreateSeasonArgs, 'input'>>;
  createUploadUrl?: Resolver<ResolversTypes['UploadUrl'], ParentType, ContextType, RequireFields<MutationCreateUploadUrlArgs, 'fileName' | 'kind'>>;
  deleteAvailability?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteAvailabilityArgs, 'id'>>;
  deleteCoupon?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteCouponArgs, 'id'>>;
  deleteDogCategory?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteDogCategoryArgs, 'id'>>;
  deleteGalleryCover?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteGalleryCoverArgs, 'id'>>;
  deleteGalleryImage?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteGalleryImageArgs, 'id'>>;
  deleteHoliday?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteHolidayArgs, 'id'>>;
  deleteNewsCategory?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteNewsCategoryArgs, 'id'>>;
  deleteNewsTopic?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteNewsTopicArgs, 'id'>>;
  deletePackage?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePackageArgs, 'id'>>;
  deletePackageCategory?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePackageCategoryArgs, 'id'>>;
  deleteSeason?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSeasonArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'issueToken' | 'password'>>;
  logout?: Resolver<ResolversTypes['ActionPayload'], ParentType, ContextType>;
  markNoShow?: Resolver<ResolversTypes['BookingArrivalPayload'], ParentType, ContextType, RequireFields<MutationMarkNoShowArgs, 'id'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restoreDeleted?: Resolver<ResolversTypes['RestorePayload'], ParentType, ContextType, RequireFields<MutationRestoreDeletedArgs, 'restoreId'>>;
  revertChange?: Resolver<ResolversTypes['RevertPayload'], ParentType, ContextType, RequireFields<MutationRevertChangeArgs, 'eventId'>>;
  revokeApiKey?: Resolver<ResolversTypes['RevokeApiKeyPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  setUserPassword?: Resolver<ResolversTypes['ActionPayload'], ParentType, ContextType, RequireFields<MutationSetUserPasswordArgs, 'input'>>;
  undoArrival?: Resolver<ResolversTypes['BookingArrivalPayload'], ParentType, ContextType, RequireFields<MutationUndoArrivalArgs, 'id'>>;
  updateAvailability?: Resolver<ResolversTypes['AvailabilityPayload'], ParentType, ContextType, RequireFields<MutationUpdateAvailabilityArgs, 'force' | 'id' | 'input'>>;
  updateCoupon?: Resolver<ResolversTypes['CouponPayload'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'force' | 'id' | 'input'>>;
  updateDogCategory?: Resolver<ResolversTypes['DogCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdateDogCategoryArgs, 'force' | 'id' | 'input'>>;
  updateGalleryCover?: Resolver<ResolversTypes['GalleryCoverPayload'], ParentType, ContextType, RequireFields<MutationUpdateGalleryCoverArgs, 'force' | 'id' | 'input'>>;
  updateGalleryImage?: Resolver<ResolversTypes['GalleryImagePayload'], ParentType, ContextType, RequireFields<MutationUpdateGalleryImageArgs, 'force' | 'id' | 'input'>>;
  updateHoliday?: Resolver<ResolversTypes['HolidayPayload'], ParentType, ContextType, RequireFields<MutationUpdateHolidayArgs, 'force' | 'id' | 'input'>>;
  updateNewsCategory?: Resolver<ResolversTypes['NewsCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdateNewsCategoryArgs, 'force' | 'id' | 'input'>>;
  updateNewsTopic?: Resolver<ResolversTypes['NewsTopicPayload'], ParentType, ContextType, RequireFields<MutationUpdateNewsTopicArgs, 'force' | 'id' | 'input'>>;
  updatePackage?: Resolver<ResolversTypes['PackagePayload'], ParentType, ContextType, RequireFields<MutationUpdatePackageArgs, 'force' | 'id' | 'input'>>;
  updatePackageCategory?: Resolver<ResolversTypes['PackageCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdatePackageCategoryArgs, 'force' | 'id' | 'input'>>;
  updateSeason?: Resolver<ResolversTypes['SeasonPayload'], ParentType, ContextType, RequireFields<MutationUpdateSeasonArgs, 'force' | 'id' | 'input'>>;
  updateSiteSettings?: Resolver<ResolversTypes['SiteSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateSiteSettingsArgs, 'force' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['StaffUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'force' | 'id' | 'input'>>;
  uploadProfilePicture?: Resolver<ResolversTypes['StaffUserPayload'], ParentType, ContextType, RequireFields<MutationUploadProfilePictureArgs, 'file'>>;
};

export type NewsCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsCategory'] = ResolversParentTypes['NewsCategory']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<NewsCategoryHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type NewsCategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsCategoryPage'] = ResolversParentTypes['NewsCategoryPage']> = {
  items?: Resolver<Array<ResolversTypes['NewsCategory']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsCategoryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsCategoryPayload'] = ResolversParentTypes['NewsCategoryPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsCategory?: Resolver<Maybe<ResolversTypes['NewsCategory']>, ParentType, ContextType>;
};

export type NewsTopicResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsTopic'] = ResolversParentTypes['NewsTopic']> = {
  category?: Resolver<Maybe<ResolversTypes['NewsCategory']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coverImageFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<NewsTopicHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  longDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbImageFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type NewsTopicPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsTopicPage'] = ResolversParentTypes['NewsTopicPage']> = {
  items?: Resolver<Array<ResolversTypes['NewsTopic']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsTopicPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsTopicPayload'] = ResolversParentTypes['NewsTopicPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsTopic?: Resolver<Maybe<ResolversTypes['NewsTopic']>, ParentType, ContextType>;
};

export type PackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = {
  addOns?: Resolver<Array<ResolversTypes['AddOn']>, ParentType, ContextType>;
  bigAndMediumDogExtraPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bigAndMediumDogsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['PackageCategory']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  childrenExtraPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  combinedDogExtraPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  combinedDogWeekendExtraPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dependents?: Resolver<ResolversTypes['PackageDependents'], ParentType, ContextType>;
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dogCategory?: Resolver<Maybe<ResolversTypes['DogCategory']>, ParentType, ContextType>;
  dogCategoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  dogExtraPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dogType?: Resolver<ResolversTypes['DogType'], ParentType, ContextType>;
  dogsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  helpText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<PackageHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  includedBigAndMediumDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  includedChildren?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  includedDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  includedPeople?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  includedSmallDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legacyIncludedDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  legacyMaxDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxBigAndMediumDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxChildren?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxPeople?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxSmallDogs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  peopleExtraPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['PackagePhoto']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seasonPrices?: Resolver<Array<ResolversTypes['SeasonPrice']>, ParentType, ContextType>;
  smallDogExtraPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  smallDogsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  timeSlotType?: Resolver<ResolversTypes['TimeSlotType'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  weekendBigAndMediumDogExtraPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekendChildrenExtraPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekendPeopleExtraPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekendPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weekendSmallDogExtraPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PackageCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageCategory'] = ResolversParentTypes['PackageCategory']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<PackageCategoryHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PackageCategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageCategoryPage'] = ResolversParentTypes['PackageCategoryPage']> = {
  items?: Resolver<Array<ResolversTypes['PackageCategory']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PackageCategoryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageCategoryPayload'] = ResolversParentTypes['PackageCategoryPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageCategory?: Resolver<Maybe<ResolversTypes['PackageCategory']>, ParentType, ContextType>;
};

export type PackageDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageDay'] = ResolversParentTypes['PackageDay']> = {
  availability?: Resolver<Array<ResolversTypes['DayAvailability']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isHoliday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['SeasonOfDay']>, ParentType, ContextType>;
  timeSlotType?: Resolver<ResolversTypes['TimeSlotType'], ParentType, ContextType>;
};

export type PackageDependentsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageDependents'] = ResolversParentTypes['PackageDependents']> = {
  addOns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  availabilityPeriods?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holidays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seasonPrices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PackageOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageOption'] = ResolversParentTypes['PackageOption']> = {
  displayOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  timeSlotType?: Resolver<ResolversTypes['TimeSlotType'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackagePage'] = ResolversParentTypes['PackagePage']> = {
  items?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PackagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackagePayload'] = ResolversParentTypes['PackagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
};

export type PackagePhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackagePhoto'] = ResolversParentTypes['PackagePhoto']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PackageSlotChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageSlotChange'] = ResolversParentTypes['PackageSlotChange']> = {
  dateRanges?: Resolver<Array<ResolversTypes['DateRange']>, ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  __resolveType: TypeResolveFn<'AuditEventPage' | 'AvailabilityPage' | 'BookingPage' | 'CouponPage' | 'DogCategoryPage' | 'GalleryCoverPage' | 'GalleryImagePage' | 'HolidayPage' | 'NewsCategoryPage' | 'NewsTopicPage' | 'PackageCategoryPage' | 'PackagePage' | 'SeasonPage' | 'StaffUserPage', ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allNewsCategories?: Resolver<Maybe<Array<ResolversTypes['NewsCategory']>>, ParentType, ContextType>;
  apiKeys?: Resolver<Maybe<Array<ResolversTypes['ApiKey']>>, ParentType, ContextType>;
  auditEvents?: Resolver<ResolversTypes['AuditEventPage'], ParentType, ContextType, RequireFields<QueryAuditEventsArgs, 'page' | 'pageSize'>>;
  availabilities?: Resolver<Maybe<ResolversTypes['AvailabilityPage']>, ParentType, ContextType, Partial<QueryAvailabilitiesArgs>>;
  availability?: Resolver<Maybe<ResolversTypes['Availability']>, ParentType, ContextType, RequireFields<QueryAvailabilityArgs, 'id'>>;
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType, RequireFields<QueryBookingArgs, 'id'>>;
  bookingImpact?: Resolver<Maybe<ResolversTypes['BookingImpact']>, ParentType, ContextType, RequireFields<QueryBookingImpactArgs, 'change' | 'limit'>>;
  bookings?: Resolver<Maybe<ResolversTypes['BookingPage']>, ParentType, ContextType, Partial<QueryBookingsArgs>>;
  bookingsByBookingDate?: Resolver<Maybe<ResolversTypes['BookingPage']>, ParentType, ContextType, Partial<QueryBookingsByBookingDateArgs>>;
  cancelledBookings?: Resolver<Maybe<ResolversTypes['BookingPage']>, ParentType, ContextType, Partial<QueryCancelledBookingsArgs>>;
  coupon?: Resolver<Maybe<ResolversTypes['Coupon']>, ParentType, ContextType, RequireFields<QueryCouponArgs, 'id'>>;
  coupons?: Resolver<Maybe<ResolversTypes['CouponPage']>, ParentType, ContextType, Partial<QueryCouponsArgs>>;
  dashboard?: Resolver<Maybe<ResolversTypes['DashboardFigures']>, ParentType, ContextType, Partial<QueryDashboardArgs>>;
  dashboardGraph?: Resolver<Maybe<ResolversTypes['DashboardGraph']>, ParentType, ContextType, RequireFields<QueryDashboardGraphArgs, 'basis'>>;
  dashboardMonths?: Resolver<Maybe<ResolversTypes['MonthlyTotals']>, ParentType, ContextType, Partial<QueryDashboardMonthsArgs>>;
  dayBoard?: Resolver<Maybe<ResolversTypes['DayBoard']>, ParentType, ContextType, RequireFields<QueryDayBoardArgs, 'date'>>;
  dogCategories?: Resolver<Maybe<ResolversTypes['DogCategoryPage']>, ParentType, ContextType, Partial<QueryDogCategoriesArgs>>;
  dogCategory?: Resolver<Maybe<ResolversTypes['DogCategory']>, ParentType, ContextType, RequireFields<QueryDogCategoryArgs, 'id'>>;
  galleryCover?: Resolver<Maybe<ResolversTypes['GalleryCover']>, ParentType, ContextType, RequireFields<QueryGalleryCoverArgs, 'id'>>;
  galleryCovers?: Resolver<Maybe<ResolversTypes['GalleryCoverPage']>, ParentType, ContextType, Partial<QueryGalleryCoversArgs>>;
  galleryImage?: Resolver<Maybe<ResolversTypes['GalleryImage']>, ParentType, ContextType, RequireFields<QueryGalleryImageArgs, 'id'>>;
  galleryImages?: Resolver<Maybe<ResolversTypes['GalleryImagePage']>, ParentType, ContextType, Partial<QueryGalleryImagesArgs>>;
  holiday?: Resolver<Maybe<ResolversTypes['Holiday']>, ParentType, ContextType, RequireFields<QueryHolidayArgs, 'id'>>;
  holidays?: Resolver<Maybe<ResolversTypes['HolidayPage']>, ParentType, ContextType, Partial<QueryHolidaysArgs>>;
  newsCategories?: Resolver<Maybe<ResolversTypes['NewsCategoryPage']>, ParentType, ContextType, Partial<QueryNewsCategoriesArgs>>;
  newsCategory?: Resolver<Maybe<ResolversTypes['NewsCategory']>, ParentType, ContextType, RequireFields<QueryNewsCategoryArgs, 'id'>>;
  newsTopic?: Resolver<Maybe<ResolversTypes['NewsTopic']>, ParentType, ContextType, RequireFields<QueryNewsTopicArgs, 'id'>>;
  newsTopics?: Resolver<Maybe<ResolversTypes['NewsTopicPage']>, ParentType, ContextType, Partial<QueryNewsTopicsArgs>>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType, RequireFields<QueryPackageArgs, 'id'>>;
  packageCategories?: Resolver<Maybe<ResolversTypes['PackageCategoryPage']>, ParentType, ContextType, Partial<QueryPackageCategoriesArgs>>;
  packageCategory?: Resolver<Maybe<ResolversTypes['PackageCategory']>, ParentType, ContextType, RequireFields<QueryPackageCategoryArgs, 'id'>>;
  packageOptions?: Resolver<Maybe<Array<ResolversTypes['PackageOption']>>, ParentType, ContextType>;
  packages?: Resolver<Maybe<ResolversTypes['PackagePage']>, ParentType, ContextType, Partial<QueryPackagesArgs>>;
  packagesOnDay?: Resolver<Maybe<Array<ResolversTypes['PackageDay']>>, ParentType, ContextType, RequireFields<QueryPackagesOnDayArgs, 'date'>>;
  pendingBookings?: Resolver<Maybe<ResolversTypes['BookingPage']>, ParentType, ContextType, Partial<QueryPendingBookingsArgs>>;
  ping?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  search?: Resolver<Maybe<ResolversTypes['SearchResults']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'limit' | 'text'>>;
  season?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonArgs, 'id'>>;
  seasons?: Resolver<Maybe<ResolversTypes['SeasonPage']>, ParentType, ContextType, Partial<QuerySeasonsArgs>>;
  siteSettings?: Resolver<Maybe<ResolversTypes['SiteSettings']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userBookings?: Resolver<Maybe<ResolversTypes['BookingPage']>, ParentType, ContextType, RequireFields<QueryUserBookingsArgs, 'userId'>>;
  userCounts?: Resolver<Maybe<ResolversTypes['UserCounts']>, ParentType, ContextType>;
  users?: Resolver<Maybe<ResolversTypes['StaffUserPage']>, ParentType, ContextType, Partial<QueryUsersArgs>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  walletBalance?: Resolver<Maybe<ResolversTypes['WalletBalance']>, ParentType, ContextType>;
};

export type RestorePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RestorePayload'] = ResolversParentTypes['RestorePayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notRestored?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  previousId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RevertPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevertPayload'] = ResolversParentTypes['RevertPayload']> = {
  event?: Resolver<ResolversTypes['AuditEvent'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RevokeApiKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeApiKeyPayload'] = ResolversParentTypes['RevokeApiKeyPayload']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
};

export type SearchFailureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchFailure'] = ResolversParentTypes['SearchFailure']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['SearchFailureReason'], ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['BookingStatus']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  failures?: Resolver<Array<ResolversTypes['SearchFailure']>, ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Season'] = ResolversParentTypes['Season']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<SeasonHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  timeSlots?: Resolver<Array<ResolversTypes['TimeSlot']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SeasonOfDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonOfDay'] = ResolversParentTypes['SeasonOfDay']> = {
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  timeSlots?: Resolver<Array<ResolversTypes['TimeSlot']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeasonOverlapResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonOverlap'] = ResolversParentTypes['SeasonOverlap']> = {
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Season'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type SeasonPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonPage'] = ResolversParentTypes['SeasonPage']> = {
  items?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SeasonPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonPayload'] = ResolversParentTypes['SeasonPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType>;
};

export type SeasonPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonPrice'] = ResolversParentTypes['SeasonPrice']> = {
  childrenExtraPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dogExtraPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  peopleExtraPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType>;
  seasonId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seasonTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekdayPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekendPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<SiteSettingsHistoryArgs, 'first'>>;
  homePageTime1?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  homePageTime2?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  homePageTime3?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  homePageTime4?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  maxPicnicPeople?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minPicnicPeople?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  picnicPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SiteSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteSettingsPayload'] = ResolversParentTypes['SiteSettingsPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
};

export type StaffUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dogs?: Resolver<Array<ResolversTypes['UserDog']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  englishFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  englishLastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  googleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasDog?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, RequireFields<StaffUserHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffUserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffUserPage'] = ResolversParentTypes['StaffUserPage']> = {
  items?: Resolver<Array<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffUserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffUserPayload'] = ResolversParentTypes['StaffUserPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
};

export interface TimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Time'], any> {
  name: 'Time';
}

export type TimeSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TimeSlot'] = ResolversParentTypes['TimeSlot']> = {
  endTime?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type UploadUrlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadUrl'] = ResolversParentTypes['UploadUrl']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserCounts'] = ResolversParentTypes['UserCounts']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  admins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inactive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserDogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserDog'] = ResolversParentTypes['UserDog']> = {
  breed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vaccinationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WalletBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletBalance'] = ResolversParentTypes['WalletBalance']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActionPayload?: ActionPayloadResolvers<ContextType>;
  AddOn?: AddOnResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  AuditEventPage?: AuditEventPageResolvers<ContextType>;
  AuditFieldChange?: AuditFieldChangeResolvers<ContextType>;
  Availability?: AvailabilityResolvers<ContextType>;
  AvailabilityPage?: AvailabilityPageResolvers<ContextType>;
  AvailabilityPayload?: AvailabilityPayloadResolvers<ContextType>;
  AvailabilitySlot?: AvailabilitySlotResolvers<ContextType>;
  BookedDog?: BookedDogResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingAddOn?: BookingAddOnResolvers<ContextType>;
  BookingArrival?: BookingArrivalResolvers<ContextType>;
  BookingArrivalPayload?: BookingArrivalPayloadResolvers<ContextType>;
  BookingImpact?: BookingImpactResolvers<ContextType>;
  BookingNote?: BookingNoteResolvers<ContextType>;
  BookingNotePayload?: BookingNotePayloadResolvers<ContextType>;
  BookingPage?: BookingPageResolvers<ContextType>;
  BookingPayload?: BookingPayloadResolvers<ContextType>;
  BookingStatusCounts?: BookingStatusCountsResolvers<ContextType>;
  CarPerson?: CarPersonResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CouponPage?: CouponPageResolvers<ContextType>;
  CouponPayload?: CouponPayloadResolvers<ContextType>;
  CreateApiKeyPayload?: CreateApiKeyPayloadResolvers<ContextType>;
  DashboardFigures?: DashboardFiguresResolvers<ContextType>;
  DashboardGraph?: DashboardGraphResolvers<ContextType>;
  DashboardGraphPoint?: DashboardGraphPointResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateRange?: DateRangeResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DayAvailability?: DayAvailabilityResolvers<ContextType>;
  DayBoard?: DayBoardResolvers<ContextType>;
  DayBoardArrival?: DayBoardArrivalResolvers<ContextType>;
  DayBoardArrivalCounts?: DayBoardArrivalCountsResolvers<ContextType>;
  DayBoardPackage?: DayBoardPackageResolvers<ContextType>;
  DayBoardSlot?: DayBoardSlotResolvers<ContextType>;
  DayBoardTotals?: DayBoardTotalsResolvers<ContextType>;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  DeskStaff?: DeskStaffResolvers<ContextType>;
  DogCategory?: DogCategoryResolvers<ContextType>;
  DogCategoryPage?: DogCategoryPageResolvers<ContextType>;
  DogCategoryPayload?: DogCategoryPayloadResolvers<ContextType>;
  GalleryCover?: GalleryCoverResolvers<ContextType>;
  GalleryCoverPage?: GalleryCoverPageResolvers<ContextType>;
  GalleryCoverPayload?: GalleryCoverPayloadResolvers<ContextType>;
  GalleryImage?: GalleryImageResolvers<ContextType>;
  GalleryImagePage?: GalleryImagePageResolvers<ContextType>;
  GalleryImagePayload?: GalleryImagePayloadResolvers<ContextType>;
  Holiday?: HolidayResolvers<ContextType>;
  HolidayPage?: HolidayPageResolvers<ContextType>;
  HolidayPayload?: HolidayPayloadResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MonthlyTotal?: MonthlyTotalResolvers<ContextType>;
  MonthlyTotals?: MonthlyTotalsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsCategory?: NewsCategoryResolvers<ContextType>;
  NewsCategoryPage?: NewsCategoryPageResolvers<ContextType>;
  NewsCategoryPayload?: NewsCategoryPayloadResolvers<ContextType>;
  NewsTopic?: NewsTopicResolvers<ContextType>;
  NewsTopicPage?: NewsTopicPageResolvers<ContextType>;
  NewsTopicPayload?: NewsTopicPayloadResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PackageCategory?: PackageCategoryResolvers<ContextType>;
  PackageCategoryPage?: PackageCategoryPageResolvers<ContextType>;
  PackageCategoryPayload?: PackageCategoryPayloadResolvers<ContextType>;
  PackageDay?: PackageDayResolvers<ContextType>;
  PackageDependents?: PackageDependentsResolvers<ContextType>;
  PackageOption?: PackageOptionResolvers<ContextType>;
  PackagePage?: PackagePageResolvers<ContextType>;
  PackagePayload?: PackagePayloadResolvers<ContextType>;
  PackagePhoto?: PackagePhotoResolvers<ContextType>;
  PackageSlotChange?: PackageSlotChangeResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RestorePayload?: RestorePayloadResolvers<ContextType>;
  RevertPayload?: RevertPayloadResolvers<ContextType>;
  RevokeApiKeyPayload?: RevokeApiKeyPayloadResolvers<ContextType>;
  SearchFailure?: SearchFailureResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeasonOfDay?: SeasonOfDayResolvers<ContextType>;
  SeasonOverlap?: SeasonOverlapResolvers<ContextType>;
  SeasonPage?: SeasonPageResolvers<ContextType>;
  SeasonPayload?: SeasonPayloadResolvers<ContextType>;
  SeasonPrice?: SeasonPriceResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SiteSettingsPayload?: SiteSettingsPayloadResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StaffUserPage?: StaffUserPageResolvers<ContextType>;
  StaffUserPayload?: StaffUserPayloadResolvers<ContextType>;
  Time?: GraphQLScalarType;
  TimeSlot?: TimeSlotResolvers<ContextType>;
  UploadUrl?: UploadUrlResolvers<ContextType>;
  UserCounts?: UserCountsResolvers<ContextType>;
  UserDog?: UserDogResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WalletBalance?: WalletBalanceResolvers<ContextType>;
};

