import type { Holiday, HolidayInput, HolidaySortField } from '../__generated__/resolvers-types.js';
import { date, id, omitNull, optDateTime, text } from '../rest/codecs.js';
import { table } from '../rest/table.js';

/**
 * Holidays: the REST holiday record, field by field. An update writes only the fields it has
 * (null leaves the stored value); `package` is resolved from `packageId` by the loader.
 */
export const holidayTable = table<Holiday, HolidayInput, HolidaySortField, 'package' | 'history'>(
  {
    what: 'holiday',
    type: 'Holiday',
    input: 'HolidayInput',
    sort: 'HolidaySortField',
    answered: ['package', 'history'],
  },
  {
    id: { rest: '_id', codec: id },
    title: { rest: 'title', codec: omitNull(text), required: true, writable: true, sortable: true },
    packageId: { rest: 'packageId', codec: omitNull(id), required: true, writable: true },
    packageTitle: { rest: 'packageTitle', codec: text, required: true, sortable: true },
    date: {
      rest: 'startDate',
      codec: omitNull(date),
      required: true,
      writable: true,
      sortable: true,
    },
    createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
    updatedAt: { rest: 'updatedAt', codec: optDateTime },
  },
);
