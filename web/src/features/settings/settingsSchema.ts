import { object, string } from 'yup';
import type { SiteSettingsFieldsFragment, SiteSettingsInput } from '../../__generated__/graphql';
import {
  isEmptyOrCount,
  isNonZero,
  parseWholeNumber,
  toInt,
} from '../../components/form/numberText';
import { ja } from '../../i18n/ja';

const t = ja.settings;

export interface SettingsValues {
  picnicPrice: string;
  minPicnicPeople: string;
  maxPicnicPeople: string;
  homePageTime1: string;
  homePageTime2: string;
  homePageTime3: string;
  homePageTime4: string;
}

export const HOME_PAGE_TIMES = [
  'homePageTime1',
  'homePageTime2',
  'homePageTime3',
  'homePageTime4',
] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const count = (message: string) =>
  string().test('set', message, isNonZero).test('whole', ja.catalogue.wholeNumber, isEmptyOrCount);
const time = string().matches(TIME, {
  message: ja.validation.timeFormat,
  excludeEmptyString: true,
});

/**
 * docs/product.md §5, "site settings", in order: each of the three fails when 0. Then the minimum
 * may not be above the maximum (the server refuses it too).
 */
export const settingsSchema = object({
  picnicPrice: count(t.validation.enterPicnicPrice),
  minPicnicPeople: count(t.validation.enterMinPeople).test(
    'min-not-above-max',
    t.minAboveMax,
    function (min) {
      const [lo, hi] = [parseWholeNumber(min), parseWholeNumber(this.parent.maxPicnicPeople)];
      return lo === null || !hi || lo <= hi;
    },
  ),
  maxPicnicPeople: count(t.validation.enterMaxPeople),
  homePageTime1: time,
  homePageTime2: time,
  homePageTime3: time,
  homePageTime4: time,
});

/** The defaults before a first save (docs/product.md §9): 0, 0, 0 and no times. */
export function settingsToValues(s: SiteSettingsFieldsFragment | undefined): SettingsValues {
  return {
    picnicPrice: String(s?.picnicPrice ?? 0),
    minPicnicPeople: String(s?.minPicnicPeople ?? 0),
    maxPicnicPeople: String(s?.maxPicnicPeople ?? 0),
    homePageTime1: s?.homePageTime1 ?? '',
    homePageTime2: s?.homePageTime2 ?? '',
    homePageTime3: s?.homePageTime3 ?? '',
    homePageTime4: s?.homePageTime4 ?? '',
  };
}

export function valuesToInput(v: SettingsValues): SiteSettingsInput {
  return {
    picnicPrice: toInt(v.picnicPrice),
    minPicnicPeople: toInt(v.minPicnicPeople),
    maxPicnicPeople: toInt(v.maxPicnicPeople),
    homePageTime1: v.homePageTime1 || null,
    homePageTime2: v.homePageTime2 || null,
    homePageTime3: v.homePageTime3 || null,
    homePageTime4: v.homePageTime4 || null,
  };
}
