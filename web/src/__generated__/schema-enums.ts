/** How an add-on is priced (REST add-on `type`). */
export type AddOnType =
  /** One price per booking (REST code 1). */
  | 'PACKAGE_BASED'
  /** One price per person (REST code 2). */
  | 'PEOPLE_BASED';

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

/** How a coupon discounts: a fixed amount in yen or a percentage of the price. */
export type CouponDiscountType =
  /** A fixed amount in yen, `discountAmount` (REST code 1). */
  | 'AMOUNT'
  /** A percentage of the price, `discountPercentage` (REST code 2). */
  | 'PERCENTAGE';

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

/** Which day a graph point counts a booking on. */
export type DashboardGraphBasis =
  /** The day the booking was made (in Japan). */
  | 'BOOKING_DATE'
  /** The day of the visit. */
  | 'VISIT_DATE';

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

/** Whether a package is booked by single time slot or by several slots a day (REST `timeSlot`). */
export type TimeSlotType =
  /** Several bookable time slots a day, each with the package's inventory (REST code 2). */
  | 'MULTIPLE'
  /** One booking per day (REST code 1). */
  | 'SINGLE';

/** Where an uploaded image will be used; decides the folder it is stored in. */
export type UploadKind =
  /** Gallery images and cover images (stored under `gallery/`); also used for coupon images. */
  | 'GALLERY'
  /** News topic cover images and thumbnails (stored under `news/`). */
  | 'NEWS';

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
