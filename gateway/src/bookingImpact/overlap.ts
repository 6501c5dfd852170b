import type { SeasonChangeInput } from '../__generated__/resolvers-types.js';
import type { BookingModel, PackageModel, SeasonRecord } from '../models.js';
import { daysOf, runsOf, type DateRun } from './dateRuns.js';
import { heldBetween, type ImpactContext, type Stranded } from './load.js';
import { seasonOfDay, slotsKey, type SeasonDays } from './seasonOfDay.js';
import { inAnyTimeSlot, later } from './stranded.js';

/** Another active season sharing days with the changed one: the shared days. */
export interface SeasonOverlapModel extends DateRun {
  season: SeasonRecord;
}

/** A package whose time slots change on some days because seasons share them. */
export interface PackageSlotChangeModel {
  packageId: string;
  packageTitle: string;
  dateRanges: DateRun[];
  days: number;
}

/** What a season change does where it shares days with other seasons. */
export interface OverlapImpact extends Stranded {
  seasonOverlaps: SeasonOverlapModel[];
  slotChanges: PackageSlotChangeModel[];
}

export const NO_OVERLAP: OverlapImpact = {
  bookings: [],
  leftOut: 0,
  seasonOverlaps: [],
  slotChanges: [],
};

/** A season as the rule reads it; null when its days cannot be read (it is left out). */
function daysOfSeason(s: SeasonRecord): SeasonDays | null {
  try {
    return {
      id: s.get('id'),
      active: s.get('status') === 'ACTIVE',
      startDate: s.get('startDate'),
      endDate: s.get('endDate'),
      timeSlots: s.get('timeSlots'),
    };
  } catch {
    return null;
  }
}

const changedOf = (change: SeasonChangeInput): SeasonDays => ({
  id: change.id ?? null,
  active: (change.status ?? 'ACTIVE') === 'ACTIVE',
  startDate: change.startDate,
  endDate: change.endDate,
  timeSlots: change.timeSlots,
});

const sameDays = (a: SeasonDays, b: SeasonDays) =>
  a.active === b.active &&
  a.startDate === b.startDate &&
  a.endDate === b.endDate &&
  slotsKey(a) === slotsKey(b);

/** The days two seasons share, or null. */
function shared(a: SeasonDays, b: SeasonDays): DateRun | null {
  const startDate = later(a.startDate, b.startDate);
  const endDate = a.endDate < b.endDate ? a.endDate : b.endDate;
  return startDate <= endDate ? { startDate, endDate } : null;
}

/**
 * A season change where it shares days with other active seasons (before or after the change):
 * the other seasons it overlaps after the change, the active packages with several time slots
 * whose season of the day (`seasonOfDay`) then gives other slots, on which days from today, and
 * their booked and pending bookings on those days in a slot no longer there. Costs nothing more
 * when the days, slots and status stay; one season list when no other season shares its days;
 * else also the package list, one get per such package and the held bookings of the days.
 */
export async function seasonOverlapStrands(
  ctx: ImpactContext,
  change: SeasonChangeInput,
): Promise<OverlapImpact> {
  const after = changedOf(change);
  const storedSeason = change.id ? await ctx.loaders.season.load(change.id) : null;
  const stored = storedSeason ? daysOfSeason(storedSeason) : null;
  if (stored && sameDays(stored, after)) return NO_OVERLAP;

  const { items } = await ctx.sources.seasons.list({ page: 1, pageSize: 10_000 });
  const others = items
    .filter((s) => s.get('id') !== change.id)
    .map((s) => ({ season: s, days: daysOfSeason(s) }))
    .filter((o): o is { season: SeasonRecord; days: SeasonDays } => o.days !== null);
  const active = others.filter((o) => o.days.active);

  const seasonOverlaps: SeasonOverlapModel[] = [];
  if (after.active) {
    for (const o of active) {
      const run = shared(after, o.days);
      if (run) seasonOverlaps.push({ season: o.season, ...run });
    }
    seasonOverlaps.sort((a, b) => a.startDate.localeCompare(b.startDate));
  }

  // The days another active season covers within the changed season's days, before or after.
  const mine = [stored, after].filter((s): s is SeasonDays => s !== null && s.active);
  const touched = new Set<string>();
  for (const m of mine) {
    for (const o of active) {
      const run = shared(m, o.days);
      if (!run) continue;
      for (const day of daysOf(later(run.startDate, ctx.today), run.endDate)) touched.add(day);
    }
  }
  if (touched.size === 0) return { ...NO_OVERLAP, seasonOverlaps };

  const before = [...others.map((o) => o.days), ...(stored ? [stored] : [])];
  const afterAll = [...others.map((o) => o.days), after];
  const days = [...touched].sort();
  const packages = await multipleSlotPackages(ctx);
  const slotChanges: PackageSlotChangeModel[] = [];
  /** Per package and changed day: the slots it has then, after the change. */
  const slotsAfter = new Map<string, SeasonDays['timeSlots']>();
  for (const p of packages) {
    const changed: string[] = [];
    const prices = p.get('seasonPrices');
    for (const day of days) {
      const was = seasonOfDay(prices, day, before);
      const will = seasonOfDay(prices, day, afterAll);
      if (slotsKey(was) === slotsKey(will)) continue;
      changed.push(day);
      slotsAfter.set(`${p.get('id')} ${day}`, will?.timeSlots ?? []);
    }
    if (changed.length === 0) continue;
    slotChanges.push({
      packageId: p.get('id'),
      packageTitle: p.get('title'),
      dateRanges: runsOf(changed),
      days: changed.length,
    });
  }
  if (slotChanges.length === 0) return { ...NO_OVERLAP, seasonOverlaps };

  const held = await heldBetween(ctx, days[0]!, days.at(-1)!);
  const strands = (b: BookingModel) => {
    const slots = slotsAfter.get(`${b.get('packageId')} ${b.get('date')}`);
    return slots !== undefined && !inAnyTimeSlot(b, slots);
  };
  return {
    bookings: held.bookings.filter(strands),
    leftOut: held.leftOut,
    seasonOverlaps,
    slotChanges,
  };
}

/** The active packages with several time slots, with their season prices (one get each). */
async function multipleSlotPackages(ctx: ImpactContext): Promise<PackageModel[]> {
  const rows = await ctx.sources.packages.all();
  // A row whose status, slot type or id cannot be read is not among them.
  const ids = rows
    .filter(
      (p) => p.getOr('status', null) === 'ACTIVE' && p.getOr('timeSlotType', null) === 'MULTIPLE',
    )
    .flatMap((p) => p.getOr('id', null) ?? []);
  const found = await ctx.loaders.packageDetail.loadMany(ids);
  return found.filter((p): p is PackageModel => !(p instanceof Error));
}
