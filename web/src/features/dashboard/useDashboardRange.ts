import { useListFilters } from '../../components/list/useListFilters';
import { rangeOf } from '../../components/date/rangeOf';
import { shiftDay, todayInJapan as today } from '../../components/date/businessDay';
import { dayjs } from '../../i18n/format';
import { useCommittedRange } from './useCommittedRange';

/**
 * Quick ranges offered beside the date inputs, in Japan's days: the past ones end today; 今月 is the
 * whole month, its visits still to come included (a month's bookings, not only those gone by).
 */
export const PRESETS = {
  today: () => ({ from: today(), to: today() }),
  week: () => ({ from: shiftDay(today(), -6), to: today() }),
  month: () => ({
    from: `${today().slice(0, 7)}-01`,
    to: dayjs(today()).endOf('month').format('YYYY-MM-DD'),
  }),
  days30: () => ({ from: shiftDay(today(), -29), to: today() }),
} as const;

export type Preset = keyof typeof PRESETS;

/**
 * The dashboard's visit-day range, in the URL as `from` and `to`; both default to today
 * (docs/product.md §9). `range` is null when the end is before the start.
 */
export function useDashboardRange() {
  // A new range also drops the months chosen in the monthly search, which then follows it.
  const filters = useListFilters(['from', 'to', 'mfrom', 'mto'] as const);
  const from = filters.values.from || today();
  const to = filters.values.to || today();
  const asked = rangeOf(from, to);
  // What the queries ask for: the range once the screen shows it (see useCommittedRange).
  const range = useCommittedRange(
    asked === null ? null : (asked ?? { startDate: today(), endDate: today() }),
  );
  const preset = (Object.keys(PRESETS) as Preset[]).find((p) => {
    const r = PRESETS[p]();
    return r.from === from && r.to === to;
  });
  return {
    from,
    to,
    range,
    preset,
    set: (patch: { from?: string; to?: string }) => filters.set({ ...patch, mfrom: '', mto: '' }),
    choose: (p: Preset) => filters.set({ ...PRESETS[p](), mfrom: '', mto: '' }),
  };
}

/** The range as a dashboard screen holds it (the bar's inputs and what the queries ask for). */
export type DashboardRange = ReturnType<typeof useDashboardRange>;
