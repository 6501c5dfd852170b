import { array, object, string, type AnyObjectSchema, type StringSchema } from 'yup';
import { isEmptyOrCount, isNonZero } from '../../components/form/numberText';
import { ja } from '../../i18n/ja';
import { PACKAGE_NUMBERS, type PackageNumber } from './packageValues';

const v = ja.packages.validation;
const whole = () => string().test('whole', ja.catalogue.wholeNumber, isEmptyOrCount);
/** Missing and 0 both fail, as the spec's form (and the server) check them. */
const enter = (message: string) => string().test('set', message, isNonZero).concat(whole());

/** Every number field not checked otherwise: empty or a whole number ≥ 0. */
const formats = (skip: readonly PackageNumber[]) =>
  Object.fromEntries(
    PACKAGE_NUMBERS.filter((k) => !skip.includes(k)).map((k) => [k, whole()]),
  ) as Record<string, StringSchema>;

/** Spec section 5, "Add package": the twelve checks in the spec's order, then the number formats. */
export const createPackageSchema: AnyObjectSchema = object({
  title: string().trim().required(v.enterTitle),
  helpText: string().trim().required(v.enterHelpText),
  maxPeople: enter(v.enterMaxPeople),
  includedPeople: enter(v.enterNoOfPeople),
  price: enter(v.enterPrice),
  weekendPrice: enter(v.enterWeekendPrice),
  peopleExtraPrice: enter(v.enterPeopleExtraPrice),
  childrenExtraPrice: enter(v.enterChildExtraPrice),
  displayOrder: enter(v.enterOrder),
  inventory: whole().test('multiple-needs-inventory', v.enterInventory, function (value) {
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

/** Spec section 5, "Update package": title, help text and people (max people not 0), in order. */
export const updatePackageSchema: AnyObjectSchema = object({
  title: string().trim().required(v.enterTitle),
  helpText: string().trim().required(v.enterHelpText),
  maxPeople: enter(v.enterPeople),
  ...formats(['maxPeople']),
});
