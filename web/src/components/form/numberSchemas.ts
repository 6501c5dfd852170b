import { string, type StringSchema } from 'yup';
import { ja } from '../../i18n/ja';
import { MAX_COUNT, MAX_YEN, isAtMost, isEmptyOrDigits } from './numberText';

/** A number field's text: empty, or a whole number ≥ 0 of at most `max`, each with its message. */
const upTo = (max: number, tooMuch: string): StringSchema =>
  string()
    .test('whole', ja.catalogue.wholeNumber, isEmptyOrDigits)
    .test('max', tooMuch, isAtMost(max));

/** A price in yen: up to MAX_YEN (the reference api's limit). */
export const yenText = (): StringSchema => upTo(MAX_YEN, ja.validation.atMostYen(MAX_YEN));

/** A count (people, dogs, order, inventory, limits): up to MAX_COUNT. */
export const countText = (): StringSchema => upTo(MAX_COUNT, ja.validation.atMostCount(MAX_COUNT));
