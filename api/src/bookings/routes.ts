import type { ApiApp } from '../http/app-types.js';
import { Envelope, IdParams, ListEnvelope } from '../http/common-schemas.js';
import {
  list,
  ok,
  type Envelope as EnvelopeOf,
  type ListEnvelope as ListEnvelopeOf,
} from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { listBookings, type BookingFilter, type SortDefault } from './list.js';
import { userExists } from '../users/repo.js';
import { cancelPendingBooking, getBooking } from './repo.js';
import { bookingRange, notPendingError } from './rules.js';
import {
  AllBookingsQuery,
  Booking,
  BookingListQuery,
  BookingStatus,
  CancelQuery,
  UserBookingsEnvelope,
  UserIdParams,
} from './schemas.js';

const tags = ['bookings'];
// Route types are declared, not inferred from the schemas: a booking has too many fields for the
// compiler to infer them (TS2589).
const BookingPage = ListEnvelope(Booking);
const OneBooking = Envelope(Booking);
type PageReply = ListEnvelopeOf<Booking>;
type OneReply = EnvelopeOf<Booking>;
const config = { errorStyle: 'property' as const };
const BY_VISIT: SortDefault = { column: 'date', dir: 'desc' };
const SEARCH_NOTE =
  'search: substring of the booking id, names (Japanese or English), email, phone (with or without dashes) or package title. ' +
  'Sortable: date, createdAt, totalPrice, bookingId, status, title.';

interface ListArea {
  path: string;
  summary: string;
  status?: number;
  rangeOn: BookingFilter['rangeOn'];
  sort: SortDefault;
}

const lists: ListArea[] = [
  {
    path: '/booking/new/list',
    summary:
      'Bookings made in the range (by booking date, business days in Asia/Tokyo), newest first',
    rangeOn: 'createdAt',
    sort: { column: 'createdAt', dir: 'desc' },
  },
  {
    path: '/booking/cancelled/bookings/list',
    summary: 'Cancelled bookings with a visit day in the range',
    status: BookingStatus.CANCELLED,
    rangeOn: 'date',
    sort: BY_VISIT,
  },
  {
    path: '/booking/pending/bookings/list',
    summary: 'Pending bookings with a visit day in the range',
    status: BookingStatus.PENDING,
    rangeOn: 'date',
    sort: BY_VISIT,
  },
];

export async function bookingRoutes(app: ApiApp): Promise<void> {
  app.get<{ Querystring: AllBookingsQuery; Reply: PageReply }>(
    '/booking/list',
    {
      config,
      schema: {
        tags,
        summary: 'All bookings with a visit day in the range, latest visit first',
        description: SEARCH_NOTE,
        querystring: AllBookingsQuery,
        response: { 200: BookingPage },
      },
    },
    async (request) => {
      const filter = {
        status: request.query.status,
        range: bookingRange(request.query),
        rangeOn: 'date' as const,
      };
      const page = await listBookings(app.db, filter, request.query, BY_VISIT);
      return list(page.rows, page.total, page);
    },
  );

  for (const area of lists) {
    app.get<{ Querystring: BookingListQuery; Reply: PageReply }>(
      area.path,
      {
        config,
        schema: {
          tags,
          summary: area.summary,
          description: SEARCH_NOTE,
          querystring: BookingListQuery,
          response: { 200: BookingPage },
        },
      },
      async (request) => {
        const filter = {
          status: area.status,
          range: bookingRange(request.query),
          rangeOn: area.rangeOn,
        };
        const page = await listBookings(app.db, filter, request.query, area.sort);
        return list(page.rows, page.total, page);
      },
    );
  }

  app.get<{ Params: { id: string }; Reply: OneReply }>(
    '/booking/get/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One booking by _id or bookingId',
        params: IdParams,
        response: { 200: OneBooking },
      },
    },
    async (request) => {
      const booking = await getBooking(app.db, request.params.id);
      if (!booking) throw notFound('Booking');
      return ok(booking);
    },
  );

  app.patch<{ Querystring: { bookingId: string }; Reply: OneReply }>(
    '/booking/cancel-booking',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a pending booking',
        description:
          'Only a pending booking (status 4) can be cancelled; it becomes cancelled (3). Any other status is refused with 5100 and nothing changes.',
        querystring: CancelQuery,
        response: { 200: OneBooking },
      },
    },
    async (request) => {
      const outcome = await cancelPendingBooking(app.db, request.query.bookingId);
      if (outcome.kind === 'not-found') throw notFound('Booking');
      if (outcome.kind === 'not-pending') throw notPendingError(outcome.booking);
      return ok(outcome.booking, 'Booking cancelled successfully');
    },
  );

  app.get<{
    Params: { userId: string };
    Querystring: BookingListQuery;
    Reply: EnvelopeOf<{
      data: { data: Booking[]; total: number; pageNo: number; pageSize: number };
    }>;
  }>(
    '/booking/user/:userId/list',
    {
      config,
      schema: {
        tags,
        summary: 'Booking edit look-up by user: the bookings of one user, nested as data.data.data',
        description: SEARCH_NOTE,
        params: UserIdParams,
        querystring: BookingListQuery,
        response: { 200: UserBookingsEnvelope },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const range = bookingRange(request.query);
      if (!(await userExists(app.db, userId))) throw notFound('User');
      const page = await listBookings(
        app.db,
        { userId, range, rangeOn: 'date' },
        request.query,
        BY_VISIT,
      );
      return ok({
        data: { data: page.rows, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize },
      });
    },
  );
}
