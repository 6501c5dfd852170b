import type { BookingImpactInput } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import { computeImpact } from './impact.js';
import { MAX_LISTED } from './stranded.js';

/**
 * The stranding guard of every caller's writes, not only the web form's: a change that would
 * strand booked or pending bookings from today (the rules of `bookingImpact`) is refused with
 * CONFLICT (reason STRANDS_BOOKINGS, the count and the first booking ids) before anything is
 * saved, unless the caller sends that very count as `acceptStranded` (the web does once the
 * person confirmed the impact dialog). A changed count (a booking made meanwhile) is refused too.
 * Bookings of the affected days that could not be read count as stranded: they may be.
 */
export async function guardStranding(
  context: GatewayContext,
  change: BookingImpactInput | null,
  accepted: number | null | undefined,
): Promise<void> {
  if (!change) return;
  const { sources, loaders, requestId } = context;
  const impact = await computeImpact(
    { sources, loaders, requestId },
    change,
    MAX_LISTED,
    context.now(),
  );
  const count = impact.count + impact.leftOutBookings;
  if (count === 0 || accepted === count) return;
  throw gatewayError(
    ErrorCode.CONFLICT,
    requestId,
    `This change strands ${count} booked or pending booking(s) from today; send acceptStranded: ${count} to save it anyway.`,
    {
      reason: 'STRANDS_BOOKINGS',
      strandedCount: count,
      strandedBookingIds: impact.bookings.map((b) => b.get('id')),
    },
  );
}
