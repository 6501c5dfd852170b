import { object, string } from 'yup';
import { ja } from '../../i18n/ja';

const t = ja.bookings.notes;

/** The longest note the gateway keeps, in characters. */
export const NOTE_MAX_LENGTH = 500;

export interface NoteValues {
  text: string;
}

export const emptyNote = (): NoteValues => ({ text: '' });

/**
 * A note: required, then at most 500 characters (counted as the gateway counts them, by code
 * point, once the spaces around it are dropped).
 */
export const noteSchema = object({
  text: string()
    .trim()
    .required(t.required)
    .test('max', t.tooLong, (v) => [...(v ?? '')].length <= NOTE_MAX_LENGTH),
});
