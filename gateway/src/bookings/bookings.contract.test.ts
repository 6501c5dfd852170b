import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const FIELDS = `id bookingNumber cartId userId packageId packageTitle status orderStatus paymentStatus paymentId
  paymentProvider paymentGatewayStatus amountReceived totalPrice people children bigAndMediumDogs smallDogs totalDogs
  firstName lastName englishFirstName englishLastName carPerson { firstName lastName mobileNumber carNumber }
  email mobileNumber address { postalCode prefecture district city apartment } date startTime endTime timeSlot
  arrivalTime bbq picnic hasDog addOns { id title unitPrice quantity type } cartAddOns { title unitPrice }
  dogs { name breed size vaccinationDate fileUrl } peopleExtraCharge childrenExtraCharge picnicExtraCharge
  dogsExtraCharge cancelledAt createdAt updatedAt`;

interface Booking {
  id: string;
  bookingNumber: string;
  userId: string | null;
  status: string;
  date: string;
  createdAt: string;
  packageId: string;
  package: {
    id: string;
    title: string;
    category: { id: string; title: string } | null;
    dogCategory: { id: string; title: string } | null;
  };
}
type Page = { total: number; page: number; pageSize: number; items: Booking[] };

const LIST = (
  field: string,
  extra = '',
) => `query L($query: BookingListQuery, $range: DateRangeInput${extra ? ', $status: BookingStatus' : ''}) {
  ${field}(query: $query, range: $range${extra ? ', status: $status' : ''}) { total page pageSize items { ${FIELDS} } }
}`;

describe('bookings', () => {
  it('lists all bookings of a visit range, typed, latest visit first', async () => {
    const page = dataOf(
      await stack.gql<{ bookings: Page }>(LIST('bookings', 's'), {
        query: { pageSize: 20 },
        range: { startDate: '2026-01-01', endDate: '2027-12-31' },
      }),
    ).bookings;
    expect(page.total).toBeGreaterThan(0);
    const dates = page.items.map((b) => b.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items.every((b) => b.date >= '2026-01-01' && b.date <= '2027-12-31')).toBe(true);
    expect(page.items[0]!.bookingNumber).toMatch(/^BK-/);
  });

  it('filters by status; the pending and cancelled lists hold only their status', async () => {
    const booked = dataOf(
      await stack.gql<{ bookings: Page }>(LIST('bookings', 's'), {
        status: 'BOOKED',
        query: { pageSize: 50 },
      }),
    ).bookings;
    expect(booked.items.every((b) => b.status === 'BOOKED')).toBe(true);
    const pending = dataOf(
      await stack.gql<{ pendingBookings: Page }>(LIST('pendingBookings'), {
        query: { pageSize: 50 },
      }),
    ).pendingBookings;
    expect(pending.items.every((b) => b.status === 'PENDING')).toBe(true);
    const cancelled = dataOf(
      await stack.gql<{ cancelledBookings: Page }>(LIST('cancelledBookings'), {
        query: { pageSize: 50 },
      }),
    ).cancelledBookings;
    expect(cancelled.items.every((b) => b.status === 'CANCELLED')).toBe(true);
  });

  it('lists by booking date, newest first', async () => {
    const page = dataOf(
      await stack.gql<{ bookingsByBookingDate: Page }>(LIST('bookingsByBookingDate'), {
        query: { pageSize: 10 },
      }),
    ).bookingsByBookingDate;
    const made = page.items.map((b) => b.createdAt);
    expect([...made].sort().reverse()).toEqual(made);
  });

  it('refuses a reversed range as DOMAIN_ERROR', async () => {
    const error = errorOf(
      await stack.gql(LIST('pendingBookings'), {
        range: { startDate: '2027-02-01', endDate: '2027-01-01' },
      }),
      'DOMAIN_ERROR',
    );
    expect(error.extensions.upstreamCode).toBe(5101);
  });

  it.each([10, 100])(
    'a page of %i bookings with package and categories costs at most 3 REST calls',
    async (pageSize) => {
      const QUERY = `query P($query: BookingListQuery) { bookings(query: $query) { total items { id package { id title category { id title } dogCategory { id title } } } } }`;
      const result = await stack.gql<{ bookings: Page }>(QUERY, { query: { pageSize } });
      const page = dataOf(result).bookings;
      expect(page.items.length).toBe(Math.min(pageSize, page.total));
      expect(page.items.every((b) => b.package?.title)).toBe(true);
      expect(upstreamCalls(result)).toBeLessThanOrEqual(3);
    },
  );

  it('gets one by id or booking number, with its package', async () => {
    const first = dataOf(
      await stack.gql<{ bookings: Page }>(LIST('bookings', 's'), { query: { pageSize: 1 } }),
    ).bookings.items[0]!;
    const GET = `query G($id: ID!) { booking(id: $id) { ${FIELDS} package { id title } } }`;
    const byId = dataOf(await stack.gql<{ booking: Booking }>(GET, { id: first.id })).booking;
    expect(byId.package.id).toBe(byId.packageId);
    const byNumber = dataOf(
      await stack.gql<{ booking: Booking }>(GET, { id: first.bookingNumber }),
    ).booking;
    expect(byNumber.id).toBe(first.id);
    errorOf(await stack.gql(GET, { id: 'BK-none' }), 'NOT_FOUND');
  });

  it('the edit look-up lists the bookings of one user (data.data.data)', async () => {
    const withUser = dataOf(
      await stack.gql<{ bookings: Page }>(LIST('bookings', 's'), { query: { pageSize: 50 } }),
    ).bookings.items.find((b) => b.userId)!;
    const QUERY = `query U($userId: ID!, $query: BookingListQuery) { userBookings(userId: $userId, query: $query) { total page pageSize items { id userId } } }`;
    const page = dataOf(
      await stack.gql<{ userBookings: Page }>(QUERY, {
        userId: withUser.userId,
        query: { pageSize: 5 },
      }),
    ).userBookings;
    expect(page.total).toBeGreaterThan(0);
    expect(page.pageSize).toBe(5);
    expect(page.items.every((b) => b.userId === withUser.userId)).toBe(true);
    errorOf(await stack.gql(QUERY, { userId: 'no-user' }), 'NOT_FOUND');
  });

  it('cancels a pending booking; cancelling it again is a DOMAIN_ERROR', async () => {
    const pending = dataOf(
      await stack.gql<{ pendingBookings: Page }>(LIST('pendingBookings'), {
        query: { pageSize: 1 },
      }),
    ).pendingBookings.items[0]!;
    const CANCEL = `mutation C($id: ID!) { cancelBooking(id: $id) { message booking { id status cancelledAt } } }`;
    const cancelled = dataOf(
      await stack.gql<{
        cancelBooking: { message: string; booking: { status: string; cancelledAt: string } };
      }>(CANCEL, { id: pending.id }),
    ).cancelBooking;
    expect(cancelled.booking.status).toBe('CANCELLED');
    expect(cancelled.booking.cancelledAt).toBeTruthy();
    expect(
      errorOf(await stack.gql(CANCEL, { id: pending.id }), 'DOMAIN_ERROR').extensions.upstreamCode,
    ).toBe(5100);
  });
});

