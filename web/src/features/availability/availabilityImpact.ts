import type {
  AvailabilityFieldsFragment,
  AvailabilitySlotInput,
  BookingImpactInput,
} from '../../__generated__/graphql';
import { valuesToInput, type AvailabilityValues } from './availabilitySchema';

const pairKey = (s: { date: string; slotIndex: number }) => `${s.date}#${s.slotIndex}`;

/**
 * What an edit removes from the saved availability: days it no longer covers, another package,
 * or (day, slot) pairs no longer selected. Null when it removes nothing (only adds or keeps).
 */
export function availabilityImpact(
  values: AvailabilityValues,
  saved: AvailabilityFieldsFragment,
): BookingImpactInput | null {
  const multiple = saved.packageTimeSlotType === 'MULTIPLE';
  const input = valuesToInput(values, multiple);
  const { startDate, endDate } = input;
  if (!startDate || !endDate) return null;
  const packageId = input.packageId ?? saved.packageId;
  const slots: AvailabilitySlotInput[] | undefined = multiple ? (input.slots ?? []) : undefined;
  const kept = new Set((slots ?? []).map(pairKey));
  const removes =
    packageId !== saved.packageId ||
    startDate > saved.startDate ||
    endDate < saved.endDate ||
    (slots !== undefined && saved.slots.some((s) => !kept.has(pairKey(s))));
  if (!removes) return null;
  return {
    availability: { id: saved.id, packageId, startDate, endDate, ...(slots ? { slots } : {}) },
  };
}
