import type {
  Availability,
  AvailabilityInput,
  AvailabilitySlot,
  AvailabilitySlotInput,
  AvailabilitySortField,
} from '../__generated__/resolvers-types.js';
import { timeSlotTypeCodec } from '../packages/enums.js';
import { childRecords } from '../rest/child-records.js';
import {
  blankNull,
  code,
  date,
  id,
  int,
  mapped,
  omitNull,
  optDateTime,
  optInt,
  text,
} from '../rest/codecs.js';
import { table, wholeTable, type Column, type Rows } from '../rest/table.js';

/** A time sent only when it has one ("" and none are left out). */
const timeWhenSet = mapped<string | null>(blankNull.read, (v) => v || undefined);

/**
 * One selected (day, slot) of a REST `multiTimeSlot` list (also a day look-up's), read whole; a
 * write sends its index and day, and what else it has.
 */
export const availabilitySlotTable = wholeTable<AvailabilitySlot, AvailabilitySlotInput>(
  { what: 'availability.multiTimeSlot', type: 'AvailabilitySlot', input: 'AvailabilitySlotInput' },
  {
    slotIndex: { rest: 'timeSlotIndex', codec: int, writable: true },
    date: { rest: 'date', codec: date, writable: true },
    startTime: { rest: 'startTime', codec: timeWhenSet, writable: true },
    endTime: { rest: 'endTime', codec: timeWhenSet, writable: true },
    label: { rest: 'timeSlot', codec: omitNull(blankNull), writable: true },
    position: { rest: 'index', codec: omitNull(optInt), writable: true },
  },
);

type Answered = 'package' | 'history';

/** The selected (day, slot) pairs, read as slots; a list row counts them (`slotCount`). */
const selectedSlots = {
  rest: 'multiTimeSlot',
  codec: childRecords(availabilitySlotTable),
  required: true,
  writable: true,
  elementErrors: availabilitySlotTable.fieldErrors,
} satisfies Column<AvailabilitySlot[], AvailabilitySlotInput[]>;

/** How each availability field is read and written (a day look-up reads a few). */
export const availabilityRows: Rows<Availability, AvailabilityInput, Answered> = {
  id: { rest: '_id', codec: id },
  packageId: { rest: 'packageId', codec: omitNull(id), required: true, writable: true },
  packageTitle: { rest: 'packageTitle', codec: text, required: true, sortable: true },
  packageTimeSlotType: {
    rest: 'packageTimeSlot',
    codec: code(timeSlotTypeCodec),
    required: true,
  },
  startDate: {
    rest: 'startDate',
    codec: omitNull(date),
    required: true,
    writable: true,
    sortable: true,
  },
  endDate: {
    rest: 'endDate',
    codec: omitNull(date),
    required: true,
    writable: true,
    sortable: true,
  },
  inventory: {
    rest: 'inventory',
    codec: omitNull(int),
    required: true,
    writable: true,
    sortable: true,
  },
  slots: selectedSlots,
  // The same list, counted without reading its pairs (a list row shows the count).
  slotCount: { rest: selectedSlots.rest, codec: mapped((r, k) => r.recCount(k)) },
  createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
  updatedAt: { rest: 'updatedAt', codec: optDateTime },
};

/**
 * Availability periods: the REST availability record, field by field. A write sends only the
 * fields it has; `package` is resolved from `packageId` by the loader.
 */
export const availabilityTable = table<
  Availability,
  AvailabilityInput,
  AvailabilitySortField,
  Answered
>(
  {
    what: 'availability',
    type: 'Availability',
    input: 'AvailabilityInput',
    sort: 'AvailabilitySortField',
    answered: ['package', 'history'],
  },
  availabilityRows,
);
