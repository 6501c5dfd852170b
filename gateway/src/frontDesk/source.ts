import type { Db } from '@dogstay/db';
import type { BookingArrival, BookingNote } from '../__generated__/resolvers-types.js';
import type { BookingSource } from '../bookings/source.js';
import type { BookingModel } from '../models.js';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import { storeWork } from '../store/store.js';
import { toArrival, toNote } from './model.js';
import { deskRepo, type ArrivalRow, type DeskAuthor } from './repo.js';

/** What a desk change did: the booking it was made on, and its arrival before and after. */
export interface ArrivalChange {
  booking: BookingModel;
  before: BookingArrival;
  arrival: BookingArrival;
}

export interface NoteAdded {
  booking: BookingModel;
  note: BookingNote;
}

/** Only these bookings arrive (hold a place): a cancelled or failed one has nothing to mark. */
const ARRIVING = new Set(['BOOKED', 'PENDING']);

/**
 * The front desk: arrival marks and notes of bookings, kept in the gateway's store by the
 * booking's REST id. Each change first reads the booking from the REST server (through the
 * bookings source), so an unknown booking is NOT_FOUND and nothing is stored for it.
 */
export class FrontDeskSource {
  constructor(
    private readonly store: Db,
    private readonly bookings: BookingSource,
    private readonly requestId: string,
  ) {}

  checkIn(id: string, by: DeskAuthor): Promise<ArrivalChange> {
    return this.mark(id, 'CHECKED_IN', by);
  }

  markNoShow(id: string, by: DeskAuthor): Promise<ArrivalChange> {
    return this.mark(id, 'NO_SHOW', by);
  }

  /** Expected again, whatever the booking's status (a mark made before a cancel can be undone). */
  async undo(id: string): Promise<ArrivalChange> {
    const booking = await this.bookings.get(id);
    const was = await storeWork(this.requestId, () =>
      deskRepo.clear(this.store, bookingIdOf(booking)),
    );
    return { booking, before: toArrival(was), arrival: toArrival(null) };
  }

  /** `text` is checked already (noteText). */
  async addNote(id: string, text: string, by: DeskAuthor): Promise<NoteAdded> {
    const booking = await this.bookings.get(id);
    const row = await storeWork(this.requestId, () =>
      deskRepo.addNote(this.store, bookingIdOf(booking), text, by),
    );
    return { booking, note: toNote(row) };
  }

  private async mark(
    id: string,
    state: ArrivalRow['state'],
    by: DeskAuthor,
  ): Promise<ArrivalChange> {
    const booking = await this.bookings.get(id);
    const status = booking.get('status');
    if (!ARRIVING.has(status))
      throw gatewayError(
        ErrorCode.DOMAIN_ERROR,
        this.requestId,
        `Booking ${booking.get('bookingNumber')} is ${status}: only a booked or pending booking can be checked in or marked as a no-show.`,
        { reason: 'BOOKING_NOT_ARRIVING' },
      );
    const { was, now } = await storeWork(this.requestId, () =>
      deskRepo.mark(this.store, bookingIdOf(booking), state, by),
    );
    return { booking, before: toArrival(was), arrival: toArrival(now) };
  }
}

/** The booking's REST id, what the store keys its rows by (the caller may have sent its number). */
function bookingIdOf(booking: BookingModel): string {
  return booking.get('id');
}
