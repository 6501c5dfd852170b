import { Type, type Static } from '@sinclair/typebox';
import { Timestamps } from '../http/common-schemas.js';
import { ListQuerySchema } from '../http/list-query.js';

/** Booking status codes (docs/product.md §3). */
export const BookingStatus = { FAILED: 1, BOOKED: 2, CANCELLED: 3, PENDING: 4 } as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

export const BookingStatusSchema = Type.Union(
  [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)],
  {
    description: 'Booking status: 1 Failed, 2 Booked (default), 3 Cancelled, 4 Pending',
  },
);

/** A day filter: YYYY-MM-DD, or empty for no bound. */
export const DayFilter = (description: string) =>
  Type.Optional(
    Type.String({
      pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
      maxLength: 10,
      description: `${description}; YYYY-MM-DD or empty for no bound`,
    }),
  );

export const BookingListQuery = Type.Object({
  ...ListQuerySchema.properties,
  startDate: DayFilter('First day of the range (inclusive)'),
  endDate: DayFilter('Last day of the range (inclusive); not before startDate (else 5101)'),
});
export type BookingListQuery = Static<typeof BookingListQuery>;

export const AllBookingsQuery = Type.Object({
  ...BookingListQuery.properties,
  status: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 4,
      description: `Only this status. ${BookingStatusSchema.description}`,
    }),
  ),
});
export type AllBookingsQuery = Static<typeof AllBookingsQuery>;

export const CancelQuery = Type.Object({
  bookingId: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'The booking _id or its human-readable bookingId (BK-…)',
  }),
});

export const UserIdParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });

const AddOnLine = Type.Object({
  _id: Type.Optional(Type.String()),
  title: Type.String(),
  price: Type.Integer({ description: 'Yen per unit' }),
  quantity: Type.Optional(Type.Integer()),
  type: Type.Optional(Type.Integer({ description: '1 package based, 2 people based' })),
});

const BookedDog = Type.Object({
  dogName: Type.String(),
  breedName: Type.Optional(Type.String()),
  size: Type.Optional(Type.Integer({ description: '1 big or medium, 2 small' })),
  dateOfVaccine: Type.Optional(Type.String()),
  file: Type.Optional(Type.String()),
});

const YesNo = (description: string) => Type.Integer({ description: `${description}: 1 yes, 2 no` });
const Yen = (description: string) => Type.Integer({ description: `${description} (yen)` });

export const Booking = Type.Object({
  _id: Type.String(),
  bookingId: Type.String({ description: 'Human-readable id, BK-<booking day>-<number>' }),
  cartId: Type.String(),
  userId: Type.Union([Type.String(), Type.Null()], {
    description: 'The customer; null once the user is deleted',
  }),
  packageID: Type.String(),
  title: Type.String({ description: 'Package title when booked' }),
  status: Type.Integer({ description: BookingStatusSchema.description }),
  order_status: Type.String(),
  payment_status: Type.String(),
  payment_id: Type.String(),
  paymentMethod: Type.Integer({ description: 'Payment provider: 0 All, 1 STRIPE, 2 AMAZON_PAY' }),
  payment_getway_status: Type.String(),
  amount_received: Yen('Amount received'),
  totalPrice: Yen('Total price'),
  people: Type.Integer(),
  child: Type.Integer(),
  bigAndMediumDogs: Type.Integer(),
  smallDogs: Type.Integer(),
  totalDogs: Type.Integer(),
  firstName: Type.String({ description: 'Given name in Japanese' }),
  lastName: Type.String({ description: 'Family name in Japanese' }),
  englishFirstName: Type.String(),
  englishLastName: Type.String(),
  carPersonFirstName: Type.String(),
  carPersonLastName: Type.String(),
  carPersonMobileNumber: Type.String(),
  carNumber: Type.String(),
  email: Type.String(),
  mobileNumber: Type.String(),
  state: Type.String(),
  district: Type.String(),
  city: Type.String(),
  pincode: Type.String(),
  apartment: Type.String(),
  date: Type.String({ description: 'Day of the visit, YYYY-MM-DD' }),
  startTime: Type.String(),
  endTime: Type.String(),
  timeSlot: Type.String({ description: 'HH:mm-HH:mm' }),
  arrivalTime: Type.String(),
  bbq: YesNo('BBQ'),
  picnic: YesNo('Picnic'),
  addOns: Type.Array(AddOnLine),
  cartAddOn: Type.Array(AddOnLine),
  user_dogs: Type.Array(BookedDog),
  hasDog: YesNo('Comes with dogs'),
  peopleExtraCharge: Yen('Extra charge for people'),
  childrenExtraCharge: Yen('Extra charge for children'),
  picnicExtraCharge: Yen('Extra charge for the picnic'),
  dogsExtraCharge: Yen('Extra charge for dogs'),
  cancelledAt: Type.Union([Type.String(), Type.Null()]),
  ...Timestamps,
});
export type Booking = Static<typeof Booking>;

export const UserBookingsEnvelope = Type.Object({
  status: Type.Boolean(),
  statusCode: Type.Integer(),
  message: Type.String(),
  data: Type.Object({
    data: Type.Object({
      data: Type.Array(Booking, { description: 'The bookings of the user' }),
      total: Type.Integer(),
      pageNo: Type.Integer(),
      pageSize: Type.Integer(),
    }),
  }),
});
