import { DomainCode } from '../http/codes.js';
import { assertValid, domainError } from '../http/errors.js';
import type { TimeSlot } from './schemas.js';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** docs/product.md §5 plus the season's own consistency rules. Throws on the first broken rule group. */
export function checkSeason(input: {
  title: string;
  startDate: string;
  endDate: string;
  timeSlot?: TimeSlot[] | undefined;
}): void {
  assertValid([!input.title.trim() && { field: 'title', message: 'please enter title' }]);
  if (input.endDate.slice(0, 10) < input.startDate.slice(0, 10)) {
    throw domainError(
      DomainCode.SEASON_DATES_INVALID,
      'The season must end on or after its start date',
    );
  }
  const slots = (input.timeSlot ?? []).map((s, index) => ({
    index,
    start: minutes(s.startTime),
    end: minutes(s.endTime),
  }));
  for (const slot of slots) {
    if (slot.end <= slot.start) {
      throw domainError(
        DomainCode.SEASON_SLOT_INVALID,
        `Time slot ${slot.index + 1} must end after it starts`,
      );
    }
  }
  const sorted = [...slots].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (cur.start < prev.end) {
      throw domainError(
        DomainCode.SEASON_SLOTS_OVERLAP,
        `Time slots ${prev.index + 1} and ${cur.index + 1} overlap`,
      );
    }
  }
}
