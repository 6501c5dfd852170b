import { Type, type Static, type TOptional, type TSchema } from '@sinclair/typebox';
import { Timestamps } from '../http/common-schemas.js';
import { CheckedUpdatedAt } from '../availability/dates.js';

const Yen = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 10_000_000, description: `${description}, in yen` });
const Count = (description: string) => Type.Integer({ minimum: 0, maximum: 10_000, description });
/** A numeric code of docs/product.md §3's enumerations (kept as an integer range: literal unions make the route types too deep). */
const Code = (max: number, description: string) =>
  Type.Integer({ minimum: 1, maximum: max, description });
const YesNo = (description: string) => Code(2, `${description}: 1 = yes, 2 = no`);
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The same fields, each optional. */
function optional<T extends Record<string, TSchema>>(
  fields: T,
): { [K in keyof T]: TOptional<T[K]> } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as {
    [K in keyof T]: TOptional<T[K]>;
  };
}

const ChildId = Type.Optional(
  Type.String({
    maxLength: 64,
    description: 'Id of a saved entry; omitted or empty for a new entry',
  }),
);
const ChildAction = Type.Optional(
  Type.String({
    maxLength: 20,
    description:
      "'delete' marks a saved entry for deletion (an unsaved one is skipped); other values are ignored",
  }),
);

/** A package photo: the stored file name and the URL path it is served at. */
export const PackageFile = Type.Object({
  fileName: Type.String({
    minLength: 1,
    maxLength: 300,
    description: 'Stored file name, e.g. seed/picnic-1.jpg',
  }),
  photo: Type.String({ minLength: 1, maxLength: 1000, description: 'URL (path) of the photo' }),
});
export type PackageFile = Static<typeof PackageFile>;

export const SeasonPriceInput = Type.Object({
  _id: ChildId,
  seasonId: Type.Optional(
    Type.String({ maxLength: 64, description: 'The season these prices apply in' }),
  ),
  seasonTitle: Type.Optional(
    Type.String({ maxLength: 200, description: "Ignored: the season's own title is returned" }),
  ),
  weekDayPrice: Type.Optional(Yen('Weekday price')),
  weekEndPrice: Type.Optional(Yen('Weekend price')),
  dogExtraPrice: Type.Optional(Yen('Price per extra dog')),
  peopleExtraPrice: Type.Optional(Yen('Price per extra person')),
  childrenExtraPrice: Type.Optional(Yen('Price per extra child')),
  action: ChildAction,
});
export type SeasonPriceInput = Static<typeof SeasonPriceInput>;

export const AddOnType = Code(2, '1 = package based, 2 = people based');

export const AddOnInput = Type.Object({
  _id: ChildId,
  title: Type.Optional(Type.String({ maxLength: 200 })),
  price: Type.Optional(Yen('Price')),
  minPeople: Type.Optional(Count('Fewest people it can be booked for')),
  maxPeople: Type.Optional(Count('Most people it can be booked for')),
  type: Type.Optional(AddOnType),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  image: Type.Optional(Type.String({ maxLength: 1000, description: 'URL (path) of the image' })),
  noOfAddOnPerDay: Type.Optional(Count('How many can be booked per day')),
  action: ChildAction,
});
export type AddOnInput = Static<typeof AddOnInput>;

/** The package's own fields (docs/product.md §3), one per column of the packages table. */
const PackageFields = {
  title: Type.String({ maxLength: 200 }),
  helpText: Type.String({ maxLength: 5000, description: 'Description shown to customers' }),
  price: Yen('Weekday price for the included people'),
  weekendPrice: Yen('Weekend price for the included people'),
  maxPeople: Count('Most people per booking'),
  maxChild: Count('Most children per booking'),
  numberOfPeople: Count('People included in the price'),
  numberOfChildren: Count('Children included in the price'),
  peopleExtraPrice: Yen('Weekday price per extra person'),
  childrenExtraPrice: Yen('Weekday price per extra child'),
  weekendPeopleExtraPrice: Yen('Weekend price per extra person'),
  weekendChildrenExtraPrice: Yen('Weekend price per extra child'),
  dogType: Code(4, 'Dogs allowed: 1 = big and medium, 2 = small, 3 = both, 4 = combine'),
  dogsEnable: YesNo('Dogs allowed'),
  bigAndMediumDogsEnable: YesNo('Big and medium dogs allowed'),
  smallDogsEnable: YesNo('Small dogs allowed'),
  maxBigAndMediumDogs: Count('Most big and medium dogs per booking'),
  maxSmallDogs: Count('Most small dogs per booking'),
  numberOfBigAndMediumDogs: Count('Big and medium dogs included in the price'),
  numberOfSmallDogs: Count('Small dogs included in the price'),
  numberOfDogs: Count('Dogs included in the price (combined dog type)'),
  maxDogs: Count('Most dogs per booking (combined dog type)'),
  noOfDogs: Count('Dogs included (legacy field)'),
  maxNoOfDogs: Count('Most dogs (legacy field)'),
  dogExtraPrice: Yen('Weekday price per extra dog'),
  smallDogExtraPrice: Yen('Weekday price per extra small dog'),
  bigAndMediumDogExtraPrice: Yen('Weekday price per extra big or medium dog'),
  weekendSmallDogExtraPrice: Yen('Weekend price per extra small dog'),
  weekendBigAndMediumDogExtraPrice: Yen('Weekend price per extra big or medium dog'),
  dogsExtraPrice: Yen('Price per extra dog (combined dog type)'),
  dogsWeekendPrice: Yen('Weekend price per extra dog (combined dog type)'),
  timeSlot: Code(2, 'Time slots: 1 = single, 2 = multiple'),
  inventory: Count('Bookings available per time slot (multiple time slots)'),
  roomCategory: Type.String({
    maxLength: 64,
    description: 'Dog (room) category id; empty for none',
  }),
  category: Type.String({ maxLength: 64, description: 'Package category id; empty for none' }),
  orderBy: Type.Integer({
    minimum: -1_000_000,
    maximum: 1_000_000,
    description: 'Display order, ascending',
  }),
  isActive: Code(2, '1 = active, 2 = inactive'),
  file: Type.Array(PackageFile, { maxItems: 30, description: 'Photos, the first is the cover' }),
};

