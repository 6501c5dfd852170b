import type { BookingImpactInput, PackageFieldsFragment } from '../../__generated__/graphql';
import type { PackageValues } from './packageValues';

/** A saved active package being set inactive: its bookings from today are asked about. */
export function packageImpact(
  values: PackageValues,
  saved: PackageFieldsFragment | undefined,
): BookingImpactInput | null {
  return saved?.status === 'ACTIVE' && !values.active ? { packageInactive: saved.id } : null;
}
