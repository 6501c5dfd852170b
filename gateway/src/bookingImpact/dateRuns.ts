const DAY_MS = 86_400_000;

/** The day after a `YYYY-MM-DD` day. */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Every day from `start` to `end`, both included (none when `end` is before `start`). */
export function* daysOf(start: string, end: string): Generator<string> {
  for (let day = start; day <= end; day = nextDay(day)) yield day;
}

export interface DateRun {
  startDate: string;
  endDate: string;
}

/** Days in order as runs of consecutive days. */
export function runsOf(days: readonly string[]): DateRun[] {
  const runs: DateRun[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && nextDay(last.endDate) === day) last.endDate = day;
    else runs.push({ startDate: day, endDate: day });
  }
  return runs;
}
