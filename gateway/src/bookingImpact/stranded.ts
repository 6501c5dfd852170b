import type {
  AvailabilitySlot,
  AvailabilitySlotInput,
  TimeSlot,
  TimeSlotInput,
} from '../__generated__/resolvers-types.js';
import type { BookingModel } from '../models.js';
import type { PackageSlotChangeModel, SeasonOverlapModel } from './overlap.js';

/** Most bookings an impact lists (the count covers them all). */
export const MAX_LISTED = 200;

/** What a change strands: its count and the first bookings by visit. */
export interface ImpactModel {
  count: number;
  bookings: BookingModel[];
  /** Bookings of the days the change touches that could not be read (so were not checked). */
  leftOutBookings: number;
  /** A season change: the other seasons it overlaps, and the packages whose slots that changes. */
  seasonOverlaps: SeasonOverlapModel[];
  slotChanges: PackageSlotChangeModel[];
}

/** Bookings that hold a place: booked and pending (failed and cancelled do not). */
export const holdsPlace = (b: BookingModel): boolean =>
  b.get('status') === 'BOOKED' || b.get('status') === 'PENDING';

/** A day within [start, end] (both `YYYY-MM-DD`, so text order is day order). */
export const within = (date: string, start: string, end: string): boolean =>
  start <= date && date <= end;

/** The later of two days. */
export const later = (a: string, b: string): string => (a > b ? a : b);

const timesKey = (start: string | null | undefined, end: string | null | undefined) =>
  start ? `${start}-${end ?? ''}` : '';

/** Whether the booking was made for the slot running from `start` to `end` (or labelled so). */
function inSlot(
  b: BookingModel,
  start: string | null | undefined,
  end: string | null | undefined,
  label?: string | null,
): boolean {
  const key = timesKey(start, end);
  if (key && timesKey(b.getOr('startTime', null), b.getOr('endTime', null)) === key) return true;
  if (key && b.get('timeSlot') === key) return true;
  return Boolean(label) && b.get('timeSlot') === label;
}

/** A season's stored slots that are not among the new ones (same start and end). */
export function removedTimeSlots(stored: TimeSlot[], next: TimeSlotInput[]): TimeSlot[] {
  const kept = new Set(next.map((s) => timesKey(s.startTime, s.endTime)));
  return stored.filter((s) => !kept.has(timesKey(s.startTime, s.endTime)));
}

/** Whether the booking sits in one of the slots (same start and end, or labelled so). */
export const inAnyTimeSlot = (
  b: BookingModel,
  slots: readonly Pick<TimeSlot, 'startTime' | 'endTime'>[],
): boolean => slots.some((s) => inSlot(b, s.startTime, s.endTime));

/** Whether the booking sits in one of the removed season slots. */
export const inRemovedTimeSlot = (b: BookingModel, removed: TimeSlot[]): boolean =>
  inAnyTimeSlot(b, removed);

const pairKey = (s: { date: string; slotIndex: number }) => `${s.date}#${s.slotIndex}`;

/**
 * An availability's stored (day, slot) pairs no longer selected: those on days the new range
 * still covers (days it no longer covers are removed whole). Left out `next`: nothing removed.
 */
export function removedPairs(
  stored: AvailabilitySlot[],
  next: AvailabilitySlotInput[] | null | undefined,
  range: { startDate: string; endDate: string },
): AvailabilitySlot[] {
  if (!next) return [];
  const kept = new Set(next.map(pairKey));
  return stored.filter(
    (s) => within(s.date, range.startDate, range.endDate) && !kept.has(pairKey(s)),
  );
}

/** Whether the booking is on a removed (day, slot) pair. */
export const onRemovedPair = (b: BookingModel, removed: AvailabilitySlot[]): boolean =>
  removed.some((s) => s.date === b.get('date') && inSlot(b, s.startTime, s.endTime, s.label));

/**
 * The stranded bookings counted, the first `limit` listed by visit day, slot and number, with the
 * count of bookings that could not be read.
 */
export function impactOf(stranded: BookingModel[], limit: number, leftOut = 0): ImpactModel {
  const sorted = [...stranded].sort(
    (a, b) =>
      a.get('date').localeCompare(b.get('date')) ||
      (a.getOr('startTime', null) ?? a.get('timeSlot')).localeCompare(
        b.getOr('startTime', null) ?? b.get('timeSlot'),
      ) ||
      a.get('bookingNumber').localeCompare(b.get('bookingNumber')),
  );
  return {
    count: sorted.length,
    bookings: sorted.slice(0, limit),
    leftOutBookings: leftOut,
    seasonOverlaps: [],
    slotChanges: [],
  };
}
