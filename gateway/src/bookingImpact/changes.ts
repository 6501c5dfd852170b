import type {
  AvailabilityInput,
  BookingImpactInput,
  HolidayInput,
  PackageInput,
  SeasonInput,
  TimeSlot,
} from '../__generated__/resolvers-types.js';
import { fieldOrUndefined } from '../rest/table.js';

// The writes that can strand bookings, each described as the change `bookingImpact` checks
// (null: nothing to check). An update compares its whole input with the stored record, so a
// patch that leaves the days alone costs no look-up of bookings.

/** The record an update read before the write; a field it cannot read compares as changed. */
type Stored = object;
const was = (stored: Stored | undefined, field: string): unknown => fieldOrUndefined(stored, field);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A holiday closes its package on its day: new, or moved to another package or day. */
export function holidayChange(input: HolidayInput, stored?: Stored): BookingImpactInput | null {
  if (!input.packageId || !input.date) return null;
  if (
    stored &&
    was(stored, 'packageId') === input.packageId &&
    was(stored, 'date') === input.date
  ) {
    return null;
  }
  return { holiday: { packageId: input.packageId, date: input.date } };
}

/** An availability losing days or (day, slot) pairs. */
export function availabilityChange(
  id: string,
  input: AvailabilityInput,
  stored: Stored,
): BookingImpactInput | null {
  if (!input.startDate || !input.endDate) return null;
  const keys = ['packageId', 'startDate', 'endDate', 'slots'] as const;
  if (keys.every((k) => same(input[k] ?? null, was(stored, k) ?? null))) return null;
  return {
    availability: {
      id,
      packageId: input.packageId ?? null,
      startDate: input.startDate,
      endDate: input.endDate,
      ...(input.slots ? { slots: input.slots } : {}),
    },
  };
}

/**
 * A season whose days, time slots or status change (a title edit checks nothing); a new season
 * (no `stored`) always, for the days it may share with other seasons.
 */
export function seasonChange(
  id: string | null,
  input: SeasonInput,
  stored?: Stored,
): BookingImpactInput | null {
  const slots = (input.timeSlots ?? []).map((s) => [s.startTime, s.endTime]);
  const storedSlots = ((was(stored, 'timeSlots') ?? []) as TimeSlot[]).map((s) => [
    s.startTime,
    s.endTime,
  ]);
  const status = input.status ?? 'ACTIVE';
  if (
    stored &&
    input.startDate === was(stored, 'startDate') &&
    input.endDate === was(stored, 'endDate') &&
    status === (was(stored, 'status') ?? 'ACTIVE') &&
    same(slots, storedSlots)
  ) {
    return null;
  }
  return {
    season: {
      ...(id ? { id } : {}),
      startDate: input.startDate,
      endDate: input.endDate,
      timeSlots: input.timeSlots ?? [],
      status,
    },
  };
}

/** A package set inactive: every booking of it from today. */
export function packageChange(
  id: string,
  input: PackageInput,
  stored: Stored,
): BookingImpactInput | null {
  return input.status === 'INACTIVE' && was(stored, 'status') !== 'INACTIVE'
    ? { packageInactive: id }
    : null;
}
