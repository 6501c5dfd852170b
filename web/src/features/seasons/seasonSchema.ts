import { array, boolean, object, string } from 'yup';
import type { SeasonFieldsFragment, SeasonInput } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

export interface TimeSlotValues {
  /** Id of a saved slot (kept stable across edits); empty for a new one. */
  id: string;
  /** Stable React key, also for new slots. */
  key: string;
  startTime: string;
  endTime: string;
}

export interface SeasonValues {
  title: string;
  active: boolean;
  startDate: string;
  endDate: string;
  timeSlots: TimeSlotValues[];
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const isTime = (v: string | undefined): v is string => !!v && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** Index (1-based) of an earlier slot that overlaps slot `index`, if any. */
export function overlappingSlot(slots: TimeSlotValues[], index: number): number | null {
  const me = slots[index];
  if (!me || !isTime(me.startTime) || !isTime(me.endTime)) return null;
  const [s, e] = [minutes(me.startTime), minutes(me.endTime)];
  if (e <= s) return null;
  for (let i = 0; i < slots.length; i++) {
    const other = slots[i]!;
    if (i === index || !isTime(other.startTime) || !isTime(other.endTime)) continue;
    const [os, oe] = [minutes(other.startTime), minutes(other.endTime)];
    if (oe <= os) continue;
    if (s < oe && os < e && i < index) return i + 1;
  }
  return null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeSlot = object({
  startTime: string().required(ja.validation.timeRequired).matches(TIME, ja.validation.timeFormat),
  endTime: string()
    .required(ja.validation.timeRequired)
    .matches(TIME, ja.validation.timeFormat)
    .test('after-start', ja.validation.slotEndAfterStart, function (end) {
      const start = this.parent.startTime as string | undefined;
      return !isTime(start) || !isTime(end) || minutes(end) > minutes(start);
    }),
});

/**
 * docs/product.md §5 ("please enter title") first, then the season's own rules, which the server
 * checks too: dates present and in order, slots ending after they start and not overlapping.
 */
export const seasonSchema = object({
  title: string().trim().required(ja.validation.enterTitle),
  active: boolean(),
  startDate: string().required(ja.validation.startDateRequired),
  endDate: string()
    .required(ja.validation.endDateRequired)
    .test('on-or-after-start', ja.validation.endBeforeStart, function (end) {
      const start = this.parent.startDate as string | undefined;
      return !start || !end || end >= start;
    }),
  timeSlots: array()
    .of(timeSlot)
    .test('no-overlap', function (slots) {
      const list = (slots ?? []) as TimeSlotValues[];
      for (let i = 0; i < list.length; i++) {
        const other = overlappingSlot(list, i);
        if (other !== null) {
          return this.createError({
            path: `timeSlots[${i}].startTime`,
            message: ja.validation.slotOverlap(other),
          });
        }
      }
      return true;
    }),
});

let keySeq = 0;
export const newSlotKey = () => `slot-${++keySeq}`;

export const emptySeason = (): SeasonValues => ({
  title: '',
  active: true,
  startDate: '',
  endDate: '',
  timeSlots: [],
});

export function seasonToValues(season: SeasonFieldsFragment): SeasonValues {
  return {
    title: season.title,
    active: season.status === 'ACTIVE',
    startDate: season.startDate,
    endDate: season.endDate,
    timeSlots: season.timeSlots.map((s) => ({
      id: s.id,
      key: s.id,
      startTime: s.startTime,
      endTime: s.endTime,
    })),
  };
}

export function valuesToInput(values: SeasonValues): SeasonInput {
  return {
    title: values.title.trim(),
    status: values.active ? 'ACTIVE' : 'INACTIVE',
    startDate: values.startDate,
    endDate: values.endDate,
    timeSlots: values.timeSlots.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      startTime: s.startTime,
      endTime: s.endTime,
    })),
  };
}
