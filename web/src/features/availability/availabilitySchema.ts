import { array, object, string, type AnyObjectSchema } from 'yup';
import type { AvailabilityFieldsFragment, AvailabilityInput } from '../../__generated__/graphql';
import { isEmptyOrCount, parseWholeNumber } from '../../components/form/numberText';
import { ja } from '../../i18n/ja';
import { picksWithin, type SlotPick } from './calendar';

const v = ja.availability.validation;

export interface AvailabilityValues {
  packageId: string;
  startDate: string;
  endDate: string;
  /** Empty: the package's own inventory. */
  inventory: string;
  slots: SlotPick[];
}

const endNotBeforeStart = (message: string) =>
  string()
    .required(message)
    .test('on-or-after-start', ja.validation.endBeforeStart, function (end) {
      const start = this.parent.startDate as string | undefined;
      return !start || !end || end >= start;
    });
const inventory = string().test('whole', ja.catalogue.wholeNumber, isEmptyOrCount);

/** docs/product.md §5, "availability, add", in order: the package, the start date, the end date. */
export const createAvailabilitySchema: AnyObjectSchema = object({
  packageId: string().required(v.selectPackage),
  startDate: string().required(v.fillStartDate),
  endDate: endNotBeforeStart(v.fillEndDate),
  inventory,
  slots: array(),
});

/** docs/product.md §5, "availability, edit": "please fill date" when the start or the end is missing. */
export const updateAvailabilitySchema: AnyObjectSchema = object({
  startDate: string().required(v.fillDate),
  endDate: endNotBeforeStart(v.fillDate),
  inventory,
  slots: array(),
});

export const emptyAvailability = (packageId = ''): AvailabilityValues => ({
  packageId,
  startDate: '',
  endDate: '',
  inventory: '',
  slots: [],
});

export function availabilityToValues(a: AvailabilityFieldsFragment): AvailabilityValues {
  return {
    packageId: a.packageId,
    startDate: a.startDate,
    endDate: a.endDate,
    inventory: String(a.inventory),
    slots: a.slots.map((s) => ({
      date: s.date,
      slotIndex: s.slotIndex,
      startTime: s.startTime ?? '',
      endTime: s.endTime ?? '',
    })),
  };
}

/** The input: slots outside the dates are left out (the server refuses them), in day order. */
export function valuesToInput(values: AvailabilityValues, withSlots: boolean): AvailabilityInput {
  const inv = parseWholeNumber(values.inventory);
  const slots = picksWithin(values.slots, values.startDate, values.endDate);
  return {
    ...(values.packageId ? { packageId: values.packageId } : {}),
    startDate: values.startDate,
    endDate: values.endDate,
    ...(inv !== null ? { inventory: inv } : {}),
    ...(withSlots
      ? {
          slots: slots.map((s, position) => ({
            date: s.date,
            slotIndex: s.slotIndex,
            ...(s.startTime ? { startTime: s.startTime } : {}),
            ...(s.endTime ? { endTime: s.endTime } : {}),
            ...(s.startTime && s.endTime ? { label: `${s.startTime}-${s.endTime}` } : {}),
            position,
          })),
        }
      : {}),
  };
}

export function availabilityToInput(a: AvailabilityFieldsFragment): AvailabilityInput {
  return valuesToInput(availabilityToValues(a), a.packageTimeSlotType === 'MULTIPLE');
}
