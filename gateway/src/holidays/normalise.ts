import type { HolidayInput } from '../__generated__/resolvers-types.js';
import type { HolidayModel } from '../models.js';
import type { FieldMap } from '../rest/errors.js';
import { modelOf } from '../rest/model.js';

export const toHoliday = modelOf<HolidayModel>(
  'holiday',
  {
    id: (r) => r.id(),
    title: (r) => r.text('title'),
    packageId: (r) => r.id('packageId'),
    packageTitle: (r) => r.text('packageTitle'),
    date: (r) => r.date('startDate'),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  ['title', 'packageId', 'packageTitle', 'date'],
);

export function holidayBody(input: HolidayInput): Record<string, unknown> {
  return {
    ...(input.title != null ? { title: input.title } : {}),
    ...(input.packageId != null ? { packageId: input.packageId } : {}),
    ...(input.date != null ? { startDate: input.date } : {}),
  };
}

export const holidayFields: FieldMap = { startDate: 'date' };
