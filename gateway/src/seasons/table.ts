import type {
  Season,
  SeasonInput,
  SeasonSortField,
  TimeSlot,
  TimeSlotInput,
} from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import { code, date, id, mapped, optDateTime, str } from '../rest/codecs.js';
import { table, type Rows } from '../rest/table.js';

/** A season's time slots: read as records, written back with their ids (a new one has none). */
const timeSlots = mapped<TimeSlot[], TimeSlotInput[]>(
  (r, k) =>
    r
      .recs(k)
      .map((s) => ({ id: s.id('id'), startTime: s.str('startTime'), endTime: s.str('endTime') })),
  (slots) =>
    (slots ?? []).map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      startTime: s.startTime,
      endTime: s.endTime,
    })),
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
  timeSlots: { rest: 'timeSlot', codec: timeSlots, required: true, writable: true },
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
