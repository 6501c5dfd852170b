import type {
  BookedDog,
  Booking,
  BookingAddOn,
  BookingSortField,
  BookingStatus,
  DayBoardArrival,
  DogSize,
  PaymentProvider,
} from '../__generated__/resolvers-types.js';
import { addressColumn } from '../common/address.js';
import { checkTime } from '../graphql/scalars.js';
import { addOnTypeCodec } from '../packages/enums.js';
import {
  bool,
  blankNull,
  code,
  date,
  id,
  int,
  mapped,
  optDateTime,
  optId,
  optInt,
  text,
} from '../rest/codecs.js';
import { enumCodec } from '../rest/read.js';
import { table, type RestRecord, type Rows } from '../rest/table.js';
import { carPersonColumn } from './car-person.js';

/** Booking status: Failed = 1, Booked = 2, Cancelled = 3, Pending = 4 (docs/product.md §3). */
export const bookingStatusCodec = enumCodec<BookingStatus>({
  FAILED: 1,
  BOOKED: 2,
  CANCELLED: 3,
  PENDING: 4,
});
/** Payment provider: All = 0, STRIPE = 1, AMAZON_PAY = 2. */
const paymentProviderCodec = enumCodec<PaymentProvider>({ ALL: 0, STRIPE: 1, AMAZON_PAY: 2 });
const dogSizeCodec = enumCodec<DogSize>({ BIG_OR_MEDIUM: 1, SMALL: 2 });

/** An enum read only when the record has the key; null without it. */
const optCode = <E extends string>(codec: Parameters<typeof code<E>>[0]) =>
  mapped<E | null>((r, k) => (r.has(k) ? r.code(codec, k) : null));

/** An add-on line of a booking: an odd quantity or type fails that line's field alone. */
export const bookingAddOnTable = table<BookingAddOn>(
  { what: 'booking.addOn', type: 'BookingAddOn' },
  {
    id: { rest: '_id', codec: optId },
    title: { rest: 'title', codec: text, required: true },
    unitPrice: { rest: 'price', codec: int, required: true },
    quantity: { rest: 'quantity', codec: optInt },
    type: { rest: 'type', codec: optCode(addOnTypeCodec) },
  },
);

/** A booked dog: an odd size fails that dog's size alone. */
export const bookedDogTable = table<BookedDog>(
  { what: 'booking.dog', type: 'BookedDog' },
  {
    name: { rest: 'dogName', codec: text, required: true },
    breed: { rest: 'breedName', codec: blankNull },
    size: { rest: 'size', codec: optCode(dogSizeCodec) },
    vaccinationDate: { rest: 'dateOfVaccine', codec: blankNull },
    fileUrl: { rest: 'file', codec: blankNull },
  },
);

type AddOnRecords = RestRecord<BookingAddOn>[];
/** A booking as its table reads it: the nested lists as records of their own tables. */
export type BookingRow = Omit<Booking, 'addOns' | 'cartAddOns' | 'dogs'> & {
  addOns: AddOnRecords;
  cartAddOns: AddOnRecords;
  dogs: RestRecord<BookedDog>[];
};

/** A nested list's elements as records (one lacking a required field fails the whole list). */
const addOnLines = mapped<AddOnRecords>((r, k) => bookingAddOnTable.elements(r.recs(k)));
const time = mapped<string | null>((r, k) => {
  const v = r.optStr(k);
  return v ? checkTime(v) : null;
});

type Answered = 'package' | 'arrival' | 'notes' | 'history';

