import { modelOf } from '../rest/model.js';
import type { AddOn, PackageOption, PackagePhoto } from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import type { PackageModel, SeasonPriceModel } from '../models.js';
import type { Rec } from '../rest/read.js';
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
    type: r.code(addOnTypeCodec, 'type'),
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
export const toPackage = modelOf<PackageModel>(
  'package',
  {
    id: (r) => r.id(),
    title: (r) => r.str('title'),
    helpText: (r) => r.text('helpText'),
    status: (r) => r.code(statusCodec, 'isActive'),
    displayOrder: (r) => r.int('orderBy'),
    price: (r) => r.int('price'),
    weekendPrice: (r) => r.optInt('weekendPrice'),
    maxPeople: (r) => r.int('maxPeople'),
    maxChildren: (r) => r.int('maxChild'),
    includedPeople: (r) => r.int('numberOfPeople'),
    includedChildren: (r) => r.int('numberOfChildren'),
    peopleExtraPrice: (r) => r.int('peopleExtraPrice'),
    childrenExtraPrice: (r) => r.int('childrenExtraPrice'),
    weekendPeopleExtraPrice: (r) => r.optInt('weekendPeopleExtraPrice'),
    weekendChildrenExtraPrice: (r) => r.optInt('weekendChildrenExtraPrice'),
    dogType: (r) => r.code(dogTypeCodec, 'dogType'),
    dogsAllowed: (r) => r.bool('dogsEnable'),
    bigAndMediumDogsAllowed: (r) => r.bool('bigAndMediumDogsEnable'),
    smallDogsAllowed: (r) => r.bool('smallDogsEnable'),
    maxBigAndMediumDogs: (r) => r.optInt('maxBigAndMediumDogs'),
    maxSmallDogs: (r) => r.optInt('maxSmallDogs'),
    includedBigAndMediumDogs: (r) => r.optInt('numberOfBigAndMediumDogs'),
    includedSmallDogs: (r) => r.optInt('numberOfSmallDogs'),
    includedDogs: (r) => r.optInt('numberOfDogs'),
    maxDogs: (r) => r.optInt('maxDogs'),
    legacyIncludedDogs: (r) => r.optInt('noOfDogs'),
    legacyMaxDogs: (r) => r.optInt('maxNoOfDogs'),
    dogExtraPrice: (r) => r.int('dogExtraPrice'),
    smallDogExtraPrice: (r) => r.optInt('smallDogExtraPrice'),
    bigAndMediumDogExtraPrice: (r) => r.optInt('bigAndMediumDogExtraPrice'),
    weekendSmallDogExtraPrice: (r) => r.optInt('weekendSmallDogExtraPrice'),
    weekendBigAndMediumDogExtraPrice: (r) => r.optInt('weekendBigAndMediumDogExtraPrice'),
    combinedDogExtraPrice: (r) => r.optInt('dogsExtraPrice'),
    combinedDogWeekendExtraPrice: (r) => r.optInt('dogsWeekendPrice'),
    timeSlotType: (r) => r.code(timeSlotTypeCodec, 'timeSlot'),
    inventory: (r) => r.int('inventory'),
    dogCategoryId: (r) => r.optId('roomCategory'),
    dogCategoryTitle: (r) => r.optStr('roomCategoryTitle'),
    categoryId: (r) => r.optId('category'),
    categoryTitle: (r) => r.optStr('categoryTitle'),
    photos: (r) => r.recs('file').map(toPhoto),
    seasonPrices: (r) => (r.has('seasonPrice') ? r.recs('seasonPrice').map(toSeasonPrice) : null),
    addOns: (r) => (r.has('addOns') ? r.recs('addOns').map(toAddOn) : null),
    createdAt: (r) => r.optDateTime('createdAt'),
    updatedAt: (r) => r.optDateTime('updatedAt'),
  },
  [
    'title',
    'helpText',
    'status',
    'displayOrder',
    'price',
    'maxPeople',
    'maxChildren',
    'includedPeople',
    'includedChildren',
    'peopleExtraPrice',
    'childrenExtraPrice',
    'dogType',
    'dogsAllowed',
    'bigAndMediumDogsAllowed',
    'smallDogsAllowed',
    'dogExtraPrice',
    'timeSlotType',
    'inventory',
    'photos',
  ],
);

/** GET /admin/package/all/list entry → PackageOption. */
export const toPackageOption = modelOf<PackageOption>('packageOption', {
  id: (r) => r.id(),
  title: (r) => r.str('title'),
  timeSlotType: (r) => r.code(timeSlotTypeCodec, 'timeSlot'),
  inventory: (r) => r.int('inventory'),
  status: (r) => r.code(statusCodec, 'isActive'),
  displayOrder: (r) => r.int('orderBy'),
});
