import { string } from 'yup';
import { halfWidthDigits } from '../../components/form/numberText';
import { ja } from '../../i18n/ja';

/** Digits (half- or full-width) with +, -, spaces and parentheses, and at least one digit. */
const PHONE = /^[\d０-９+＋\-－‐ー()（）\s\u3000]*[\d０-９][\d０-９+＋\-－‐ー()（）\s\u3000]*$/;

/** True when the text is empty (another rule says when it is required) or a phone number. */
export const isPhoneNumber = (text: string | undefined) => !text?.trim() || PHONE.test(text.trim());

/** A phone number field: empty, or digits, +, -, spaces and parentheses. */
export const phoneNumberText = () =>
  string().trim().test('phone', ja.users.invalidPhone, isPhoneNumber);

/**
 * A phone number as saved: `０９０－１２３４－５６７８` → `090-1234-5678` (full-width digits, plus,
 * parentheses and spaces, and every hyphen or dash an IME may type, made plain).
 */
export function normalisePhone(raw: string): string {
  return halfWidthDigits(raw.trim())
    .replace(/＋/g, '+')
    .replace(/[－‐ー−‑–—]/g, '-')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\u3000/g, ' ');
}