/** How each booking field is read from the REST booking record (the day board reads a few). */
const bookingRows: Rows<BookingRow, never, Answered> = {
  id: { rest: '_id', codec: id },
  bookingNumber: { rest: 'bookingId', codec: text, required: true, sortable: true },
  cartId: { rest: 'cartId', codec: text, required: true },
  userId: { rest: 'userId', codec: optId },
  packageId: { rest: 'packageID', codec: id, required: true },
  packageTitle: { rest: 'title', codec: text, required: true, sortable: true },
  status: { rest: 'status', codec: code(bookingStatusCodec), required: true, sortable: true },
  orderStatus: { rest: 'order_status', codec: text, required: true },
  paymentStatus: { rest: 'payment_status', codec: text, required: true },
  paymentId: { rest: 'payment_id', codec: text, required: true },
  paymentProvider: {
    rest: 'paymentMethod',
    // Absent is ALL (0).
    codec: mapped((r, k) => paymentProviderCodec.fromRest(r.raw[k] ?? 0, `booking.${k}`)),
    required: true,
  },
  paymentGatewayStatus: { rest: 'payment_getway_status', codec: text, required: true },
  amountReceived: { rest: 'amount_received', codec: optInt },
  totalPrice: { rest: 'totalPrice', codec: int, required: true, sortable: true },
  people: { rest: 'people', codec: int, required: true },
  children: { rest: 'child', codec: int, required: true },
  bigAndMediumDogs: { rest: 'bigAndMediumDogs', codec: int, required: true },
  smallDogs: { rest: 'smallDogs', codec: int, required: true },
  totalDogs: { rest: 'totalDogs', codec: int, required: true },
  firstName: { rest: 'firstName', codec: text, required: true },
  lastName: { rest: 'lastName', codec: text, required: true },
  englishFirstName: { rest: 'englishFirstName', codec: text, required: true },
  englishLastName: { rest: 'englishLastName', codec: text, required: true },
  // Its parts, fields of the booking record (car-person.ts).
  carPerson: { ...carPersonColumn, required: true },
  email: { rest: 'email', codec: text, required: true },
  mobileNumber: { rest: 'mobileNumber', codec: text, required: true },
  // Its parts, fields of the booking record (common/address.ts).
  address: { ...addressColumn, required: true },
  date: { rest: 'date', codec: date, required: true, sortable: true },
  startTime: { rest: 'startTime', codec: time },
  endTime: { rest: 'endTime', codec: time },
  timeSlot: { rest: 'timeSlot', codec: text, required: true },
  arrivalTime: { rest: 'arrivalTime', codec: text, required: true },
  bbq: { rest: 'bbq', codec: bool, required: true },
  picnic: { rest: 'picnic', codec: bool, required: true },
  hasDog: { rest: 'hasDog', codec: bool, required: true },
  addOns: { rest: 'addOns', codec: addOnLines, required: true },
  cartAddOns: { rest: 'cartAddOn', codec: addOnLines, required: true },
  dogs: {
    rest: 'user_dogs',
    codec: mapped((r, k) => bookedDogTable.elements(r.recs(k))),
    required: true,
  },
  peopleExtraCharge: { rest: 'peopleExtraCharge', codec: optInt },
  childrenExtraCharge: { rest: 'childrenExtraCharge', codec: optInt },
  picnicExtraCharge: { rest: 'picnicExtraCharge', codec: optInt },
  dogsExtraCharge: { rest: 'dogsExtraCharge', codec: optInt },
  cancelledAt: { rest: 'cancelledAt', codec: optDateTime },
  createdAt: { rest: 'createdAt', codec: optDateTime, sortable: true },
  updatedAt: { rest: 'updatedAt', codec: optDateTime },
};

/** Bookings: the REST booking record, field by field (bookings are not written, only cancelled). */
export const bookingTable = table<BookingRow, never, BookingSortField, Answered>(
  {
    what: 'booking',
    type: 'Booking',
    sort: 'BookingSortField',
    answered: ['package', 'arrival', 'notes', 'history'],
  },
  bookingRows,
);

/** What places a booking on the day board: read, not fields of DayBoardArrival. */
const PLACING = [
  'packageId',
  'packageTitle',
  'date',
  'startTime',
  'endTime',
  'timeSlot',
  'totalDogs',
] as const;
/** A booking as the day board reads it: its row's fields, and what places it on the board. */
export type ArrivalRow = Omit<DayBoardArrival, 'addOns'> & {
  addOns: AddOnRecords;
} & Pick<BookingRow, (typeof PLACING)[number]>;

const ARRIVAL_FIELDS = [
  'id',
  'bookingNumber',
  'status',
  'paymentStatus',
  'firstName',
  'lastName',
  'englishFirstName',
  'englishLastName',
  'people',
  'children',
  'bigAndMediumDogs',
  'smallDogs',
  'addOns',
  'bbq',
  'picnic',
  'arrivalTime',
  'mobileNumber',
  ...PLACING,
] as const;
/** Only what places an arrival is guaranteed; an odd name, count or add-on fails that field. */
const ARRIVAL_REQUIRED = new Set<string>([
  'bookingNumber',
  'status',
  'packageId',
  'packageTitle',
  'date',
]);

/**
 * The day board's arrival: a REST booking read through the booking's rows (the same REST names
 * and codecs), each when first asked for. A booking whose package, day, status or number cannot
 * be read is left out of its page.
 */
export const arrivalTable = table<ArrivalRow, never, never, 'arrival'>(
  { what: 'booking', type: 'DayBoardArrival', answered: ['arrival'], internal: PLACING },
  Object.fromEntries(
    ARRIVAL_FIELDS.map((f) => [
      f,
      { ...bookingRows[f], required: ARRIVAL_REQUIRED.has(f), sortable: false },
    ]),
  ) as unknown as Rows<ArrivalRow, never, 'arrival'>,
);
