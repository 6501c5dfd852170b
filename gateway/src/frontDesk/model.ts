import type { BookingArrival, BookingNote } from '../__generated__/resolvers-types.js';
import type { ArrivalRow, NoteRow } from './repo.js';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A booking the desk has not marked: still expected. */
export const EXPECTED: BookingArrival = { state: 'EXPECTED', at: null, by: null };

/** A stored arrival mark (or none) as the schema's BookingArrival. */
export const toArrival = (row: ArrivalRow | null | undefined): BookingArrival =>
  row
    ? { state: row.state, at: iso(row.at), by: { userId: row.by_id, name: row.by_name } }
    : EXPECTED;

export const toNote = (row: NoteRow): BookingNote => ({
  id: row.id,
  text: row.text,
  by: { userId: row.by_id, name: row.by_name },
  at: iso(row.at),
});
