import type { BookingImpactInput, SeasonFieldsFragment } from '../../__generated__/graphql';
import type { SeasonValues } from './seasonSchema';

const times = (slots: { startTime: string; endTime: string }[]) =>
  slots
    .map((s) => `${s.startTime}-${s.endTime}`)
    .sort()
    .join(',');

/**
 * The season change these values make, as `bookingImpact` takes it: a new season (no `saved`)
 * always, for the days it may share with other seasons; a saved one whose days, time slots or
 * status change (a title edit, or slots only reordered, asks nothing). Null without both dates
 * in order.
 */
export function seasonImpact(
  values: SeasonValues,
  saved?: SeasonFieldsFragment,
): BookingImpactInput | null {
  const { startDate, endDate } = values;
  if (!startDate || !endDate || endDate < startDate) return null;
  const timeSlots = values.timeSlots
    .filter((s) => s.startTime && s.endTime)
    .map(({ startTime, endTime }) => ({ startTime, endTime }));
  const status = values.active ? 'ACTIVE' : 'INACTIVE';
  if (
    saved &&
    startDate === saved.startDate &&
    endDate === saved.endDate &&
    status === saved.status &&
    times(timeSlots) === times(saved.timeSlots)
  ) {
    return null;
  }
  return { season: { ...(saved ? { id: saved.id } : {}), startDate, endDate, timeSlots, status } };
}
