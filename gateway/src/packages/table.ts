import type {
  AddOn,
  Package,
  PackageInput,
  PackageOption,
  PackageSortField,
} from '../__generated__/resolvers-types.js';
import { statusCodec } from '../common/enums.js';
import { yesNoToRest } from '../common/yes-no.js';
import type { SeasonPriceModel } from '../models.js';
import { childRecords } from '../rest/child-records.js';
import {
  bool,
  code,
  id,
  int,
  mapped,
  omitNull,
  optDateTime,
  optId,
  optInt,
  optStr,
  str,
  text,
} from '../rest/codecs.js';
import { readingOf, table, type Rows } from '../rest/table.js';
import {
  addOnTable,
  childErrors,
  childList,
  packagePhotoTable,
  seasonPriceTable,
} from './child-tables.js';
import { dogTypeCodec, timeSlotTypeCodec } from './enums.js';

/** A number sent only when given (a write leaves a field it lacks as stored). */
const whole = omitNull(int);
const maybeWhole = omitNull(optInt);
/** A flag written 1 (yes) / 2 (no). */
const yesNo = mapped<boolean>(bool.read, (v) => (v == null ? undefined : yesNoToRest(v === true)));
/** A category id: null clears it (""), left out keeps it. */
const categoryRef = mapped<string | null>(optId.read, (v) =>
  v === undefined ? undefined : (v ?? ''),
);

/** A package as its table reads it: its children null on list rows, its categories' titles. */
export type PackageRow = Omit<Package, 'seasonPrices' | 'addOns'> & {
  seasonPrices: SeasonPriceModel[] | null;
  addOns: AddOn[] | null;
  /** Category titles of the REST row: `category { id title }` costs no REST call. */
  categoryTitle: string | null;
  dogCategoryTitle: string | null;
};

type Answered = 'category' | 'dogCategory' | 'dependents' | 'history';

