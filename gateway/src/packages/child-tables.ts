import type {
  AddOn,
  AddOnInput,
  PackagePhoto,
  PackagePhotoInput,
  SeasonPrice,
  SeasonPriceInput,
} from '../__generated__/resolvers-types.js';
import { childRecords } from '../rest/child-records.js';
import type { FieldMap } from '../rest/errors.js';
import { code, entryId, int, mapped, omitNull, str, text } from '../rest/codecs.js';
import { wholeTable, type Codec, type Table } from '../rest/table.js';
import { onGatewayOrigin } from '../uploads/urls.js';
import { addOnTypeCodec } from './enums.js';

/*
 * A package's child entries (photos, season prices, add-ons): each a table read whole, an entry
 * failing as a whole as its list does; written back as the list of each entry's body.
 */

/** A whole number, sent only when given. */
const whole = omitNull(int);

/** The REST key and value that delete a saved entry, for the input's `delete`. */
const DELETE = { rest: 'action', value: 'delete', field: 'delete' } as const;

/** A photo of a package: an element of the package's `file` list, written whole. */
export const packagePhotoTable = wholeTable<PackagePhoto, PackagePhotoInput>(
  { what: 'package.file', type: 'PackagePhoto', input: 'PackagePhotoInput' },
  {
    fileName: { rest: 'fileName', codec: str, writable: true },
    url: {
      rest: 'photo',
      codec: mapped<string>((r, k) => onGatewayOrigin(r.str(k))),
      writable: true,
    },
  },
);

/** A package's price in one season: an element of the package's `seasonPrice` list. */
export const seasonPriceTable = wholeTable<SeasonPrice, SeasonPriceInput, 'season'>(
  {
    what: 'package.seasonPrice',
    type: 'SeasonPrice',
    input: 'SeasonPriceInput',
    answered: ['season'],
    inputOnly: [DELETE.field],
  },
  {
    id: { rest: '_id', codec: entryId, writable: true },
    seasonId: { rest: 'seasonId', codec: entryId, writable: true },
    seasonTitle: { rest: 'seasonTitle', codec: text },
    weekdayPrice: { rest: 'weekDayPrice', codec: whole, writable: true },
    weekendPrice: { rest: 'weekEndPrice', codec: whole, writable: true },
    dogExtraPrice: { rest: 'dogExtraPrice', codec: whole, writable: true },
    peopleExtraPrice: { rest: 'peopleExtraPrice', codec: whole, writable: true },
    childrenExtraPrice: { rest: 'childrenExtraPrice', codec: whole, writable: true },
  },
);

/** An add-on a package offers: an element of the package's `addOns` list. */
export const addOnTable = wholeTable<AddOn, AddOnInput>(
  { what: 'package.addOns', type: 'AddOn', input: 'AddOnInput', inputOnly: [DELETE.field] },
  {
    id: { rest: '_id', codec: entryId, writable: true },
    title: { rest: 'title', codec: omitNull(str), writable: true },
    price: { rest: 'price', codec: whole, writable: true },
    minPeople: { rest: 'minPeople', codec: whole, writable: true },
    maxPeople: { rest: 'maxPeople', codec: whole, writable: true },
    type: { rest: 'type', codec: code(addOnTypeCodec), writable: true },
    description: { rest: 'description', codec: omitNull(text), writable: true },
    imageUrl: {
      rest: 'image',
      codec: omitNull(mapped<string>((r, k) => onGatewayOrigin(r.text(k)))),
      writable: true,
    },
    perDayLimit: { rest: 'noOfAddOnPerDay', codec: whole, writable: true },
  },
);

/**
 * A list of child entries: null when the record has none (a list row; the get has them), else each
 * entry read whole. Written as each input entry's body, with `action: 'delete'` for `delete`.
 */
export function childList<V, I extends { delete?: boolean | null }>(
  entries: Table<V, I>,
): Codec<V[] | null, I[]> {
  const list = childRecords(entries, {
    extraOf: (e) => (e.delete ? { [DELETE.rest]: DELETE.value } : {}),
  });
  return mapped<V[] | null, I[]>((r, k) => (r.has(k) ? list.read(r, k) : null), list.write);
}

/** The field errors of a list's entries (its column's elementErrors): the table's and `delete`'s. */
export const childErrors = (entries: Table<unknown, never>): FieldMap => ({
  ...entries.fieldErrors,
  [DELETE.rest]: DELETE.field,
});