describe('dashboard', () => {
  it('answers figures, graph and monthly totals', async () => {
    const QUERY = `query D($range: DateRangeInput) {
      dashboard(range: $range) { bookingCount totalPrice byStatus { failed booked cancelled pending } startDate endDate }
      dashboardGraph(basis: BOOKING_DATE, range: $range) { startDate endDate points { date bookingCount totalPrice } }
      dashboardMonths(range: $range) { startDate endDate months { month bookingCount totalPrice } }
    }`;
    const data = dataOf(
      await stack.gql<{
        dashboard: { bookingCount: number; byStatus: { booked: number }; startDate: string };
        dashboardGraph: { points: unknown[] };
        dashboardMonths: { months: { month: string }[] };
      }>(QUERY, { range: { startDate: '2026-10-01', endDate: '2026-11-30' } }),
    );
    expect(data.dashboard.startDate).toBe('2026-10-01');
    expect(data.dashboard.byStatus.booked).toBe(data.dashboard.bookingCount);
    expect(data.dashboardGraph.points).toHaveLength(61);
    expect(data.dashboardMonths.months.map((m) => m.month)).toEqual(['2026-10', '2026-11']);
    const all = dataOf(
      await stack.gql<{ dashboard: { startDate: string | null } }>(
        '{ dashboard { bookingCount startDate } }',
      ),
    ).dashboard;
    expect(all.startDate).toBeNull();
  });

  it('refuses a graph over 366 days and months over 60 with the limit, before REST', async () => {
    const graph = await stack.gql(
      `query G($range: DateRangeInput) { dashboardGraph(range: $range) { startDate } }`,
      { range: { startDate: '2025-01-01', endDate: '2026-01-02' } },
    );
    const tooLong = errorOf(graph, 'DOMAIN_ERROR');
    expect(tooLong.extensions).toMatchObject({
      reason: 'DASHBOARD_RANGE_TOO_LONG',
      limit: 366,
      unit: 'DAYS',
    });
    expect(upstreamCalls(graph)).toBe(0);
    // 366 days exactly (2025-01-01 to 2026-01-01) is answered.
    const longest = await stack.gql<{ dashboardGraph: { points: unknown[] } }>(
      `query G($range: DateRangeInput) { dashboardGraph(range: $range) { points { date } } }`,
      { range: { startDate: '2025-01-01', endDate: '2026-01-01' } },
    );
    expect(dataOf(longest).dashboardGraph.points).toHaveLength(366);
    const months = await stack.gql(
      `query M($range: DateRangeInput) { dashboardMonths(range: $range) { startDate } }`,
      { range: { startDate: '2021-01-01', endDate: '2026-01-31' } },
    );
    expect(errorOf(months, 'DOMAIN_ERROR').extensions).toMatchObject({
      reason: 'DASHBOARD_RANGE_TOO_LONG',
      limit: 60,
      unit: 'MONTHS',
    });
  });

  it('answers the wallet balance', async () => {
    const wallet = dataOf(
      await stack.gql<{ walletBalance: { balance: number } }>(
        '{ walletBalance { balance currency updatedAt } }',
      ),
    ).walletBalance;
    expect(typeof wallet.balance).toBe('number');
  });
});
