import type { DayAvailability, PackageDay, SeasonOfDay } from '../__generated__/resolvers-types.js';
import { timeSlotTypeCodec } from '../packages/enums.js';
import { code, date, id, int, mapped, text } from '../rest/codecs.js';
import { readingOf, wholeTable } from '../rest/table.js';
import { seasonRows } from '../seasons/table.js';
import { availabilityRows } from './table.js';

/*
 * GET /availability/package/season: for each package bookable on a day, its day, season and
 * availabilities, each read whole (an odd field fails the package's entry). The season and the
 * availabilities are records of the season's and the availability's shapes: read by their rows.
 */

/** The day's season: a season record, read as the season's table reads it. */
export const seasonOfDayTable = wholeTable<SeasonOfDay>(
  { what: 'packageDay.season', type: 'SeasonOfDay' },
  readingOf(seasonRows, ['id', 'title', 'startDate', 'endDate', 'timeSlots']),
);

/** An availability over the day: an availability record, read as its table reads it. */
export const dayAvailabilityTable = wholeTable<DayAvailability>(
  { what: 'packageDay.availability', type: 'DayAvailability' },
  readingOf(availabilityRows, ['id', 'startDate', 'endDate', 'inventory', 'slots']),
);

/** Only a JSON true is a holiday: anything else, odd or absent, is none. */
const onlyTrue = mapped<boolean>((r, k) => r.raw[k] === true);

/** One package's entry of the day look-up; `package` is loaded by `packageId`. */
export const packageDayTable = wholeTable<PackageDay, object, 'package'>(
  { what: 'packageDay', type: 'PackageDay', answered: ['package'] },
  {
    packageId: { rest: 'packageId', codec: id },
    packageTitle: { rest: 'packageTitle', codec: text },
    timeSlotType: { rest: 'timeSlot', codec: code(timeSlotTypeCodec) },
    inventory: { rest: 'inventory', codec: int },
    date: { rest: 'date', codec: date },
    isHoliday: { rest: 'isHoliday', codec: onlyTrue },
    season: {
      rest: 'season',
      codec: mapped((r, k) => {
        const season = r.optRec(k);
        return season ? seasonOfDayTable.readWhole(season) : null;
      }),
    },
    availability: {
      rest: 'availability',
      codec: mapped((r, k) => r.recs(k).map(dayAvailabilityTable.readWhole)),
    },
  },
);
