import type {
  Availability,
  AvailabilityInput,
  AvailabilitySlot,
  AvailabilitySlotInput,
  AvailabilitySortField,
} from '../__generated__/resolvers-types.js';
import { timeSlotTypeCodec } from '../packages/enums.js';
import { code, date, id, int, mapped, omitNull, optDateTime, text } from '../rest/codecs.js';
import type { Rec } from '../rest/read.js';
import { table, type Rows } from '../rest/table.js';

/** One selected (day, slot) of a REST `multiTimeSlot` list (also a day look-up's). */
export function toSlot(r: Rec): AvailabilitySlot {
  return {
    slotIndex: r.int('timeSlotIndex'),
    date: r.date('date'),
    startTime: r.optStr('startTime') || null,
    endTime: r.optStr('endTime') || null,
    label: r.optStr('timeSlot') || null,
    position: r.optInt('index'),
  };
}

const slots = mapped<AvailabilitySlot[], AvailabilitySlotInput[]>(
  (r, k) => r.recs(k).map(toSlot),
  (list) =>
    list?.map((s) => ({
      timeSlotIndex: s.slotIndex,
      date: s.date,
      ...(s.startTime ? { startTime: s.startTime } : {}),
      ...(s.endTime ? { endTime: s.endTime } : {}),
      ...(s.label != null ? { timeSlot: s.label } : {}),
      ...(s.position != null ? { index: s.position } : {}),
    })),
);

type Answered = 'package' | 'history';

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
  slots: {
    rest: 'multiTimeSlot',
    codec: slots,
    required: true,
    writable: true,
    partErrors: {
      'multiTimeSlot.*.timeSlotIndex': 'slots.*.slotIndex',
      'multiTimeSlot.*.timeSlot': 'slots.*.label',
      'multiTimeSlot.*.index': 'slots.*.position',
    },
  },
  // The same list, counted without reading its pairs (a list row shows the count).
  slotCount: { rest: 'multiTimeSlot', codec: mapped((r, k) => r.recCount(k)) },
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
