import type { Season, SeasonInput, TimeSlot } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import type { FieldMap } from '../rest/errors.js';
import { modelOf } from '../rest/model.js';

/** REST season record → Season. */
export const toSeason = modelOf<Season>(
  'season',
  {
    id: (r) => r.id(),
    title: (r) => r.str('title'),
    status: (r) => r.code(statusCodec, 'isActive'),
    startDate: (r) => r.date('startDate'),
    endDate: (r) => r.date('endDate'),
    timeSlots: (r) =>
      r.recs('timeSlot').map((s): TimeSlot => ({
        id: s.id('id'),
        startTime: s.str('startTime'),
        endTime: s.str('endTime'),
      })),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  ['title', 'status', 'startDate', 'endDate', 'timeSlots'],
);

/** SeasonInput → the REST add/update body. */
export function seasonBody(input: SeasonInput) {
  return {
    title: input.title,
    isActive: statusCodec.toRest(input.status ?? 'ACTIVE'),
    startDate: input.startDate,
    endDate: input.endDate,
    timeSlot: (input.timeSlots ?? []).map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      startTime: s.startTime,
      endTime: s.endTime,
    })),
  };
}

/** REST field names of seasons → SeasonInput field names. */
export const seasonFields: FieldMap = { isActive: 'status', timeSlot: 'timeSlots' };
