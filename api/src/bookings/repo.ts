import type { Db } from '../db/db.js';
import { BOOKING_SELECT } from './columns.js';
import { BookingStatus, type Booking } from './schemas.js';

/** One booking by its _id or its human-readable bookingId. */
export async function getBooking(db: Db, ref: string): Promise<Booking | undefined> {
  const [row] = await db.query<Booking>(
    `SELECT ${BOOKING_SELECT} FROM bookings WHERE id = $1 OR booking_id = $1`,
    [ref],
  );
  return row;
}

export type CancelOutcome =
  | { kind: 'cancelled'; booking: Booking }
  | { kind: 'not-found' }
  | { kind: 'not-pending'; booking: Booking };

/**
 * Cancels a pending booking. The status check and the change are one UPDATE, so two concurrent
 * cancels (or a cancel racing a payment) cannot both act on the same pending booking.
 */
export async function cancelPendingBooking(db: Db, ref: string): Promise<CancelOutcome> {
  const [row] = await db.query<Booking>(
    `UPDATE bookings SET status = $2, cancelled_at = now(), updated_at = now()
     WHERE (id = $1 OR booking_id = $1) AND status = $3 RETURNING ${BOOKING_SELECT}`,
    [ref, BookingStatus.CANCELLED, BookingStatus.PENDING],
  );
  if (row) return { kind: 'cancelled', booking: row };
  const booking = await getBooking(db, ref);
  return booking ? { kind: 'not-pending', booking } : { kind: 'not-found' };
}
