/** What every write answers under its one root field: the server's message, and more. */
export interface WritePayload {
  message: string;
}

/** A saved record as the writes return it (a save's payload holds at most one). */
export interface SavedRecord {
  id: string;
  updatedAt?: string | null;
}

/** A write's answer: `{ createSeason: { message, season } }` has one root field. */
export type WriteAnswer = Record<string, WritePayload>;

const isSavedRecord = (value: unknown): value is SavedRecord =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';

/** The payload under a write's one root field. */
export function payloadOf<Payload>(answer: Record<string, Payload>): Payload | undefined {
  return Object.values(answer)[0];
}

/**
 * The record a save answered (`season`, `coupon`, `user`…), or null when the server did not
 * return it (payload record fields are nullable: the web then offers no undo).
 */
export function savedRecordOf(payload: WritePayload): SavedRecord | null {
  return Object.values(payload).find(isSavedRecord) ?? null;
}
