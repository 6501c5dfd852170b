import type {
  AddOnType,
  DogType,
  PackageFieldsFragment,
  PackageInput,
  TimeSlotType,
} from '../../__generated__/graphql';
import { toInt } from '../../components/form/numberText';
import { entriesToInput, type ChildEntry } from './childEntries';

/** Number fields of the package (kept as typed text in the form, sent as Int). */
export const PACKAGE_NUMBERS = [
  'maxPeople',
  'includedPeople',
  'maxChildren',
  'includedChildren',
  'maxBigAndMediumDogs',
  'includedBigAndMediumDogs',
  'maxSmallDogs',
  'includedSmallDogs',
  'maxDogs',
  'includedDogs',
  'legacyMaxDogs',
  'legacyIncludedDogs',
  'price',
  'weekendPrice',
  'peopleExtraPrice',
  'childrenExtraPrice',
  'dogExtraPrice',
  'bigAndMediumDogExtraPrice',
  'smallDogExtraPrice',
  'combinedDogExtraPrice',
  'weekendPeopleExtraPrice',
  'weekendChildrenExtraPrice',
  'weekendBigAndMediumDogExtraPrice',
  'weekendSmallDogExtraPrice',
  'combinedDogWeekendExtraPrice',
  'displayOrder',
  'inventory',
] as const;
export type PackageNumber = (typeof PACKAGE_NUMBERS)[number];

export interface PhotoValue {
  fileName: string;
  url: string;
}

export interface SeasonPriceEntry extends ChildEntry {
  seasonId: string;
  seasonTitle: string;
  weekdayPrice: number;
  weekendPrice: number;
  dogExtraPrice: number;
  peopleExtraPrice: number;
  childrenExtraPrice: number;
}

export interface AddOnEntry extends ChildEntry {
  title: string;
  price: number;
  minPeople: number;
  maxPeople: number;
  type: AddOnType;
  description: string;
  imageUrl: string;
  perDayLimit: number;
}

/** A season price's own fields, as the form keeps them and as PackageInput sends them. */
const seasonPriceFields = (s: Omit<SeasonPriceEntry, keyof ChildEntry | 'seasonTitle'>) => ({
  seasonId: s.seasonId,
  weekdayPrice: s.weekdayPrice,
  weekendPrice: s.weekendPrice,
  dogExtraPrice: s.dogExtraPrice,
  peopleExtraPrice: s.peopleExtraPrice,
  childrenExtraPrice: s.childrenExtraPrice,
});

/** An add-on's own fields, as the form keeps them and as PackageInput sends them. */
const addOnFields = (a: Omit<AddOnEntry, keyof ChildEntry>) => ({
  title: a.title,
  price: a.price,
  minPeople: a.minPeople,
  maxPeople: a.maxPeople,
  type: a.type,
  description: a.description,
  imageUrl: a.imageUrl,
  perDayLimit: a.perDayLimit,
});

export type PackageValues = Record<PackageNumber, string> & {
  title: string;
  helpText: string;
  active: boolean;
  dogType: DogType;
  dogsAllowed: boolean;
  bigAndMediumDogsAllowed: boolean;
  smallDogsAllowed: boolean;
  timeSlotType: TimeSlotType;
  dogCategoryId: string;
  categoryId: string;
  photos: PhotoValue[];
  seasonPrices: SeasonPriceEntry[];
  addOns: AddOnEntry[];
};

const numbers = (pick: (key: PackageNumber) => string) =>
  Object.fromEntries(PACKAGE_NUMBERS.map((k) => [k, pick(k)])) as Record<PackageNumber, string>;

export function emptyPackage(): PackageValues {
  return {
    ...numbers(() => ''),
    title: '',
    helpText: '',
    active: true,
    dogType: 'BOTH',
    dogsAllowed: true,
    bigAndMediumDogsAllowed: true,
    smallDogsAllowed: true,
    timeSlotType: 'SINGLE',
    dogCategoryId: '',
    categoryId: '',
    photos: [],
    seasonPrices: [],
    addOns: [],
  };
}

export function packageToValues(p: PackageFieldsFragment): PackageValues {
  return {
    ...numbers((k) => String(p[k])),
    title: p.title,
    helpText: p.helpText,
    active: p.status === 'ACTIVE',
    dogType: p.dogType,
    dogsAllowed: p.dogsAllowed,
    bigAndMediumDogsAllowed: p.bigAndMediumDogsAllowed,
    smallDogsAllowed: p.smallDogsAllowed,
    timeSlotType: p.timeSlotType,
    dogCategoryId: p.dogCategoryId ?? '',
    categoryId: p.categoryId ?? '',
    photos: p.photos.map(({ fileName, url }) => ({ fileName, url })),
    seasonPrices: p.seasonPrices.map((s) => ({
      key: s.id,
      id: s.id,
      deleted: false,
      seasonTitle: s.seasonTitle,
      ...seasonPriceFields(s),
    })),
    addOns: p.addOns.map((a) => ({ key: a.id, id: a.id, deleted: false, ...addOnFields(a) })),
  };
}

/** The whole package as PackageInput (every field, season prices and add-ons entry by entry). */
export function valuesToInput(v: PackageValues): PackageInput {
  return {
    ...(Object.fromEntries(PACKAGE_NUMBERS.map((k) => [k, toInt(v[k])])) as Record<
      PackageNumber,
      number
    >),
    title: v.title.trim(),
    helpText: v.helpText.trim(),
    status: v.active ? 'ACTIVE' : 'INACTIVE',
    dogType: v.dogType,
    dogsAllowed: v.dogsAllowed,
    bigAndMediumDogsAllowed: v.bigAndMediumDogsAllowed,
    smallDogsAllowed: v.smallDogsAllowed,
    timeSlotType: v.timeSlotType,
    dogCategoryId: v.dogCategoryId || null,
    categoryId: v.categoryId || null,
    photos: v.photos.map(({ fileName, url }) => ({ fileName, url })),
    seasonPrices: entriesToInput(v.seasonPrices, seasonPriceFields),
    addOns: entriesToInput(v.addOns, addOnFields),
  };
}

/**
 * A deleted package as the input that creates it again (its UNDO): every field, photo, season
 * price and add-on, the entries as new ones (their old ids went with the package).
 */
export function packageToCreateInput(p: PackageFieldsFragment): PackageInput {
  const v = packageToValues(p);
  return valuesToInput({
    ...v,
    seasonPrices: v.seasonPrices.map((s) => ({ ...s, id: '' })),
    addOns: v.addOns.map((a) => ({ ...a, id: '' })),
  });
}
