/**
 * Domain status codes carried in the envelope's `statusCode` when a request is refused for a
 * business reason. Each code has exactly one meaning; the OpenAPI description lists this table.
 * HTTP 401/404 keep their own numbers (statusCode 401 / 404) and are not domain codes.
 */
export const DomainCode = {
  /** The request body is not valid JSON, too large or not an object. */
  BAD_REQUEST_BODY: 1000,
  /** Sign-in refused: unknown email or wrong password. */
  INVALID_CREDENTIALS: 5000,
  /** The current password given for a password change is wrong. */
  CURRENT_PASSWORD_WRONG: 5001,
  /** The row was changed by someone else since it was read (updatedAt is older than stored). */
  STALE_UPDATE: 5002,

  /** A package refers to a package category that does not exist. */
  PACKAGE_CATEGORY_UNKNOWN: 5020,
  /** A package refers to a dog (room) category that does not exist. */
  PACKAGE_DOG_CATEGORY_UNKNOWN: 5021,
  /** A season price refers to a season that does not exist. */
  PACKAGE_SEASON_UNKNOWN: 5022,
  /** The same season appears twice in a package's season prices. */
  PACKAGE_SEASON_PRICE_DUPLICATE: 5023,
  /** An add-on's minimum people is above its maximum. */
  PACKAGE_ADDON_RANGE_INVALID: 5024,
  /** A package with bookings cannot be deleted. */
  PACKAGE_HAS_BOOKINGS: 5025,
  /** A saved season price or add-on id does not belong to the package. */
  PACKAGE_CHILD_UNKNOWN: 5026,

  /** A season ends before it starts. */
  SEASON_DATES_INVALID: 5030,
  /** A time slot does not end after it starts. */
  SEASON_SLOT_INVALID: 5031,
  /** Two time slots of a season overlap. */
  SEASON_SLOTS_OVERLAP: 5032,
  /** A season used by a package's season price cannot be deleted. */
  SEASON_IN_USE: 5033,

  /** Availability or holiday refers to a package that does not exist. */
  AVAILABILITY_PACKAGE_UNKNOWN: 5040,
  /** Availability ends before it starts. */
  AVAILABILITY_DATES_INVALID: 5041,

  /** A holiday for this package and date already exists. */
  HOLIDAY_DUPLICATE: 5050,
  /** Site settings: minimum picnic people above maximum. */
  SETTINGS_RANGE_INVALID: 5051,
  /** A coupon with this title already exists. */
  COUPON_TITLE_TAKEN: 5052,

  /** A dog or package category used by a package cannot be deleted. */
  CATEGORY_IN_USE: 5070,
  /** A category with this title already exists. */
  CATEGORY_TITLE_TAKEN: 5071,
  /** A news category used by a news topic cannot be deleted. */
  NEWS_CATEGORY_IN_USE: 5072,
  /** A news topic refers to a news category that does not exist. */
  NEWS_CATEGORY_UNKNOWN: 5073,
  /** A coupon percentage is above 100. */
  COUPON_PERCENT_INVALID: 5074,

  /** Only a pending booking can be cancelled. */
  BOOKING_NOT_PENDING: 5100,
  /** A booking date filter starts after it ends. */
  BOOKING_RANGE_INVALID: 5101,
  /** The dashboard range starts after it ends. */
  DASHBOARD_RANGE_INVALID: 5102,
  /** The dashboard range is longer than the route allows (graph 366 days, months 60). */
  DASHBOARD_RANGE_TOO_LONG: 5103,

  /** A user with this email already exists. */
  USER_EMAIL_TAKEN: 5200,
  /** A user with this username already exists. */
  USER_USERNAME_TAKEN: 5201,
  /** New password and its confirmation differ. */
  USER_PASSWORD_MISMATCH: 5202,
  /** The signed-in user cannot delete their own account. */
  USER_DELETE_SELF: 5203,
  /** A password shorter than 8 characters. */
  USER_PASSWORD_WEAK: 5204,
  /** The signed-in user cannot deactivate their own account or change their own role. */
  USER_SELF_LOCKOUT: 5205,
  /** Sign-in refused: the account is inactive until an administrator activates it. */
  USER_INACTIVE: 5206,

  /** A file with this name is already stored. */
  UPLOAD_DUPLICATE_NAME: 5300,
  /** The upload URL is tampered with or expired. */
  UPLOAD_URL_INVALID: 5301,
  /** The file type is not an allowed image type. */
  UPLOAD_TYPE_NOT_ALLOWED: 50010,
  /** The file is larger than the upload limit. */
  UPLOAD_TOO_LARGE: 50011,
} as const;

export type DomainCode = (typeof DomainCode)[keyof typeof DomainCode];

/** One line per code for the OpenAPI description. */
export function describeDomainCodes(): string {
  return Object.entries(DomainCode)
    .map(([name, code]) => `- ${code}: ${name}`)
    .join('\n');
}
