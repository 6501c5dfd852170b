import { DomainCode } from '../http/codes.js';
import { assertValid, domainError, type FieldError } from '../http/errors.js';
import { calendarDate } from './dates.js';
import type { AvailabilityCreateBody, AvailabilityUpdateBody, TimeSlotPick } from './schemas.js';

/** What the repository writes: dates already resolved to calendar days. */
export interface AvailabilityWrite {
  packageId?: string | undefined;
  startDate: string;
  endDate: string;
  inventory?: number | undefined;
  multiTimeSlot?: TimeSlotPick[] | undefined;
}

const blank = (value: string | undefined) => !value?.trim();
const fail = (field: string, message: string): FieldError => ({ field, message });

/** Only the known fields of a slot, its date resolved to a calendar day ('' when it is none). */
function cleanSlot(slot: TimeSlotPick): TimeSlotPick {
  const clean: TimeSlotPick = {
    timeSlotIndex: slot.timeSlotIndex,
    date: calendarDate(slot.date) ?? '',
  };
  if (slot.startTime !== undefined) clean.startTime = slot.startTime;
  if (slot.endTime !== undefined) clean.endTime = slot.endTime;
  if (slot.timeSlot !== undefined) clean.timeSlot = slot.timeSlot;
  if (slot.index !== undefined) clean.index = slot.index;
  return clean;
}

/** Real calendar days, start not after end (5041), every slot inside the range and picked once. */
function resolve(
  body: AvailabilityCreateBody,
  startText: string,
  endText: string,
): AvailabilityWrite {
  const startDate = calendarDate(startText);
  const endDate = calendarDate(endText);
  const slots = (body.multiTimeSlot ?? []).map(cleanSlot);
  assertValid([
    !startDate && fail('startDate', 'startDate is not a valid date'),
    !endDate && fail('endDate', 'endDate is not a valid date'),
    ...slots.map(
      (slot, i) =>
        !slot.date &&
        fail(`multiTimeSlot.${i}.date`, `multiTimeSlot.${i}.date is not a valid date`),
    ),
  ]);
  if (endDate! < startDate!) {
    throw domainError(
      DomainCode.AVAILABILITY_DATES_INVALID,
      'The availability must end on or after its start date',
    );
  }
  const seen = new Set<string>();
  assertValid(
    slots.map((slot, i) => {
      const key = `${slot.date}/${slot.timeSlotIndex}`;
      const duplicate = seen.has(key);
      seen.add(key);
      if (slot.date < startDate! || slot.date > endDate!) {
        return fail(
          `multiTimeSlot.${i}.date`,
          `multiTimeSlot.${i}.date must be between the start and end date`,
        );
      }
      return (
        duplicate &&
        fail(
          `multiTimeSlot.${i}`,
          `multiTimeSlot.${i} picks slot ${slot.timeSlotIndex} of ${slot.date} again`,
        )
      );
    }),
  );
  return {
    packageId: body.packageId?.trim() || undefined,
    startDate: startDate!,
    endDate: endDate!,
    inventory: body.inventory,
    multiTimeSlot: body.multiTimeSlot && slots,
  };
}

/** docs/product.md §5, "availability, add", in order; then the dates and slots. */
export function checkAvailabilityCreate(body: AvailabilityCreateBody): AvailabilityWrite {
  assertValid([
    blank(body.packageId) && fail('packageId', 'please select package'),
    blank(body.startDate) && fail('startDate', 'please fill start date'),
    blank(body.endDate) && fail('endDate', 'please fill end date'),
  ]);
  return resolve(body, body.startDate!, body.endDate!);
}

/** docs/product.md §5, "availability, edit": "please fill date" when the start or the end is missing. */
export function checkAvailabilityUpdate(body: AvailabilityUpdateBody): AvailabilityWrite {
  assertValid([
    blank(body.startDate) && fail('startDate', 'please fill date'),
    blank(body.endDate) && fail('endDate', 'please fill date'),
  ]);
  return resolve(body, body.startDate!, body.endDate!);
}

/** docs/product.md §5, "availability, day view": the day is required. */
export function checkLookupDay(startDate: string | undefined): string {
  assertValid([blank(startDate) && fail('startDate', 'please fill start date')]);
  const day = calendarDate(startDate!);
  assertValid([!day && fail('startDate', 'startDate is not a valid date')]);
  return day!;
}
