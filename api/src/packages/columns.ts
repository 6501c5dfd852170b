import type { PackageFile, PackageScalarDraft } from './schemas.js';

/** JSON field of the contract → column of the packages table: every column but id and timestamps. */
export const PACKAGE_COLUMNS = {
  title: 'title',
  helpText: 'help_text',
  price: 'price',
  weekendPrice: 'weekend_price',
  maxPeople: 'max_people',
  maxChild: 'max_child',
  numberOfPeople: 'number_of_people',
  numberOfChildren: 'number_of_children',
  peopleExtraPrice: 'people_extra_price',
  childrenExtraPrice: 'children_extra_price',
  weekendPeopleExtraPrice: 'weekend_people_extra_price',
  weekendChildrenExtraPrice: 'weekend_children_extra_price',
  dogType: 'dog_type',
  dogsEnable: 'dogs_enable',
  bigAndMediumDogsEnable: 'big_medium_dogs_enable',
  smallDogsEnable: 'small_dogs_enable',
  maxBigAndMediumDogs: 'max_big_medium_dogs',
  maxSmallDogs: 'max_small_dogs',
  numberOfBigAndMediumDogs: 'number_of_big_medium_dogs',
  numberOfSmallDogs: 'number_of_small_dogs',
  numberOfDogs: 'number_of_dogs',
  maxDogs: 'max_dogs',
  noOfDogs: 'no_of_dogs',
  maxNoOfDogs: 'max_no_of_dogs',
  dogExtraPrice: 'dog_extra_price',
  smallDogExtraPrice: 'small_dog_extra_price',
  bigAndMediumDogExtraPrice: 'big_medium_dog_extra_price',
  weekendSmallDogExtraPrice: 'weekend_small_dog_extra_price',
  weekendBigAndMediumDogExtraPrice: 'weekend_big_medium_dog_extra_price',
  dogsExtraPrice: 'dogs_extra_price',
  dogsWeekendPrice: 'dogs_weekend_price',
  timeSlot: 'time_slot_type',
  inventory: 'inventory',
  roomCategory: 'room_category_id',
  category: 'category_id',
  orderBy: 'order_by',
  isActive: 'is_active',
  file: 'files',
} as const satisfies Record<keyof PackageScalarDraft, string>;

type PackageField = keyof typeof PACKAGE_COLUMNS;

/** SELECT list of a package row (alias p, with r = dog category and c = package category joined). */
export const PACKAGE_SELECT = [
  'p.id AS "_id"',
  ...Object.entries(PACKAGE_COLUMNS).map(([field, column]) => `p.${column} AS "${field}"`),
  'r.title AS "roomCategoryTitle"',
  'c.title AS "categoryTitle"',
  'p.created_at AS "createdAt"',
  'p.updated_at AS "updatedAt"',
].join(', ');

export const PACKAGE_FROM = `packages p
  LEFT JOIN room_categories r ON r.id = p.room_category_id
  LEFT JOIN package_categories c ON c.id = p.category_id`;

const files = (list: PackageFile[]) =>
  JSON.stringify(list.map((f) => ({ fileName: f.fileName.trim(), photo: f.photo.trim() })));

function columnValue(field: PackageField, value: unknown): unknown {
  switch (field) {
    case 'title':
    case 'helpText':
      return (value as string).trim();
    case 'roomCategory':
    case 'category':
      return (value as string).trim() || null;
    case 'file':
      return files(value as PackageFile[]);
    default:
      return value;
  }
}

/** Column → value for every field the draft carries; fields left out are not touched. */
export function packageColumnValues(draft: PackageScalarDraft): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PACKAGE_COLUMNS) as [PackageField, string][]) {
    const value = draft[field];
    if (value !== undefined) values[column] = columnValue(field, value);
  }
  return values;
}
