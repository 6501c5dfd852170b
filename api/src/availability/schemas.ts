import { Type, type Static } from '@sinclair/typebox';
import { TimeString, Timestamps } from '../http/common-schemas.js';
import { ListQuerySchema } from '../http/list-query.js';
import { CheckedUpdatedAt, DateInput } from './dates.js';

/** One selected (date, time slot) pair of a multiple-time-slot package. */
export const TimeSlotPick = Type.Object({
  timeSlotIndex: Type.Integer({
    minimum: 0,
    maximum: 47,
    description: "Index of the slot in the season's time slots",
  }),
  date: DateInput('Day of the slot, YYYY-MM-DD; within the availability'),
  startTime: Type.Optional(TimeString('Slot start, HH:mm')),
  endTime: Type.Optional(TimeString('Slot end, HH:mm')),
  timeSlot: Type.Optional(
    Type.String({ maxLength: 64, description: 'Slot label, e.g. "10:00-13:00"' }),
  ),
  index: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100_000, description: 'Position in the selection' }),
  ),
});
export type TimeSlotPick = Static<typeof TimeSlotPick>;

const AvailabilityFields = {
  packageId: Type.Optional(Type.String({ maxLength: 64, description: 'The package' })),
  startDate: Type.Optional(
    DateInput('First day, YYYY-MM-DD (an ISO timestamp means its day in Japan)'),
  ),
  endDate: Type.Optional(
    DateInput('Last day, YYYY-MM-DD (an ISO timestamp means its day in Japan)'),
  ),
  inventory: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 10_000,
      description: "Bookings available per slot; defaults to the package's",
    }),
  ),
  multiTimeSlot: Type.Optional(
    Type.Array(TimeSlotPick, { maxItems: 2000, description: 'Selected (date, slot) pairs' }),
  ),
};

export const AvailabilityCreateBody = Type.Object(AvailabilityFields);
export type AvailabilityCreateBody = Static<typeof AvailabilityCreateBody>;

/** Update: startDate and endDate are required; other fields left out keep their stored values. */
export const AvailabilityUpdateBody = Type.Object({
  _id: Type.String({ minLength: 1, maxLength: 64 }),
  updatedAt: CheckedUpdatedAt,
  ...AvailabilityFields,
});
export type AvailabilityUpdateBody = Static<typeof AvailabilityUpdateBody>;

export const AvailabilityListQuery = Type.Object({
  ...ListQuerySchema.properties,
  packageId: Type.Optional(
    Type.String({ maxLength: 64, description: "Only this package's availability" }),
  ),
});
export type AvailabilityListQuery = Static<typeof AvailabilityListQuery>;

export const Availability = Type.Object({
  _id: Type.String(),
  packageId: Type.String(),
  packageTitle: Type.String(),
  packageTimeSlot: Type.Integer({
    description: "The package's time slot type: 1 = single, 2 = multiple",
  }),
  date: Type.String({ description: 'Same as startDate' }),
  startDate: Type.String(),
  endDate: Type.String(),
  inventory: Type.Integer(),
  multiTimeSlot: Type.Array(TimeSlotPick),
  ...Timestamps,
});
export type Availability = Static<typeof Availability>;

export const DayLookupQuery = Type.Object({
  startDate: Type.Optional(
    DateInput('The day to look up: ISO timestamp (its day in Japan) or YYYY-MM-DD'),
  ),
});
export type DayLookupQuery = Static<typeof DayLookupQuery>;

const SeasonOfDay = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  timeSlot: Type.Array(
    Type.Object({ id: Type.String(), startTime: Type.String(), endTime: Type.String() }),
  ),
});

/** One active package on the looked-up day. */
export const PackageDay = Type.Object({
  packageId: Type.String(),
  packageTitle: Type.String(),
  timeSlot: Type.Integer({ description: '1 = single, 2 = multiple' }),
  inventory: Type.Integer({ description: "The package's own inventory per slot" }),
  date: Type.String({ description: 'The day looked up, YYYY-MM-DD' }),
  isHoliday: Type.Boolean({ description: 'The package has a holiday on this day' }),
  season: Type.Union([SeasonOfDay, Type.Null()], {
    description:
      "The season of the day: the package's priced season covering it, else any active season covering it",
  }),
  availability: Type.Array(
    Type.Object({
      _id: Type.String(),
      startDate: Type.String(),
      endDate: Type.String(),
      inventory: Type.Integer(),
      multiTimeSlot: Type.Array(TimeSlotPick, {
        description: 'The selected slots of this day only',
      }),
    }),
  ),
});
export type PackageDay = Static<typeof PackageDay>;
