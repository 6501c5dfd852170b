import type { BookingImpactInput, SeasonFieldsFragment } from '../../__generated__/graphql';
import type { SeasonValues } from './seasonSchema';

const times = (slots: { startTime: string; endTime: string }[]) =>
  slots
    .map((s) => `${s.startTime}-${s.endTime}`)
    .sort()
    .join(',');

/** A saved season whose days or time slots change (a title or status edit asks nothing). */
export function seasonImpact(
  values: SeasonValues,
  saved: SeasonFieldsFragment,
): BookingImpactInput | null {
  const { startDate, endDate } = values;
  if (!startDate || !endDate) return null;
  const timeSlots = values.timeSlots.map(({ startTime, endTime }) => ({ startTime, endTime }));
  const changed =
    startDate !== saved.startDate ||
    endDate !== saved.endDate ||
    times(timeSlots) !== times(saved.timeSlots);
  if (!changed) return null;
  return { season: { id: saved.id, startDate, endDate, timeSlots } };
}
