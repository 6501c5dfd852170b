import type { AddOn, PackageOption, PackagePhoto } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import type { PackageModel, SeasonPriceModel } from '../models.js';
import { record, type Rec } from '../rest/read.js';
import { onGatewayOrigin } from '../uploads/urls.js';
import { addOnTypeCodec, dogTypeCodec, timeSlotTypeCodec } from './enums.js';

function toSeasonPrice(r: Rec): SeasonPriceModel {
  return {
    id: r.id(),
    seasonId: r.id('seasonId'),
    seasonTitle: r.text('seasonTitle'),
    weekdayPrice: r.int('weekDayPrice'),
    weekendPrice: r.int('weekEndPrice'),
    dogExtraPrice: r.int('dogExtraPrice'),
    peopleExtraPrice: r.int('peopleExtraPrice'),
    childrenExtraPrice: r.int('childrenExtraPrice'),
  };
}

function toAddOn(r: Rec): AddOn {
  return {
    id: r.id(),
    title: r.str('title'),
    price: r.int('price'),
    minPeople: r.int('minPeople'),
    maxPeople: r.int('maxPeople'),
    type: addOnTypeCodec.fromRest(r.raw.type, 'addOn.type'),
    description: r.text('description'),
    imageUrl: onGatewayOrigin(r.text('image')),
    perDayLimit: r.int('noOfAddOnPerDay'),
  };
}

const toPhoto = (r: Rec): PackagePhoto => ({
  fileName: r.str('fileName'),
  url: onGatewayOrigin(r.str('photo')),
});

/** A REST package (a list row, or the get's full package with children) → PackageModel. */
export function toPackage(raw: unknown): PackageModel {
  const r = record(raw, 'package');
  return {
    id: r.id(),
    title: r.str('title'),
    helpText: r.text('helpText'),
    status: statusCodec.fromRest(r.raw.isActive, 'package.isActive'),
    displayOrder: r.int('orderBy'),
    price: r.int('price'),
    weekendPrice: r.int('weekendPrice'),
    maxPeople: r.int('maxPeople'),
    maxChildren: r.int('maxChild'),
    includedPeople: r.int('numberOfPeople'),
    includedChildren: r.int('numberOfChildren'),
    peopleExtraPrice: r.int('peopleExtraPrice'),
    childrenExtraPrice: r.int('childrenExtraPrice'),
    weekendPeopleExtraPrice: r.int('weekendPeopleExtraPrice'),
    weekendChildrenExtraPrice: r.int('weekendChildrenExtraPrice'),
    dogType: dogTypeCodec.fromRest(r.raw.dogType, 'package.dogType'),
    dogsAllowed: r.bool('dogsEnable'),
    bigAndMediumDogsAllowed: r.bool('bigAndMediumDogsEnable'),
    smallDogsAllowed: r.bool('smallDogsEnable'),
    maxBigAndMediumDogs: r.int('maxBigAndMediumDogs'),
    maxSmallDogs: r.int('maxSmallDogs'),
    includedBigAndMediumDogs: r.int('numberOfBigAndMediumDogs'),
    includedSmallDogs: r.int('numberOfSmallDogs'),
    includedDogs: r.int('numberOfDogs'),
    maxDogs: r.int('maxDogs'),
    legacyIncludedDogs: r.int('noOfDogs'),
    legacyMaxDogs: r.int('maxNoOfDogs'),
    dogExtraPrice: r.int('dogExtraPrice'),
    smallDogExtraPrice: r.int('smallDogExtraPrice'),
    bigAndMediumDogExtraPrice: r.int('bigAndMediumDogExtraPrice'),
    weekendSmallDogExtraPrice: r.int('weekendSmallDogExtraPrice'),
    weekendBigAndMediumDogExtraPrice: r.int('weekendBigAndMediumDogExtraPrice'),
    combinedDogExtraPrice: r.int('dogsExtraPrice'),
    combinedDogWeekendExtraPrice: r.int('dogsWeekendPrice'),
    timeSlotType: timeSlotTypeCodec.fromRest(r.raw.timeSlot, 'package.timeSlot'),
    inventory: r.int('inventory'),
    dogCategoryId: r.optId('roomCategory'),
    dogCategoryTitle: r.optStr('roomCategoryTitle'),
    categoryId: r.optId('category'),
    categoryTitle: r.optStr('categoryTitle'),
    photos: r.recs('file').map(toPhoto),
    seasonPrices: r.has('seasonPrice') ? r.recs('seasonPrice').map(toSeasonPrice) : null,
    addOns: r.has('addOns') ? r.recs('addOns').map(toAddOn) : null,
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

/** GET /admin/package/all/list entry → PackageOption. */
export function toPackageOption(raw: unknown): PackageOption {
  const r = record(raw, 'packageOption');
  return {
    id: r.id(),
    title: r.str('title'),
    timeSlotType: timeSlotTypeCodec.fromRest(r.raw.timeSlot, 'packageOption.timeSlot'),
    inventory: r.int('inventory'),
    status: statusCodec.fromRest(r.raw.isActive, 'packageOption.isActive'),
    displayOrder: r.int('orderBy'),
  };
}
