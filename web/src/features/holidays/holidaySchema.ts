import { object, string } from 'yup';
import type { HolidayFieldsFragment, HolidayInput } from '../../__generated__/graphql';
import { ja } from '../../i18n/ja';

const v = ja.holidays.validation;

export interface HolidayValues {
  packageId: string;
  date: string;
  title: string;
}

/**
 * docs/product.md §5, "holiday", in order: the package, then the date (an edit is checked the
 * same way). The title is optional.
 */
export const holidaySchema = object({
  packageId: string().required(v.selectPackage),
  date: string().required(v.selectDate),
  title: string().max(100),
});

export const emptyHoliday = (): HolidayValues => ({ packageId: '', date: '', title: '' });

export const valuesToInput = (values: HolidayValues): HolidayInput => ({
  packageId: values.packageId,
  date: values.date,
  title: values.title.trim(),
});

export const holidayToValues = (h: HolidayFieldsFragment): HolidayValues => ({
  packageId: h.packageId,
  date: h.date,
  title: h.title,
});

export const holidayToInput = (h: HolidayFieldsFragment): HolidayInput =>
  valuesToInput(holidayToValues(h));
