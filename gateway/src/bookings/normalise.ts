import type {
  BookedDog,
  BookingAddOn,
  BookingStatus,
  DateRangeInput,
  DogSize,
  PaymentProvider,
} from '../__generated__/resolvers-types.js';
import { addressOf } from '../common/address.js';
import type { BookingModel } from '../models.js';
import { addOnTypeCodec } from '../packages/enums.js';
import type { QueryValue } from '../rest/client.js';
import { elements, modelOf, type Readers } from '../rest/model.js';
import { enumCodec } from '../rest/read.js';
import { checkTime } from '../graphql/scalars.js';

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

/** An add-on line, read field by field: an odd quantity or type fails that line's field alone. */
const toAddOnLine = modelOf<BookingAddOn>(
  'booking.addOn',
  {
    id: (r) => r.optId('_id'),
    title: (r) => r.text('title'),
    unitPrice: (r) => r.int('price'),
    quantity: (r) => r.optInt('quantity'),
    type: (r) => (r.has('type') ? r.code(addOnTypeCodec, 'type') : null),
  },
  ['title', 'unitPrice'],
);

/** A booked dog, read field by field: an odd size fails that dog's size alone. */
const toDog = modelOf<BookedDog>(
  'booking.dog',
  {
    name: (r) => r.text('dogName'),
    breed: (r) => r.optStr('breedName') || null,
    size: (r) => (r.has('size') ? r.code(dogSizeCodec, 'size') : null),
    vaccinationDate: (r) => r.optStr('dateOfVaccine') || null,
    fileUrl: (r) => r.optStr('file') || null,
  },
  ['name'],
);

const time = (v: string | null): string | null => (v ? checkTime(v) : null);

/** How each booking field is read from its REST record (the day board reads a few of them). */
export const bookingReaders: Readers<BookingModel> = {
  id: (r) => r.id(),
  bookingNumber: (r) => r.text('bookingId'),
  cartId: (r) => r.text('cartId'),
  userId: (r) => r.optId('userId'),
  packageId: (r) => r.id('packageID'),
  packageTitle: (r) => r.text('title'),
  status: (r) => r.code(bookingStatusCodec, 'status'),
  orderStatus: (r) => r.text('order_status'),
  paymentStatus: (r) => r.text('payment_status'),
  paymentId: (r) => r.text('payment_id'),
  paymentProvider: (r) =>
    paymentProviderCodec.fromRest(r.raw.paymentMethod ?? 0, 'booking.paymentMethod'),
  paymentGatewayStatus: (r) => r.text('payment_getway_status'),
  amountReceived: (r) => r.optInt('amount_received'),
  totalPrice: (r) => r.int('totalPrice'),
  people: (r) => r.int('people'),
  children: (r) => r.int('child'),
  bigAndMediumDogs: (r) => r.int('bigAndMediumDogs'),
  smallDogs: (r) => r.int('smallDogs'),
  totalDogs: (r) => r.int('totalDogs'),
  firstName: (r) => r.text('firstName'),
  lastName: (r) => r.text('lastName'),
  englishFirstName: (r) => r.text('englishFirstName'),
  englishLastName: (r) => r.text('englishLastName'),
  carPerson: (r) => ({
    firstName: r.text('carPersonFirstName'),
    lastName: r.text('carPersonLastName'),
    mobileNumber: r.text('carPersonMobileNumber'),
    carNumber: r.text('carNumber'),
  }),
  email: (r) => r.text('email'),
  mobileNumber: (r) => r.text('mobileNumber'),
  address: (r) => addressOf(r),
  date: (r) => r.date('date'),
  startTime: (r) => time(r.optStr('startTime')),
  endTime: (r) => time(r.optStr('endTime')),
  timeSlot: (r) => r.text('timeSlot'),
  arrivalTime: (r) => r.text('arrivalTime'),
  bbq: (r) => r.bool('bbq'),
  picnic: (r) => r.bool('picnic'),
  hasDog: (r) => r.bool('hasDog'),
  addOns: (r) => elements(r.recs('addOns').map(toAddOnLine)),
  cartAddOns: (r) => elements(r.recs('cartAddOn').map(toAddOnLine)),
  dogs: (r) => elements(r.recs('user_dogs').map(toDog)),
  peopleExtraCharge: (r) => r.optInt('peopleExtraCharge'),
  childrenExtraCharge: (r) => r.optInt('childrenExtraCharge'),
  picnicExtraCharge: (r) => r.optInt('picnicExtraCharge'),
  dogsExtraCharge: (r) => r.optInt('dogsExtraCharge'),
  cancelledAt: (r) => r.optDateTime('cancelledAt'),
  createdAt: (r) => r.optDateTime('createdAt'),
  updatedAt: (r) => r.optDateTime('updatedAt'),
};

/** REST booking → BookingModel. */
export const toBooking = modelOf<BookingModel>('booking', bookingReaders, [
  'bookingNumber',
  'cartId',
  'packageId',
  'packageTitle',
  'status',
  'orderStatus',
  'paymentStatus',
  'paymentId',
  'paymentProvider',
  'paymentGatewayStatus',
  'totalPrice',
  'people',
  'children',
  'bigAndMediumDogs',
  'smallDogs',
  'totalDogs',
  'firstName',
  'lastName',
  'englishFirstName',
  'englishLastName',
  'carPerson',
  'email',
  'mobileNumber',
  'address',
  'date',
  'timeSlot',
  'arrivalTime',
  'bbq',
  'picnic',
  'hasDog',
  'addOns',
  'cartAddOns',
  'dogs',
]);

/** A date range → the REST startDate/endDate query ("" for an open end). */
export const rangeQuery = (
  range: DateRangeInput | null | undefined,
): Record<string, QueryValue> => ({
  startDate: range?.startDate ?? undefined,
  endDate: range?.endDate ?? undefined,
});

/** The date range arrives as REST startDate/endDate. */
export const rangeFields = { startDate: 'range.startDate', endDate: 'range.endDate' } as const;
