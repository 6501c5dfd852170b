import type { SeasonOverlapQuery } from '../../__generated__/graphql';
import { dayjs } from '../../i18n/format';
import { ja } from '../../i18n/ja';

const t = ja.seasons.overlap;

type Impact = NonNullable<SeasonOverlapQuery['bookingImpact']>;
interface Range {
  startDate: string;
  endDate: string;
}

const slash = (day: string) => day.replaceAll('-', '/');

/** `2027/02/01〜03/31` (the year once within one year), `2027/02/01` for one day. */
export function periodText({ startDate, endDate }: Range): string {
  if (startDate === endDate) return slash(startDate);
  const end = startDate.slice(0, 4) === endDate.slice(0, 4) ? endDate.slice(5) : endDate;
  return `${slash(startDate)}〜${slash(end)}`;
}

const shift = (day: string, days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');

function intersect(a: Range, b: Range): Range | null {
  const startDate = a.startDate > b.startDate ? a.startDate : b.startDate;
  const endDate = a.endDate < b.endDate ? a.endDate : b.endDate;
  return startDate <= endDate ? { startDate, endDate } : null;
}

/** The parts of `range` outside every one of `cuts`. */
function outside(range: Range, cuts: readonly Range[]): Range[] {
  let parts = [range];
  for (const cut of cuts) {
    parts = parts.flatMap((p) => {
      if (!intersect(p, cut)) return [p];
      const kept: Range[] = [];
      if (p.startDate < cut.startDate)
        kept.push({ startDate: p.startDate, endDate: shift(cut.startDate, -1) });
      if (p.endDate > cut.endDate)
        kept.push({ startDate: shift(cut.endDate, 1), endDate: p.endDate });
      return kept;
    });
  }
  return parts;
}

/** `A 2027/02/01〜03/31、B 2027/02/10〜02/20` over the given part of each package's days. */
function changesText(impact: Impact, part: (r: Range) => Range[]): string {
  return impact.slotChanges
    .map((c) => ({ title: c.packageTitle, ranges: c.dateRanges.flatMap(part) }))
    .filter((c) => c.ranges.length > 0)
    .map((c) => `${c.title} ${c.ranges.map(periodText).join(t.separator)}`)
    .join(t.separator);
}

/**
 * The panel's sentences: per season overlapped, the packages and days whose time slots change
 * there; then days that change elsewhere (days the season no longer shares); then the bookings
 * whose slot goes, which the save asks about.
 */
export function overlapLines(impact: Impact): string[] {
  const lines = impact.seasonOverlaps.map((o) => {
    const changes = changesText(impact, (r) => {
      const shared = intersect(r, o);
      return shared ? [shared] : [];
    });
    return changes ? t.changes(o.season.title, changes) : t.noChange(o.season.title, periodText(o));
  });
  const elsewhere = changesText(impact, (r) => outside(r, impact.seasonOverlaps));
  if (elsewhere) lines.push(t.elsewhere(elsewhere));
  const stranded = impact.count + impact.leftOutBookings;
  if (stranded > 0) lines.push(t.stranded(stranded));
  return lines;
}
