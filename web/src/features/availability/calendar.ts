import { dayjs } from '../../i18n/format';

/** One chosen (day, slot) pair, as the form keeps it. */
export interface SlotPick {
  date: string;
  slotIndex: number;
  startTime: string;
  endTime: string;
}

export interface CalendarSeason {
  id: string;
  status: string;
  startDate: string;
  endDate: string;
  timeSlots: { id: string; startTime: string; endTime: string }[];
}

/** The grid shows at most this many days (a quarter); longer ranges are refused on the grid. */
export const MAX_GRID_DAYS = 93;

const ISO = 'YYYY-MM-DD';

/** Every day from start to end, inclusive; [] when either is missing or out of order. */
export function daysBetween(start: string, end: string): string[] {
  if (!start || !end || end < start) return [];
  const out: string[] = [];
  for (let d = dayjs(start); d.format(ISO) <= end; d = d.add(1, 'day')) out.push(d.format(ISO));
  return out;
}

/** The months (`YYYY-MM`) a range touches. */
export function monthsBetween(start: string, end: string): string[] {
  if (!start || !end || end < start) return [];
  const out: string[] = [];
  for (
    let m = dayjs(start).startOf('month');
    m.format('YYYY-MM') <= end.slice(0, 7);
    m = m.add(1, 'month')
  ) {
    out.push(m.format('YYYY-MM'));
  }
  return out;
}

/** The weeks (Sunday first) of a month as rows of 7 dates; days of other months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = dayjs(`${month}-01`);
  const days = first.daysInMonth();
  const cells: (string | null)[] = Array.from({ length: first.day() }, () => null);
  for (let i = 0; i < days; i++) cells.push(first.add(i, 'day').format(ISO));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The season whose time slots a day has for a package, as the server decides it: the package's
 * priced season covering the day, else any active season covering it.
 */
export function seasonOfDay<S extends CalendarSeason>(
  date: string,
  seasons: readonly S[],
  pricedSeasonIds: ReadonlySet<string>,
): S | undefined {
  const covering = seasons.filter((s) => s.startDate <= date && date <= s.endDate);
  return (
    covering.find((s) => pricedSeasonIds.has(s.id)) ?? covering.find((s) => s.status === 'ACTIVE')
  );
}

export const pickKey = (date: string, slotIndex: number) => `${date}#${slotIndex}`;

const byDateAndSlot = (a: SlotPick, b: SlotPick) =>
  a.date === b.date ? a.slotIndex - b.slotIndex : a.date < b.date ? -1 : 1;

/** Choosing a (day, slot) adds it; choosing it again removes it. */
export function togglePick(picks: readonly SlotPick[], pick: SlotPick): SlotPick[] {
  const key = pickKey(pick.date, pick.slotIndex);
  const without = picks.filter((p) => pickKey(p.date, p.slotIndex) !== key);
  return without.length < picks.length ? without : [...picks, pick].sort(byDateAndSlot);
}

/** Picks every slot of a day, or (when all are picked already) none of them. */
export function toggleDay(picks: readonly SlotPick[], dayPicks: SlotPick[]): SlotPick[] {
  const keys = new Set(picks.map((p) => pickKey(p.date, p.slotIndex)));
  const allIn = dayPicks.every((p) => keys.has(pickKey(p.date, p.slotIndex)));
  const date = dayPicks[0]?.date;
  const others = picks.filter((p) => p.date !== date);
  return allIn ? others : [...others, ...dayPicks].sort(byDateAndSlot);
}

/** Only the picks inside the range (the server refuses the others). */
export const picksWithin = (picks: readonly SlotPick[], start: string, end: string) =>
  picks.filter((p) => p.date >= start && p.date <= end);
