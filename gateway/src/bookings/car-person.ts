import type { CarPerson } from '../__generated__/resolvers-types.js';
import { mapped, text } from '../rest/codecs.js';
import { wholeTable, type Column, type Rows } from '../rest/table.js';

/*
 * A booking's car person is not a REST record of its own: its parts are fields of the booking
 * record, each read "" when absent. Bookings are not written.
 */
const carPersonRows: Rows<CarPerson> = {
  firstName: { rest: 'carPersonFirstName', codec: text },
  lastName: { rest: 'carPersonLastName', codec: text },
  mobileNumber: { rest: 'carPersonMobileNumber', codec: text },
  carNumber: { rest: 'carNumber', codec: text },
};

/** A car person's parts, read whole from the booking that holds them. */
export const carPersonTable = wholeTable<CarPerson>(
  { what: 'booking', type: 'CarPerson' },
  carPersonRows,
);

/** The `carPerson` row of a booking: read from its parts; its REST name is its first part's. */
export const carPersonColumn = {
  rest: carPersonRows.firstName.rest,
  codec: mapped<CarPerson>((r) => carPersonTable.readWhole(r)),
} satisfies Column<CarPerson>;
