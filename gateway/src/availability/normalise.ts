import type {
  AvailabilityInput,
  AvailabilitySlot,
  DayAvailability,
  SeasonOfDay,
} from '../__generated__/resolvers-types.js';
import type { AvailabilityModel, PackageDayModel } from '../models.js';
import { timeSlotTypeCodec } from '../packages/enums.js';
import type { FieldMap } from '../rest/errors.js';
import { modelOf } from '../rest/model.js';
import { record, type Rec } from '../rest/read.js';

function toSlot(r: Rec): AvailabilitySlot {
  return {
    slotIndex: r.int('timeSlotIndex'),
    date: r.date('date'),
    startTime: r.optStr('startTime') || null,
    endTime: r.optStr('endTime') || null,
    label: r.optStr('timeSlot') || null,
    position: r.optInt('index'),
  };
}

/** REST availability → AvailabilityModel. */
export const toAvailability = modelOf<AvailabilityModel>(
  'availability',
  {
    id: (r) => r.id(),
    packageId: (r) => r.id('packageId'),
    packageTitle: (r) => r.text('packageTitle'),
    packageTimeSlotType: (r) => r.code(timeSlotTypeCodec, 'packageTimeSlot'),
    startDate: (r) => r.date('startDate'),
    endDate: (r) => r.date('endDate'),
    inventory: (r) => r.int('inventory'),
    slots: (r) => r.recs('multiTimeSlot').map(toSlot),
    slotCount: (r) => r.recCount('multiTimeSlot'),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  [
    'packageId',
    'packageTitle',
    'packageTimeSlotType',
    'startDate',
    'endDate',
    'inventory',
    'slots',
  ],
);

function toSeasonOfDay(r: Rec): SeasonOfDay {
  return {
    id: r.id(),
    title: r.str('title'),
    startDate: r.date('startDate'),
    endDate: r.date('endDate'),
    timeSlots: r
      .recs('timeSlot')
      .map((s) => ({ id: s.id('id'), startTime: s.str('startTime'), endTime: s.str('endTime') })),
  };
}

function toDayAvailability(r: Rec): DayAvailability {
  return {
    id: r.id(),
    startDate: r.date('startDate'),
    endDate: r.date('endDate'),
    inventory: r.int('inventory'),
    slots: r.recs('multiTimeSlot').map(toSlot),
  };
}

/** One entry of the day look-up → PackageDayModel. */
export function toPackageDay(raw: unknown): PackageDayModel {
  const r = record(raw, 'packageDay');
  const season = r.optRec('season');
  return {
    packageId: r.id('packageId'),
    packageTitle: r.text('packageTitle'),
    timeSlotType: r.code(timeSlotTypeCodec, 'timeSlot'),
    inventory: r.int('inventory'),
    date: r.date('date'),
    isHoliday: r.raw.isHoliday === true,
    season: season ? toSeasonOfDay(season) : null,
    availability: r.recs('availability').map(toDayAvailability),
  };
}

/** AvailabilityInput → the REST body; fields left out are left out. */
export function availabilityBody(input: AvailabilityInput): Record<string, unknown> {
  return {
    ...(input.packageId != null ? { packageId: input.packageId } : {}),
    ...(input.startDate != null ? { startDate: input.startDate } : {}),
    ...(input.endDate != null ? { endDate: input.endDate } : {}),
    ...(input.inventory != null ? { inventory: input.inventory } : {}),
    ...(input.slots
      ? {
          multiTimeSlot: input.slots.map((s) => ({
            timeSlotIndex: s.slotIndex,
            date: s.date,
            ...(s.startTime ? { startTime: s.startTime } : {}),
            ...(s.endTime ? { endTime: s.endTime } : {}),
            ...(s.label != null ? { timeSlot: s.label } : {}),
            ...(s.position != null ? { index: s.position } : {}),
          })),
        }
      : {}),
  };
}

export const availabilityFields: FieldMap = {
  multiTimeSlot: 'slots',
  'multiTimeSlot.*.timeSlotIndex': 'slots.*.slotIndex',
  'multiTimeSlot.*.timeSlot': 'slots.*.label',
  'multiTimeSlot.*.index': 'slots.*.position',
};
