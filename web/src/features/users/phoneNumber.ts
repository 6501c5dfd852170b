import { string } from 'yup';
import { ja } from '../../i18n/ja';

/** Digits (half- or full-width) with +, -, spaces and parentheses, and at least one digit. */
const PHONE = /^[\d０-９+＋\-－‐ー()（）\s\u3000]*[\d０-９][\d０-９+＋\-－‐ー()（）\s\u3000]*$/;

/** True when the text is empty (another rule says when it is required) or a phone number. */
export const isPhoneNumber = (text: string | undefined) => !text?.trim() || PHONE.test(text.trim());

/** A phone number field: empty, or digits, +, -, spaces and parentheses. */
export const phoneNumberText = () =>
  string().trim().test('phone', ja.users.invalidPhone, isPhoneNumber);
