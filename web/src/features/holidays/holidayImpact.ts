import type { BookingImpactInput, HolidayFieldsFragment } from '../../__generated__/graphql';
import type { HolidayValues } from './holidaySchema';

/**
 * The closed day a save adds: a new holiday, or a saved one moved to another package or day (a
 * title edit closes nothing new, so nothing is asked).
 */
export function holidayImpact(
  values: HolidayValues,
  saved: HolidayFieldsFragment | undefined,
): BookingImpactInput | null {
  if (!values.packageId || !values.date) return null;
  if (saved && saved.packageId === values.packageId && saved.date === values.date) return null;
  return { holiday: { packageId: values.packageId, date: values.date } };
}
