import type { HolidayInput } from '../__generated__/resolvers-types.js';
import type { HolidayModel } from '../models.js';
import type { FieldMap } from '../rest/errors.js';
import { record } from '../rest/read.js';

export function toHoliday(raw: unknown): HolidayModel {
  const r = record(raw, 'holiday');
  return {
    id: r.id(),
    title: r.text('title'),
    packageId: r.id('packageId'),
    packageTitle: r.text('packageTitle'),
    date: r.date('startDate'),
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

export function holidayBody(input: HolidayInput): Record<string, unknown> {
  return {
    ...(input.title != null ? { title: input.title } : {}),
    ...(input.packageId != null ? { packageId: input.packageId } : {}),
    ...(input.date != null ? { startDate: input.date } : {}),
  };
}

export const holidayFields: FieldMap = { startDate: 'date' };
