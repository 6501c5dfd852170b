import { array, object, string, type AnyObjectSchema, type StringSchema } from 'yup';
import { countText, yenText } from '../../components/form/numberSchemas';
import { isNonZero, normaliseNumberText, parseWholeNumber } from '../../components/form/numberText';
import { ja } from '../../i18n/ja';
import { PACKAGE_NUMBERS, type PackageNumber } from './packageValues';

const v = ja.packages.validation;
/** A price field (its name says so) or a count: each with its format and its maximum. */
const numberText = (k: PackageNumber) => (/Price$/i.test(k) ? yenText() : countText());
/** Empty or 0; other text (too large, not a number) is for the format checks to name. */
const emptyOrZero = (text: string | undefined) => {
  const s = normaliseNumberText(text ?? '');
  return s === '' || /^0+$/.test(s);
};
/** Missing and 0 both fail, as docs/product.md §5 (and the server) checks them. */
const enter = (k: PackageNumber, message: string) =>
  string()
    .test('set', message, (text) => !emptyOrZero(text))
    .concat(numberText(k));
/** Required, but 0 is a value (an extra price of 0 yen): only an empty field fails. */
const given = (k: PackageNumber, message: string) =>
  string().trim().required(message).concat(numberText(k));

/** The people included in the price may not exceed the maximum (the gateway refuses it too). */
const notAboveMax = (schema: StringSchema) =>
  schema.test('not-above-max', v.includedOverMax, function (value) {
    const max = parseWholeNumber(this.parent.maxPeople as string | undefined);
    const included = parseWholeNumber(value);
    return max === null || max <= 0 || included === null || included <= max;
  });

/** Every number field not checked otherwise: empty or a whole number ≥ 0, up to its maximum. */
const formats = (skip: readonly PackageNumber[]) =>
  Object.fromEntries(
    PACKAGE_NUMBERS.filter((k) => !skip.includes(k)).map((k) => [k, numberText(k)]),
  ) as Record<string, StringSchema>;

/** docs/product.md §5, "package, add": its checks in order, then the number formats. */
export const createPackageSchema: AnyObjectSchema = object({
  title: string().trim().required(v.enterTitle),
  helpText: string().trim().required(v.enterHelpText),
  maxPeople: enter('maxPeople', v.enterMaxPeople),
  includedPeople: notAboveMax(enter('includedPeople', v.enterNoOfPeople)),
  price: enter('price', v.enterPrice),
  weekendPrice: enter('weekendPrice', v.enterWeekendPrice),
  peopleExtraPrice: given('peopleExtraPrice', v.enterPeopleExtraPrice),
  childrenExtraPrice: given('childrenExtraPrice', v.enterChildExtraPrice),
  displayOrder: enter('displayOrder', v.enterOrder),
  inventory: countText().test('multiple-needs-inventory', v.enterInventory, function (value) {
    return this.parent.timeSlotType !== 'MULTIPLE' || isNonZero(value);
  }),
  dogCategoryId: string().required(v.enterRoomCategory),
  photos: array().min(1, v.selectPhotos),
  ...formats([
    'maxPeople',
    'includedPeople',
    'price',
    'weekendPrice',
    'peopleExtraPrice',
    'childrenExtraPrice',
    'displayOrder',
    'inventory',
  ]),
});

/** docs/product.md §5, "package, edit", in order: title, help text, people (max people not 0). */
export const updatePackageSchema: AnyObjectSchema = object({
  title: string().trim().required(v.enterTitle),
  helpText: string().trim().required(v.enterHelpText),
  maxPeople: enter('maxPeople', v.enterPeople),
  includedPeople: notAboveMax(countText()),
  ...formats(['maxPeople', 'includedPeople']),
});
