import type { BookingImpactInput, SeasonChangeInput } from '../__generated__/resolvers-types.js';
import type { BookingModel } from '../models.js';
import type { Loaders } from '../loaders.js';
import { badInput } from '../rest/errors.js';
import type { Sources } from '../sources.js';
import {
  availabilityStrands,
  holidayStrands,
  packageInactiveStrands,
  seasonStrands,
  type ImpactContext,
  type Stranded,
} from './load.js';
import { seasonOverlapStrands } from './overlap.js';
import { impactOf, MAX_LISTED, type ImpactModel } from './stranded.js';
import { todayInJapan } from './today.js';

const KINDS = ['holiday', 'availability', 'season', 'packageInactive'] as const;

/** The bookings the one change described strands (BAD_USER_INPUT for none or several). */
function strandsOf(ctx: ImpactContext, change: BookingImpactInput): Promise<Stranded> {
  if (change.holiday) return holidayStrands(ctx, change.holiday);
  if (change.availability) return availabilityStrands(ctx, change.availability);
  return packageInactiveStrands(ctx, change.packageInactive!);
}

/**
 * A season change: the bookings of its own packages it strands and those it strands where it
 * shares days with other seasons, each once. Bookings left out by both reads are counted twice
 * (counted rather than missed: they may be stranded).
 */
async function seasonImpactOf(
  ctx: ImpactContext,
  change: SeasonChangeInput,
  limit: number,
): Promise<ImpactModel> {
  const [own, overlap] = await Promise.all([
    seasonStrands(ctx, change),
    seasonOverlapStrands(ctx, change),
  ]);
  const byId = new Map<string, BookingModel>();
  for (const b of [...own.bookings, ...overlap.bookings]) byId.set(b.get('id'), b);
  return {
    ...impactOf([...byId.values()], limit, own.leftOut + overlap.leftOut),
    seasonOverlaps: overlap.seasonOverlaps,
    slotChanges: overlap.slotChanges,
  };
}

/** The impact of a change before it is saved: its stranded bookings counted and listed. */
export async function computeImpact(
  { sources, loaders, requestId }: { sources: Sources; loaders: Loaders; requestId: string },
  change: BookingImpactInput,
  limit: number | null | undefined,
  now: Date = new Date(),
): Promise<ImpactModel> {
  const given = KINDS.filter((k) => change[k] != null);
  if (given.length !== 1) {
    throw badInput(requestId, [
      {
        field: 'change',
        message: 'Describe exactly one change: holiday, availability, season or packageInactive.',
        reason: 'INVALID',
      },
    ]);
  }
  const listed = limit ?? MAX_LISTED;
  if (listed < 1 || listed > MAX_LISTED) {
    throw badInput(requestId, [
      {
        field: 'limit',
        message: `limit must be between 1 and ${MAX_LISTED}.`,
        ...(listed < 1
          ? { reason: 'TOO_SMALL', limit: 1 }
          : { reason: 'TOO_LARGE', limit: MAX_LISTED }),
      },
    ]);
  }
  const ctx: ImpactContext = { sources, loaders, today: todayInJapan(now) };
  if (change.season) return seasonImpactOf(ctx, change.season, listed);
  const stranded = await strandsOf(ctx, change);
  return impactOf(stranded.bookings, listed, stranded.leftOut);
}
