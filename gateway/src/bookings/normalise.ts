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
import { enumCodec, record, type Rec } from '../rest/read.js';
import { checkTime } from '../graphql/scalars.js';

/** Booking status: Failed = 1, Booked = 2, Cancelled = 3, Pending = 4 (spec section 3). */
export const bookingStatusCodec = enumCodec<BookingStatus>({
  FAILED: 1,
  BOOKED: 2,
  CANCELLED: 3,
  PENDING: 4,
});
/** Payment provider: All = 0, STRIPE = 1, AMAZON_PAY = 2. */
const paymentProviderCodec = enumCodec<PaymentProvider>({ ALL: 0, STRIPE: 1, AMAZON_PAY: 2 });
const dogSizeCodec = enumCodec<DogSize>({ BIG_OR_MEDIUM: 1, SMALL: 2 });

const toAddOnLine = (r: Rec): BookingAddOn => ({
  id: r.optId('_id'),
  title: r.text('title'),
  unitPrice: r.int('price'),
  quantity: r.optInt('quantity'),
  type: r.has('type') ? addOnTypeCodec.fromRest(r.raw.type, 'booking.addOn.type') : null,
});

const toDog = (r: Rec): BookedDog => ({
  name: r.text('dogName'),
  breed: r.optStr('breedName') || null,
  size: r.has('size') ? dogSizeCodec.fromRest(r.raw.size, 'booking.dog.size') : null,
  vaccinationDate: r.optStr('dateOfVaccine') || null,
  fileUrl: r.optStr('file') || null,
});

const time = (v: string | null): string | null => (v ? checkTime(v) : null);

/** REST booking → BookingModel. */
export function toBooking(raw: unknown): BookingModel {
  const r = record(raw, 'booking');
  return {
    id: r.id(),
    bookingNumber: r.text('bookingId'),
    cartId: r.text('cartId'),
    userId: r.optId('userId'),
    packageId: r.id('packageID'),
    packageTitle: r.text('title'),
    status: bookingStatusCodec.fromRest(r.raw.status, 'booking.status'),
    orderStatus: r.text('order_status'),
    paymentStatus: r.text('payment_status'),
    paymentId: r.text('payment_id'),
    paymentProvider: paymentProviderCodec.fromRest(
      r.raw.paymentMethod ?? 0,
      'booking.paymentMethod',
    ),
    paymentGatewayStatus: r.text('payment_getway_status'),
    amountReceived: r.int('amount_received'),
    totalPrice: r.int('totalPrice'),
    people: r.int('people'),
    children: r.int('child'),
    bigAndMediumDogs: r.int('bigAndMediumDogs'),
    smallDogs: r.int('smallDogs'),
    totalDogs: r.int('totalDogs'),
    firstName: r.text('firstName'),
    lastName: r.text('lastName'),
    englishFirstName: r.text('englishFirstName'),
    englishLastName: r.text('englishLastName'),
    carPerson: {
      firstName: r.text('carPersonFirstName'),
      lastName: r.text('carPersonLastName'),
      mobileNumber: r.text('carPersonMobileNumber'),
      carNumber: r.text('carNumber'),
    },
    email: r.text('email'),
    mobileNumber: r.text('mobileNumber'),
    address: addressOf(r),
    date: r.date('date'),
    startTime: time(r.optStr('startTime')),
    endTime: time(r.optStr('endTime')),
    timeSlot: r.text('timeSlot'),
    arrivalTime: r.text('arrivalTime'),
    bbq: r.bool('bbq'),
    picnic: r.bool('picnic'),
    hasDog: r.bool('hasDog'),
    addOns: r.recs('addOns').map(toAddOnLine),
    cartAddOns: r.recs('cartAddOn').map(toAddOnLine),
    dogs: r.recs('user_dogs').map(toDog),
    peopleExtraCharge: r.int('peopleExtraCharge'),
    childrenExtraCharge: r.int('childrenExtraCharge'),
    picnicExtraCharge: r.int('picnicExtraCharge'),
    dogsExtraCharge: r.int('dogsExtraCharge'),
    cancelledAt: r.optDateTime('cancelledAt'),
    createdAt: r.dateTime('createdAt'),
    updatedAt: r.dateTime('updatedAt'),
  };
}

/** A date range → the REST startDate/endDate query ("" for an open end). */
export const rangeQuery = (
  range: DateRangeInput | null | undefined,
): Record<string, QueryValue> => ({
  startDate: range?.startDate ?? undefined,
  endDate: range?.endDate ?? undefined,
});

/** The date range arrives as REST startDate/endDate. */
export const rangeFields = { startDate: 'range.startDate', endDate: 'range.endDate' } as const;