/** How each package field is read from the REST package record (a package option reads a few). */
const packageRows: Rows<PackageRow, PackageInput, Answered> = {
  id: { rest: '_id', codec: id },
  title: { rest: 'title', codec: omitNull(str), required: true, writable: true, sortable: true },
  helpText: { rest: 'helpText', codec: omitNull(text), required: true, writable: true },
  status: {
    rest: 'isActive',
    codec: code(statusCodec),
    required: true,
    writable: true,
    sortable: true,
  },
  displayOrder: { rest: 'orderBy', codec: whole, required: true, writable: true, sortable: true },
  price: { rest: 'price', codec: whole, required: true, writable: true, sortable: true },
  weekendPrice: { rest: 'weekendPrice', codec: maybeWhole, writable: true },
  maxPeople: { rest: 'maxPeople', codec: whole, required: true, writable: true },
  maxChildren: { rest: 'maxChild', codec: whole, required: true, writable: true },
  includedPeople: { rest: 'numberOfPeople', codec: whole, required: true, writable: true },
  includedChildren: { rest: 'numberOfChildren', codec: whole, required: true, writable: true },
  peopleExtraPrice: { rest: 'peopleExtraPrice', codec: whole, required: true, writable: true },
  childrenExtraPrice: {
    rest: 'childrenExtraPrice',
    codec: whole,
    required: true,
    writable: true,
  },
  weekendPeopleExtraPrice: { rest: 'weekendPeopleExtraPrice', codec: maybeWhole, writable: true },
  weekendChildrenExtraPrice: {
    rest: 'weekendChildrenExtraPrice',
    codec: maybeWhole,
    writable: true,
  },
  dogType: { rest: 'dogType', codec: code(dogTypeCodec), required: true, writable: true },
  dogsAllowed: { rest: 'dogsEnable', codec: yesNo, required: true, writable: true },
  bigAndMediumDogsAllowed: {
    rest: 'bigAndMediumDogsEnable',
    codec: yesNo,
    required: true,
    writable: true,
  },
  smallDogsAllowed: { rest: 'smallDogsEnable', codec: yesNo, required: true, writable: true },
  maxBigAndMediumDogs: { rest: 'maxBigAndMediumDogs', codec: maybeWhole, writable: true },
  maxSmallDogs: { rest: 'maxSmallDogs', codec: maybeWhole, writable: true },
  includedBigAndMediumDogs: {
    rest: 'numberOfBigAndMediumDogs',
    codec: maybeWhole,
    writable: true,
  },
  includedSmallDogs: { rest: 'numberOfSmallDogs', codec: maybeWhole, writable: true },
  includedDogs: { rest: 'numberOfDogs', codec: maybeWhole, writable: true },
  maxDogs: { rest: 'maxDogs', codec: maybeWhole, writable: true },
  legacyIncludedDogs: { rest: 'noOfDogs', codec: maybeWhole, writable: true },
  legacyMaxDogs: { rest: 'maxNoOfDogs', codec: maybeWhole, writable: true },
  dogExtraPrice: { rest: 'dogExtraPrice', codec: whole, required: true, writable: true },
  smallDogExtraPrice: { rest: 'smallDogExtraPrice', codec: maybeWhole, writable: true },
  bigAndMediumDogExtraPrice: {
    rest: 'bigAndMediumDogExtraPrice',
    codec: maybeWhole,
    writable: true,
  },
  weekendSmallDogExtraPrice: {
    rest: 'weekendSmallDogExtraPrice',
    codec: maybeWhole,
    writable: true,
  },
  weekendBigAndMediumDogExtraPrice: {
    rest: 'weekendBigAndMediumDogExtraPrice',
    codec: maybeWhole,
    writable: true,
  },
  combinedDogExtraPrice: { rest: 'dogsExtraPrice', codec: maybeWhole, writable: true },
  combinedDogWeekendExtraPrice: { rest: 'dogsWeekendPrice', codec: maybeWhole, writable: true },
  timeSlotType: {
    rest: 'timeSlot',
    codec: code(timeSlotTypeCodec),
    required: true,
    writable: true,
  },
  inventory: { rest: 'inventory', codec: whole, required: true, writable: true },
  dogCategoryId: { rest: 'roomCategory', codec: categoryRef, writable: true },
  dogCategoryTitle: { rest: 'roomCategoryTitle', codec: optStr },
  categoryId: { rest: 'category', codec: categoryRef, writable: true },
  categoryTitle: { rest: 'categoryTitle', codec: optStr },
  photos: {
    rest: 'file',
    codec: childRecords(packagePhotoTable),
    required: true,
    writable: true,
    elementErrors: packagePhotoTable.fieldErrors,
  },
  seasonPrices: {
    rest: 'seasonPrice',
    codec: childList(seasonPriceTable),
    writable: true,
    elementErrors: childErrors(seasonPriceTable),
  },
  addOns: {
    rest: 'addOns',
    codec: childList(addOnTable),
    writable: true,
    elementErrors: childErrors(addOnTable),
  },
  createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
  updatedAt: { rest: 'updatedAt', codec: optDateTime },
};

/** Packages: the REST package record (a list row, or the get's with children), field by field. */
export const packageTable = table<PackageRow, PackageInput, PackageSortField, Answered>(
  {
    what: 'package',
    type: 'Package',
    input: 'PackageInput',
    sort: 'PackageSortField',
    answered: ['category', 'dogCategory', 'dependents', 'history'],
    internal: ['categoryTitle', 'dogCategoryTitle'],
  },
  packageRows,
);

/**
 * GET /admin/package/all/list entry: a package as an id and a title (and what a picker shows), a
 * few fields of the package record, read as the package's table reads them.
 */
export const packageOptionTable = table<PackageOption>(
  { what: 'packageOption', type: 'PackageOption' },
  readingOf(packageRows, ['id', 'title', 'timeSlotType', 'inventory', 'status', 'displayOrder']),
);
