import type {
  Season,
  SeasonInput,
  SeasonSortField,
  TimeSlot,
  TimeSlotInput,
} from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import { childRecords } from '../rest/child-records.js';
import { code, date, entryId, id, optDateTime, str } from '../rest/codecs.js';
import { table, wholeTable, type Rows } from '../rest/table.js';

/** A time slot of a season: an element of the season's `timeSlot` list, read whole. */
export const timeSlotTable = wholeTable<TimeSlot, TimeSlotInput>(
  { what: 'season.timeSlot', type: 'TimeSlot', input: 'TimeSlotInput' },
  {
    id: { rest: 'id', codec: entryId, writable: true },
    startTime: { rest: 'startTime', codec: str, writable: true },
    endTime: { rest: 'endTime', codec: str, writable: true },
  },
);

/** How each season field is read from the REST season record (a day look-up reads a few). */
export const seasonRows: Rows<Season, SeasonInput, 'history'> = {
  id: { rest: '_id', codec: id },
  title: { rest: 'title', codec: str, required: true, writable: true, sortable: true },
  status: {
    rest: 'isActive',
    codec: code(statusCodec, 'ACTIVE'),
    required: true,
    writable: true,
    sortable: true,
  },
  startDate: { rest: 'startDate', codec: date, required: true, writable: true, sortable: true },
  endDate: { rest: 'endDate', codec: date, required: true, writable: true, sortable: true },
  // A season always sends its slots: none given is [].
  timeSlots: {
    rest: 'timeSlot',
    codec: childRecords(timeSlotTable, { unsentAsEmpty: true }),
    required: true,
    writable: true,
    elementErrors: timeSlotTable.fieldErrors,
  },
  createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
  updatedAt: { rest: 'updatedAt', codec: optDateTime },
};

/** Seasons: the REST season record, field by field. */
export const seasonTable = table<Season, SeasonInput, SeasonSortField, 'history'>(
  {
    what: 'season',
    type: 'Season',
    input: 'SeasonInput',
    sort: 'SeasonSortField',
    answered: ['history'],
  },
  seasonRows,
);
