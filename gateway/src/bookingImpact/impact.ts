import type { BookingImpactInput } from '../__generated__/resolvers-types.js';
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
import { impactOf, MAX_LISTED, type ImpactModel } from './stranded.js';
import { todayInJapan } from './today.js';

const KINDS = ['holiday', 'availability', 'season', 'packageInactive'] as const;

/** The bookings the one change described strands (BAD_USER_INPUT for none or several). */
function strandsOf(ctx: ImpactContext, change: BookingImpactInput): Promise<Stranded> {
  if (change.holiday) return holidayStrands(ctx, change.holiday);
  if (change.availability) return availabilityStrands(ctx, change.availability);
  if (change.season) return seasonStrands(ctx, change.season);
  return packageInactiveStrands(ctx, change.packageInactive!);
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
      },
    ]);
  }
  const listed = limit ?? MAX_LISTED;
  if (listed < 1 || listed > MAX_LISTED) {
    throw badInput(requestId, [
      { field: 'limit', message: `limit must be between 1 and ${MAX_LISTED}.` },
    ]);
  }
  const stranded = await strandsOf({ sources, loaders, today: todayInJapan(now) }, change);
  return impactOf(stranded.bookings, listed, stranded.leftOut);
}
