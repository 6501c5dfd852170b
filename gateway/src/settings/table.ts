import type { SiteSettings, SiteSettingsInput } from '../__generated__/resolvers-types.js';
import { mapped, optDateTime, optId, trimmedOrNull } from '../rest/codecs.js';
import { table } from '../rest/table.js';

/** A whole number the settings always have; written as 0 when the input has none. */
const count = mapped<number>(
  (r, k) => r.int(k),
  (v) => v ?? 0,
);

/** Site settings: the REST settings record (one per site), field by field. */
export const settingsTable = table<SiteSettings, SiteSettingsInput, never, 'history'>(
  { what: 'settings', type: 'SiteSettings', input: 'SiteSettingsInput', answered: ['history'] },
  {
    id: { rest: '_id', codec: optId },
    picnicPrice: { rest: 'picnicPrice', codec: count, writable: true },
    minPicnicPeople: { rest: 'minPicnicPeople', codec: count, writable: true },
    maxPicnicPeople: { rest: 'maxPicnicPeople', codec: count, writable: true },
    homePageTime1: { rest: 'homePageTime1', codec: trimmedOrNull, writable: true },
    homePageTime2: { rest: 'homePageTime2', codec: trimmedOrNull, writable: true },
    homePageTime3: { rest: 'homePageTime3', codec: trimmedOrNull, writable: true },
    homePageTime4: { rest: 'homePageTime4', codec: trimmedOrNull, writable: true },
    createdAt: { rest: 'createdAt', codec: optDateTime },
    updatedAt: { rest: 'updatedAt', codec: optDateTime },
  },
);
