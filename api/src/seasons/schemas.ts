import { Type, type Static } from '@sinclair/typebox';
import {
  ActiveStatus,
  DateString,
  TimeString,
  Timestamps,
  UpdatedAt,
} from '../http/common-schemas.js';

export const TimeSlot = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  startTime: TimeString('Start, HH:mm'),
  endTime: TimeString('End, HH:mm; after the start'),
});
export type TimeSlot = Static<typeof TimeSlot>;

const SeasonFields = {
  title: Type.String({ maxLength: 200 }),
  isActive: Type.Optional(ActiveStatus),
  startDate: DateString('First day of the season'),
  endDate: DateString('Last day of the season'),
  timeSlot: Type.Optional(Type.Array(TimeSlot, { maxItems: 48 })),
};

export const SeasonAddBody = Type.Object(SeasonFields);
export type SeasonAddBody = Static<typeof SeasonAddBody>;

export const SeasonUpdateBody = Type.Object({
  _id: Type.String({ minLength: 1, maxLength: 64 }),
  ...SeasonFields,
  updatedAt: UpdatedAt,
});
export type SeasonUpdateBody = Static<typeof SeasonUpdateBody>;

export const Season = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  isActive: Type.Integer(),
  startDate: Type.String(),
  endDate: Type.String(),
  timeSlot: Type.Array(
    Type.Object({ id: Type.String(), startTime: Type.String(), endTime: Type.String() }),
  ),
  ...Timestamps,
});
export type Season = Static<typeof Season>;
