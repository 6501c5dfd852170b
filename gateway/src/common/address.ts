import type { Address, AddressInput } from '../__generated__/resolvers-types.js';
import { mapped, omitNull, text } from '../rest/codecs.js';
import { wholeTable, type Column, type Rows } from '../rest/table.js';

/*
 * An address is not a REST record of its own: its parts are fields of the record that holds it (a
 * user, a booking), each read "" when absent; a write sends the parts it has.
 */
const part = omitNull(text);

const addressRows: Rows<Address, AddressInput> = {
  postalCode: { rest: 'pincode', codec: part, writable: true },
  prefecture: { rest: 'state', codec: part, writable: true },
  district: { rest: 'district', codec: part, writable: true },
  city: { rest: 'city', codec: part, writable: true },
  apartment: { rest: 'apartment', codec: part, writable: true },
};

/** An address's parts, read whole from the record that holds them. */
export const addressTable = wholeTable<Address, AddressInput>(
  { what: 'address', type: 'Address', input: 'AddressInput' },
  addressRows,
);

/**
 * The `address` row of a record that holds the parts: read from them, written as the parts (spread
 * into the body), their field errors named under `address.` (`pincode` → `address.postalCode`).
 * Its REST name is its first part's.
 */
export const addressColumn = {
  rest: addressRows.postalCode.rest,
  codec: mapped<Address, AddressInput>(
    (r) => addressTable.readWhole(r),
    (a) => (a ? addressTable.body(a) : undefined),
  ),
  spread: true,
  partErrors: Object.fromEntries(addressTable.columns.map((c) => [c.rest, `address.${c.field}`])),
} satisfies Column<Address, AddressInput>;
