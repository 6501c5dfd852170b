import type { Db } from '@dogstay/db';

/** Who marked an arrival or wrote a note, as the store keeps them. */
export interface DeskAuthor {
  id: string | null;
  name: string;
}

/** One row of desk_arrivals (store migration 005). */
export interface ArrivalRow {
  booking_id: string;
  state: 'CHECKED_IN' | 'NO_SHOW';
  at: Date | string;
  by_id: string | null;
  by_name: string;
}

/** One row of desk_notes (store migration 005). */
export interface NoteRow {
  id: string;
  booking_id: string;
  text: string;
  by_id: string | null;
  by_name: string;
  at: Date | string;
}

const ARRIVAL_COLUMNS = 'booking_id, state, at, by_id, by_name';
const NOTE_COLUMNS = 'id::text AS id, booking_id, text, by_id, by_name, at';

/** The SQL of the front desk's arrivals and notes, on the gateway's store. */
export const deskRepo = {
  /** The marked arrivals of these bookings (an unmarked one has no row). */
  async arrivalsOf(db: Db, bookingIds: readonly string[]): Promise<ArrivalRow[]> {
    if (bookingIds.length === 0) return [];
    return db.query<ArrivalRow>(
      `SELECT ${ARRIVAL_COLUMNS} FROM desk_arrivals WHERE booking_id = ANY($1::text[])`,
      [bookingIds],
    );
  },

  /**
   * Marks a booking's arrival. Marking it again with the same state keeps the first mark (a
   * second click on チェックイン keeps the check-in time); another state replaces it.
   */
  async mark(
    db: Db,
    bookingId: string,
    state: ArrivalRow['state'],
    by: DeskAuthor,
  ): Promise<{ was: ArrivalRow | null; now: ArrivalRow }> {
    return db.transaction(async (tx) => {
      const [was] = await tx.query<ArrivalRow>(
        `SELECT ${ARRIVAL_COLUMNS} FROM desk_arrivals WHERE booking_id = $1 FOR UPDATE`,
        [bookingId],
      );
      const [now] = await tx.query<ArrivalRow>(
        `INSERT INTO desk_arrivals (booking_id, state, by_id, by_name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (booking_id) DO UPDATE
           SET state = EXCLUDED.state, at = now(), by_id = EXCLUDED.by_id, by_name = EXCLUDED.by_name
           WHERE desk_arrivals.state <> EXCLUDED.state
         RETURNING ${ARRIVAL_COLUMNS}`,
        [bookingId, state, by.id, by.name],
      );
      return { was: was ?? null, now: now ?? was! };
    });
  },

  /** Makes a booking expected again; the mark it had, if any. */
  async clear(db: Db, bookingId: string): Promise<ArrivalRow | null> {
    const [was] = await db.query<ArrivalRow>(
      `DELETE FROM desk_arrivals WHERE booking_id = $1 RETURNING ${ARRIVAL_COLUMNS}`,
      [bookingId],
    );
    return was ?? null;
  },

  /** The notes of these bookings, oldest first. */
  async notesOf(db: Db, bookingIds: readonly string[]): Promise<NoteRow[]> {
    if (bookingIds.length === 0) return [];
    return db.query<NoteRow>(
      `SELECT ${NOTE_COLUMNS} FROM desk_notes WHERE booking_id = ANY($1::text[])
       ORDER BY booking_id, at, id`,
      [bookingIds],
    );
  },

  async addNote(db: Db, bookingId: string, text: string, by: DeskAuthor): Promise<NoteRow> {
    const [row] = await db.query<NoteRow>(
      `INSERT INTO desk_notes (booking_id, text, by_id, by_name) VALUES ($1, $2, $3, $4)
       RETURNING ${NOTE_COLUMNS}`,
      [bookingId, text, by.id, by.name],
    );
    return row!;
  },
};
