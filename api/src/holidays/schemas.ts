import { Type, type Static } from '@sinclair/typebox';
import { Timestamps } from '../http/common-schemas.js';
import { CheckedUpdatedAt, DateInput } from '../availability/dates.js';

const HolidayFields = {
  title: Type.Optional(
    Type.String({ maxLength: 200, description: 'What the holiday is, e.g. 定休日' }),
  ),
  packageId: Type.Optional(
    Type.String({ maxLength: 64, description: 'The package closed on that day' }),
  ),
  startDate: Type.Optional(
    DateInput('The day, YYYY-MM-DD (an ISO timestamp means its day in Japan)'),
  ),
};

export const HolidayCreateBody = Type.Object(HolidayFields);
export type HolidayCreateBody = Static<typeof HolidayCreateBody>;

/** Update: the same fields and rules as create, plus the holiday's id and the updatedAt read. */
export const HolidayUpdateBody = Type.Object({
  _id: Type.String({ minLength: 1, maxLength: 64, description: 'The holiday to change' }),
  ...HolidayFields,
  updatedAt: CheckedUpdatedAt,
});
export type HolidayUpdateBody = Static<typeof HolidayUpdateBody>;

export const Holiday = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  packageId: Type.String(),
  packageTitle: Type.String(),
  startDate: Type.String({ description: 'The day, YYYY-MM-DD' }),
  ...Timestamps,
});
export type Holiday = Static<typeof Holiday>;
