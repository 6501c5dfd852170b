import type { Db } from '@dogstay/db';
import DataLoader from 'dataloader';
import type { BookingArrival, BookingNote } from '../__generated__/resolvers-types.js';
import { storeWork } from '../store/store.js';
import { toArrival, toNote } from './model.js';
import { deskRepo } from './repo.js';

/**
 * Per-request look-ups of the desk's facts by booking id: the bookings of one answer (a page, a
 * day board) cost one store query for their arrivals and one for their notes. A store that
 * cannot be read fails those fields (STORE_UNAVAILABLE), never the bookings.
 */
export class DeskLoaders {
  private arrivalLoader?: DataLoader<string, BookingArrival>;
  private notesLoader?: DataLoader<string, BookingNote[]>;

  constructor(
    private readonly store: Db,
    private readonly requestId: string,
  ) {}

  get arrival(): DataLoader<string, BookingArrival> {
    return (this.arrivalLoader ??= new DataLoader(async (ids) => {
      const rows = await storeWork(this.requestId, () => deskRepo.arrivalsOf(this.store, ids));
      const byId = new Map(rows.map((r) => [r.booking_id, r]));
      return ids.map((id) => toArrival(byId.get(id)));
    }));
  }

  get notes(): DataLoader<string, BookingNote[]> {
    return (this.notesLoader ??= new DataLoader(async (ids) => {
      const rows = await storeWork(this.requestId, () => deskRepo.notesOf(this.store, ids));
      const byId = new Map<string, BookingNote[]>();
      for (const row of rows) {
        const notes = byId.get(row.booking_id) ?? [];
        notes.push(toNote(row));
        byId.set(row.booking_id, notes);
      }
      return ids.map((id) => byId.get(id) ?? []);
    }));
  }

  /** A change made in this request: later reads in it see the new arrival. */
  arrivalChanged(bookingId: string, arrival: BookingArrival): void {
    this.arrival.clear(bookingId).prime(bookingId, arrival);
  }

  noteAdded(bookingId: string): void {
    this.notes.clear(bookingId);
  }
}
