import { badInput } from '../rest/errors.js';

/** The longest note the desk keeps, in characters. */
export const NOTE_MAX_LENGTH = 500;

/**
 * A note's text as kept (spaces around it dropped); BAD_USER_INPUT on `text` when it is empty or
 * longer than NOTE_MAX_LENGTH characters (counted as people count them: code points).
 */
export function noteText(requestId: string, raw: string): string {
  const text = raw.trim();
  if (text === '')
    throw badInput(requestId, [
      { field: 'text', message: 'Write the note: it is empty.', reason: 'REQUIRED' },
    ]);
  if ([...text].length > NOTE_MAX_LENGTH)
    throw badInput(requestId, [
      {
        field: 'text',
        message: `A note is at most ${NOTE_MAX_LENGTH} characters.`,
        reason: 'TOO_LONG',
        limit: NOTE_MAX_LENGTH,
      },
    ]);
  return text;
}
