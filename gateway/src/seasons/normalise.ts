import type { Season, SeasonInput, TimeSlot } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import type { FieldMap } from '../rest/errors.js';
import { record } from '../rest/read.js';

/** REST season record → Season. */
export function toSeason(raw: unknown): Season {
  const r = record(raw, 'season');
  return {
    id: r.id(),
    title: r.str('title'),
    status: statusCodec.fromRest(r.raw.isActive, 'season.isActive'),
    startDate: r.date('startDate'),
    endDate: r.date('endDate'),
    timeSlots: r.recs('timeSlot').map((s): TimeSlot => ({
      id: s.id('id'),
      startTime: s.str('startTime'),
      endTime: s.str('endTime'),
    })),
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

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
