import type { PackageInput } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import { yesNoToRest } from '../common/yes-no.js';
import type { FieldMap } from '../rest/errors.js';
import { addOnTypeCodec, dogTypeCodec, timeSlotTypeCodec } from './enums.js';

type Scalar = Exclude<keyof PackageInput, 'photos' | 'seasonPrices' | 'addOns'>;
type Kind = 'plain' | 'id' | 'yesNo' | 'status' | 'dogType' | 'timeSlotType';

/** Each scalar field of PackageInput, its REST name and how its value is written. */
const SCALARS: readonly (readonly [Scalar, string, Kind])[] = [
  ['title', 'title', 'plain'],
  ['helpText', 'helpText', 'plain'],
  ['status', 'isActive', 'status'],
  ['displayOrder', 'orderBy', 'plain'],
  ['price', 'price', 'plain'],
  ['weekendPrice', 'weekendPrice', 'plain'],
  ['maxPeople', 'maxPeople', 'plain'],
  ['maxChildren', 'maxChild', 'plain'],
  ['includedPeople', 'numberOfPeople', 'plain'],
  ['includedChildren', 'numberOfChildren', 'plain'],
  ['peopleExtraPrice', 'peopleExtraPrice', 'plain'],
  ['childrenExtraPrice', 'childrenExtraPrice', 'plain'],
  ['weekendPeopleExtraPrice', 'weekendPeopleExtraPrice', 'plain'],
  ['weekendChildrenExtraPrice', 'weekendChildrenExtraPrice', 'plain'],
  ['dogType', 'dogType', 'dogType'],
  ['dogsAllowed', 'dogsEnable', 'yesNo'],
  ['bigAndMediumDogsAllowed', 'bigAndMediumDogsEnable', 'yesNo'],
  ['smallDogsAllowed', 'smallDogsEnable', 'yesNo'],
  ['maxBigAndMediumDogs', 'maxBigAndMediumDogs', 'plain'],
  ['maxSmallDogs', 'maxSmallDogs', 'plain'],
  ['includedBigAndMediumDogs', 'numberOfBigAndMediumDogs', 'plain'],
  ['includedSmallDogs', 'numberOfSmallDogs', 'plain'],
  ['includedDogs', 'numberOfDogs', 'plain'],
  ['maxDogs', 'maxDogs', 'plain'],
  ['legacyIncludedDogs', 'noOfDogs', 'plain'],
  ['legacyMaxDogs', 'maxNoOfDogs', 'plain'],
  ['dogExtraPrice', 'dogExtraPrice', 'plain'],
  ['smallDogExtraPrice', 'smallDogExtraPrice', 'plain'],
  ['bigAndMediumDogExtraPrice', 'bigAndMediumDogExtraPrice', 'plain'],
  ['weekendSmallDogExtraPrice', 'weekendSmallDogExtraPrice', 'plain'],
  ['weekendBigAndMediumDogExtraPrice', 'weekendBigAndMediumDogExtraPrice', 'plain'],
  ['combinedDogExtraPrice', 'dogsExtraPrice', 'plain'],
  ['combinedDogWeekendExtraPrice', 'dogsWeekendPrice', 'plain'],
  ['timeSlotType', 'timeSlot', 'timeSlotType'],
  ['inventory', 'inventory', 'plain'],
  ['dogCategoryId', 'roomCategory', 'id'],
  ['categoryId', 'category', 'id'],
];

function restValue(kind: Kind, value: NonNullable<PackageInput[Scalar]>): unknown {
  switch (kind) {
    case 'yesNo':
      return yesNoToRest(value === true);
    case 'status':
      return statusCodec.toRest(value as 'ACTIVE' | 'INACTIVE');
    case 'dogType':
      return dogTypeCodec.toRest(value as Parameters<typeof dogTypeCodec.toRest>[0]);
    case 'timeSlotType':
      return timeSlotTypeCodec.toRest(value as Parameters<typeof timeSlotTypeCodec.toRest>[0]);
    default:
      return value;
  }
}

/** PackageInput → the REST package draft; fields left out (or null) are left out. */
export function packageBody(input: PackageInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, rest, kind] of SCALARS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null) {
      // null clears a category; other fields keep their stored value.
      if (kind === 'id') body[rest] = '';
      continue;
    }
    body[rest] = restValue(kind, value);
  }
  if (input.photos) body.file = input.photos.map((p) => ({ fileName: p.fileName, photo: p.url }));
  if (input.seasonPrices) {
    body.seasonPrice = input.seasonPrices.map((e) => ({
      ...(e.id ? { _id: e.id } : {}),
      ...(e.seasonId ? { seasonId: e.seasonId } : {}),
      ...(e.weekdayPrice != null ? { weekDayPrice: e.weekdayPrice } : {}),
      ...(e.weekendPrice != null ? { weekEndPrice: e.weekendPrice } : {}),
      ...(e.dogExtraPrice != null ? { dogExtraPrice: e.dogExtraPrice } : {}),
      ...(e.peopleExtraPrice != null ? { peopleExtraPrice: e.peopleExtraPrice } : {}),
      ...(e.childrenExtraPrice != null ? { childrenExtraPrice: e.childrenExtraPrice } : {}),
      ...(e.delete ? { action: 'delete' } : {}),
    }));
  }
  if (input.addOns) {
    body.addOns = input.addOns.map((e) => ({
      ...(e.id ? { _id: e.id } : {}),
      ...(e.title != null ? { title: e.title } : {}),
      ...(e.price != null ? { price: e.price } : {}),
      ...(e.minPeople != null ? { minPeople: e.minPeople } : {}),
      ...(e.maxPeople != null ? { maxPeople: e.maxPeople } : {}),
      ...(e.type ? { type: addOnTypeCodec.toRest(e.type) } : {}),
      ...(e.description != null ? { description: e.description } : {}),
      ...(e.imageUrl != null ? { image: e.imageUrl } : {}),
      ...(e.perDayLimit != null ? { noOfAddOnPerDay: e.perDayLimit } : {}),
      ...(e.delete ? { action: 'delete' } : {}),
    }));
  }
  return body;
}

/** REST → PackageInput field names, for validation errors. */
export const packageFields: FieldMap = {
  ...Object.fromEntries(SCALARS.filter(([g, r]) => g !== r).map(([g, r]) => [r, g])),
  file: 'photos',
  'file.*.photo': 'photos.*.url',
  seasonPrice: 'seasonPrices',
  'seasonPrice.*._id': 'seasonPrices.*.id',
  'seasonPrice.*.weekDayPrice': 'seasonPrices.*.weekdayPrice',
  'seasonPrice.*.weekEndPrice': 'seasonPrices.*.weekendPrice',
  'seasonPrice.*.action': 'seasonPrices.*.delete',
  'addOns.*._id': 'addOns.*.id',
  'addOns.*.image': 'addOns.*.imageUrl',
  'addOns.*.noOfAddOnPerDay': 'addOns.*.perDayLimit',
  'addOns.*.action': 'addOns.*.delete',
};