/** Every package field a client may send; all optional so docs/product.md §5 messages can name what is missing. */
const PackageDraftFields = {
  ...optional(PackageFields),
  seasonPrice: Type.Optional(Type.Array(SeasonPriceInput, { maxItems: 50 })),
  addOns: Type.Optional(Type.Array(AddOnInput, { maxItems: 50 })),
};

export const PackageScalarDraft = Type.Object(optional(PackageFields));
export type PackageScalarDraft = Static<typeof PackageScalarDraft>;

export const PackageCreateBody = Type.Object(PackageDraftFields);
export type PackageCreateBody = Static<typeof PackageCreateBody>;

/**
 * Update: fields left out keep their stored values. Season prices and add-ons: entries with `_id`
 * are updated, entries without are added, `action: 'delete'` deletes a saved entry; saved entries
 * left out of the list are kept (after the listed ones).
 */
export const PackageUpdateBody = Type.Object({
  _id: Type.String({ minLength: 1, maxLength: 64 }),
  updatedAt: CheckedUpdatedAt,
  ...PackageDraftFields,
});
export type PackageUpdateBody = Static<typeof PackageUpdateBody>;

export const SeasonPrice = Type.Object({
  _id: Type.String(),
  seasonId: Type.String(),
  seasonTitle: Type.String(),
  weekDayPrice: Type.Integer(),
  weekEndPrice: Type.Integer(),
  dogExtraPrice: Type.Integer(),
  peopleExtraPrice: Type.Integer(),
  childrenExtraPrice: Type.Integer(),
});
export type SeasonPrice = Static<typeof SeasonPrice>;

export const AddOn = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  price: Type.Integer(),
  minPeople: Type.Integer(),
  maxPeople: Type.Integer(),
  type: Type.Integer({ description: '1 = package based, 2 = people based' }),
  description: Type.String(),
  image: Type.String(),
  noOfAddOnPerDay: Type.Integer(),
});
export type AddOn = Static<typeof AddOn>;

/** Output fields: the category ids become nullable, next to their titles. */
const { roomCategory: _roomCategory, category: _category, ...PackageOwnFields } = PackageFields;

const PackageRowFields = {
  _id: Type.String(),
  ...PackageOwnFields,
  roomCategory: Nullable(Type.String({ description: 'Dog (room) category id' })),
  roomCategoryTitle: Nullable(Type.String({ description: 'Dog (room) category title' })),
  category: Nullable(Type.String({ description: 'Package category id' })),
  categoryTitle: Nullable(Type.String({ description: 'Package category title' })),
  ...Timestamps,
};

/** A package as list rows show it: every field plus its category titles, without children. */
export const PackageRow = Type.Object(PackageRowFields);
export type PackageRow = Static<typeof PackageRow>;

export const Package = Type.Object({
  ...PackageRowFields,
  seasonPrice: Type.Array(SeasonPrice),
  addOns: Type.Array(AddOn),
});
export type Package = Static<typeof Package>;

/** One entry of GET /admin/package/all/list: enough to choose a package (e.g. for availability). */
export const PackageOption = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  timeSlot: Type.Integer({ description: '1 = single, 2 = multiple' }),
  inventory: Type.Integer(),
  isActive: Type.Integer(),
  orderBy: Type.Integer(),
});
export type PackageOption = Static<typeof PackageOption>;
