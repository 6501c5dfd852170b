import type {
  AvailabilityChangeInput,
  HolidayChangeInput,
  SeasonChangeInput,
} from '../__generated__/resolvers-types.js';
import { bookingsBetween, HELD_STATUSES } from '../bookings/between.js';
import type { Loaders } from '../loaders.js';
import type { BookingModel, PackageModel } from '../models.js';
import type { Sources } from '../sources.js';
import {
  holdsPlace,
  inRemovedTimeSlot,
  later,
  onRemovedPair,
  removedPairs,
  removedTimeSlots,
  within,
} from './stranded.js';

/** What a change's impact is computed with: the request's sources and loaders, and today. */
export interface ImpactContext {
  sources: Sources;
  loaders: Loaders;
  /** Today in Japan: bookings before it are history, never stranded. */
  today: string;
}

/**
 * Bookings a change strands, and how many bookings of the days it touches could not be read
 * (their package, day, status or another guaranteed field): those may be stranded too, unseen.
 */
export interface Stranded {
  bookings: BookingModel[];
  leftOut: number;
}

const NONE: Stranded = { bookings: [], leftOut: 0 };

/** The same read with only the bookings `keep` keeps. */
const keeping = (read: Stranded, keep: (b: BookingModel) => boolean): Stranded => ({
  bookings: read.bookings.filter(keep),
  leftOut: read.leftOut,
});

/**
 * The booked and pending bookings visiting from `from` (or today, when later) to `to` (open when
 * null); no REST call when the range lies wholly before today.
 */
export async function heldBetween(
  { sources, today }: ImpactContext,
  from: string,
  to: string | null,
): Promise<Stranded> {
  const startDate = later(from, today);
  if (to !== null && to < startDate) return NONE;
  const read = await bookingsBetween(sources, { startDate, endDate: to }, HELD_STATUSES);
  // Checked again: a server that ignores the status or date filter must not strand the others.
  return {
    bookings: read.items.filter(
      (b) => holdsPlace(b) && b.get('date') >= startDate && (to === null || b.get('date') <= to),
    ),
    leftOut: read.leftOut,
  };
}

/** A holiday closes its package's day (or days): every booking of it then is stranded. */
export async function holidayStrands(
  ctx: ImpactContext,
  change: HolidayChangeInput,
): Promise<Stranded> {
  const held = await heldBetween(ctx, change.date, change.endDate ?? change.date);
  return keeping(held, (b) => b.get('packageId') === change.packageId);
}

/** A package set inactive strands all its bookings from today on. */
export async function packageInactiveStrands(
  ctx: ImpactContext,
  packageId: string,
): Promise<Stranded> {
  const held = await heldBetween(ctx, ctx.today, null);
  return keeping(held, (b) => b.get('packageId') === packageId);
}

/**
 * An availability strands its package's bookings on the stored days it no longer covers (all of
 * them when it moves to another package) and on the (day, slot) pairs no longer selected.
 */
export async function availabilityStrands(
  ctx: ImpactContext,
  change: AvailabilityChangeInput,
): Promise<Stranded> {
  const period = await ctx.sources.availability.get(change.id);
  const stored = {
    packageId: period.get('packageId'),
    startDate: period.get('startDate'),
    endDate: period.get('endDate'),
  };
  const moved = Boolean(change.packageId) && change.packageId !== stored.packageId;
  const range = { startDate: change.startDate, endDate: change.endDate };
  const pairs = moved ? [] : removedPairs(period.get('slots'), change.slots, range);
  const shrinks = stored.startDate < range.startDate || stored.endDate > range.endDate;
  if (!moved && !shrinks && pairs.length === 0) return NONE;
  const held = await heldBetween(ctx, stored.startDate, stored.endDate);
  return keeping(
    held,
    (b) =>
      b.get('packageId') === stored.packageId &&
      (moved || !within(b.get('date'), range.startDate, range.endDate) || onRemovedPair(b, pairs)),
  );
}

/**
 * Whether a package takes its slots from the season: the season is among its prices, or it has
 * none (then any active season covering the day gives its slots).
 */
function usesSeason(p: PackageModel, seasonId: string): boolean {
  const prices = p.get('seasonPrices');
  return !prices || prices.length === 0 || prices.some((s) => s.seasonId === seasonId);
}

/**
 * A season strands the bookings of its packages on the stored days it no longer covers and, for
 * packages with several time slots, in a stored slot it no longer has. Only the packages of
 * bookings that would be stranded are looked up (one get each).
 */
export async function seasonStrands(
  ctx: ImpactContext,
  change: SeasonChangeInput,
): Promise<Stranded> {
  if (!change.id) return NONE; // a new season removes nothing of its own
  const season = await ctx.loaders.season.load(change.id);
  const stored = {
    id: season.get('id'),
    startDate: season.get('startDate'),
    endDate: season.get('endDate'),
  };
  const removed = removedTimeSlots(season.get('timeSlots'), change.timeSlots);
  const outside = (b: BookingModel) => !within(b.get('date'), change.startDate, change.endDate);
  const shrinks = stored.startDate < change.startDate || stored.endDate > change.endDate;
  if (!shrinks && removed.length === 0) return NONE;
  const held = await heldBetween(ctx, stored.startDate, stored.endDate);
  const candidates = held.bookings.filter((b) => outside(b) || inRemovedTimeSlot(b, removed));
  const ids = [...new Set(candidates.map((b) => b.get('packageId')))];
  const found = await ctx.loaders.packageDetail.loadMany(ids);
  const packages = new Map<string, PackageModel>();
  for (const p of found) if (!(p instanceof Error)) packages.set(p.get('id'), p);
  return keeping({ bookings: candidates, leftOut: held.leftOut }, (b) => {
    const p = packages.get(b.get('packageId'));
    if (!p || !usesSeason(p, stored.id)) return false;
    return outside(b) || p.get('timeSlotType') === 'MULTIPLE';
  });
}
