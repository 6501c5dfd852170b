import { assertValid } from '../http/errors.js';
import { calendarDate } from '../availability/dates.js';
import type { HolidayCreateBody } from './schemas.js';

export interface HolidayWrite {
  title: string;
  packageId: string;
  date: string;
}

/**
 * docs/product.md §5, "holiday", in order; then the day must be a real calendar day. An update is
 * checked the same way.
 */
export function checkHolidayCreate(body: HolidayCreateBody): HolidayWrite {
  const packageId = body.packageId?.trim() ?? '';
  const startDate = body.startDate?.trim() ?? '';
  assertValid([
    !packageId && { field: 'packageId', message: 'please select package' },
    !startDate && { field: 'startDate', message: 'please select date' },
  ]);
  const date = calendarDate(startDate);
  assertValid([!date && { field: 'startDate', message: 'startDate is not a valid date' }]);
  return { title: body.title?.trim() ?? '', packageId, date: date! };
}
