import type { DomainErrorReason } from '../__generated__/resolvers-types.js';

/**
 * The one table of the REST server's domain codes (`statusCode` of a refusal) → the schema's
 * DomainErrorReason. docs/product.md §8 lists them; the meanings of the codes are
 * those of the reference api (api/src/http/codes.ts) and how its routes use them.
 */
const REASON_BY_CODE: ReadonlyMap<number, Exclude<DomainErrorReason, 'OTHER'>> = new Map([
  [1000, 'MALFORMED_REQUEST'],
  [5000, 'INVALID_CREDENTIALS'],
  [5001, 'CURRENT_PASSWORD_WRONG'],
  [5002, 'STALE_UPDATE'],
  [5020, 'UNKNOWN_PACKAGE_CATEGORY'],
  [5021, 'UNKNOWN_DOG_CATEGORY'],
  [5022, 'UNKNOWN_SEASON'],
  [5023, 'DUPLICATE_SEASON_PRICE'],
  [5024, 'ADD_ON_PEOPLE_OUT_OF_ORDER'],
  [5025, 'PACKAGE_HAS_BOOKINGS'],
  [5026, 'UNKNOWN_PACKAGE_CHILD'],
  [5030, 'SEASON_DATES_OUT_OF_ORDER'],
  [5031, 'SLOT_TIMES_OUT_OF_ORDER'],
  [5032, 'SLOTS_OVERLAP'],
  [5033, 'SEASON_IN_USE'],
  [5040, 'UNKNOWN_PACKAGE'],
  [5041, 'AVAILABILITY_DATES_OUT_OF_ORDER'],
  [5050, 'DUPLICATE_HOLIDAY'],
  [5051, 'PICNIC_PEOPLE_OUT_OF_ORDER'],
  [5052, 'DUPLICATE_COUPON_TITLE'],
  [5070, 'CATEGORY_IN_USE'],
  [5071, 'DUPLICATE_CATEGORY_TITLE'],
  [5072, 'NEWS_CATEGORY_IN_USE'],
  [5073, 'UNKNOWN_NEWS_CATEGORY'],
  [5074, 'PERCENTAGE_ABOVE_100'],
  [5100, 'BOOKING_NOT_PENDING'],
  [5101, 'BOOKING_RANGE_OUT_OF_ORDER'],
  [5102, 'DASHBOARD_RANGE_OUT_OF_ORDER'],
  [5103, 'DASHBOARD_RANGE_TOO_LONG'],
  [5200, 'DUPLICATE_EMAIL'],
  [5201, 'DUPLICATE_USERNAME'],
  [5202, 'PASSWORD_MISMATCH'],
  [5203, 'CANNOT_DELETE_SELF'],
  [5204, 'PASSWORD_TOO_SHORT'],
  [5205, 'SELF_LOCKOUT'],
  [5206, 'ACCOUNT_INACTIVE'],
  [5300, 'DUPLICATE_FILE_NAME'],
  [5301, 'UPLOAD_URL_INVALID'],
  [50010, 'FILE_TYPE_NOT_ALLOWED'],
  [50011, 'FILE_TOO_LARGE'],
]);

/** The reason of a REST domain code (a number, or a number written as a string); OTHER if unknown. */
export function domainReason(upstreamCode: unknown): DomainErrorReason {
  const code =
    typeof upstreamCode === 'string' && /^\d+$/.test(upstreamCode.trim())
      ? Number(upstreamCode)
      : upstreamCode;
  return (typeof code === 'number' && REASON_BY_CODE.get(code)) || 'OTHER';
}

/** Reasons the gateway gives its own refusals (its store, idempotency keys), not from a REST code. */
export const GATEWAY_REASONS: readonly DomainErrorReason[] = [
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_OUTCOME_UNKNOWN',
  'STORE_UNAVAILABLE',
  'STRANDS_BOOKINGS',
  'ALREADY_RESTORED',
  // The front desk (frontDesk/): only a booked or pending booking arrives.
  'BOOKING_NOT_ARRIVING',
  // API keys (apiKeys/): refusals of a key, given with UNAUTHENTICATED or FORBIDDEN.
  'KEY_MALFORMED',
  'KEY_UNKNOWN',
  'KEY_REVOKED',
  'KEY_EXPIRED',
  'KEY_READ_ONLY',
  'KEY_NOT_ALLOWED',
  'KEY_ACCOUNT_REFUSED',
];

/** Every code the table knows (for tests). */
export const knownDomainCodes = (): number[] => [...REASON_BY_CODE.keys()];
