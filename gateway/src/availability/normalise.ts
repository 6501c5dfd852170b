import type { DayAvailability, SeasonOfDay } from '../__generated__/resolvers-types.js';
import type { PackageDayModel } from '../models.js';
import { timeSlotTypeCodec } from '../packages/enums.js';
import { record, type Rec } from '../rest/read.js';
import { seasonTimeSlots } from '../seasons/table.js';
import { toSlot } from './table.js';

function toSeasonOfDay(r: Rec): SeasonOfDay {
  return {
    id: r.id(),
    title: r.str('title'),
    startDate: r.date('startDate'),
    endDate: r.date('endDate'),
    timeSlots: seasonTimeSlots.read(r, 'timeSlot'),
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
