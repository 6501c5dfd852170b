import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
interface Booking {
  id: string;
  bookingNumber: string;
  lastName: string;
  firstName: string;
  englishLastName: string;
  email: string;
  mobileNumber: string;
}
let booking: Booking;
beforeAll(async () => {
  // Reads the seeded data only.
  stack = await startStack({ data: 'shared' });
  booking = dataOf(
    await stack.gql<{ bookings: { items: Booking[] } }>(
      '{ bookings(query: { pageSize: 1 }) { items { id bookingNumber lastName firstName englishLastName email mobileNumber } } }',
    ),
  ).bookings.items[0]!;
});
afterAll(async () => stack?.close());

const SEARCH = `query Search($text: String!, $limit: Int) { search(text: $text, limit: $limit) { text hits { kind id title detail } failures { kind reason code } } }`;
interface Results {
  text: string;
  hits: { kind: string; id: string; title: string; detail: string | null }[];
  failures: { kind: string; reason: string; code: string | null }[];
}
const search = async (text: string, limit = 20) =>
  dataOf(await stack.gql<{ search: Results }>(SEARCH, { text, limit })).search;

describe('search', () => {
  it.each([
    ['booking number', (b: Booking) => b.bookingNumber],
    ['Japanese name', (b: Booking) => `${b.lastName}${b.firstName}`],
    ['English family name', (b: Booking) => b.englishLastName],
    ['email', (b: Booking) => b.email],
    ['phone', (b: Booking) => b.mobileNumber],
  ])('finds a booking by its %s', async (_, term) => {
    const text = term(booking);
    const found = await search(text);
    expect(found.failures).toEqual([]);
    expect(found.text).toBe(text.trim());
    expect(found.hits.some((h) => h.kind === 'BOOKING' && h.id === booking.id)).toBe(true);
  });

  it('finds packages, users and coupons by title, name or email, grouped by kind, in four REST calls', async () => {
    const pkg = dataOf(
      await stack.gql<{ packageOptions: { id: string; title: string }[] }>(
        '{ packageOptions { id title } }',
      ),
    ).packageOptions[0]!;
    const result = await stack.gql<{ search: Results }>(SEARCH, { text: pkg.title, limit: 20 });
    const found = dataOf(result).search;
    expect(found.hits.some((h) => h.kind === 'PACKAGE' && h.id === pkg.id)).toBe(true);
    expect(upstreamCalls(result)).toBe(4);
    const kinds = found.hits.map((h) => h.kind);
    const order = ['BOOKING', 'PACKAGE', 'USER', 'COUPON'];
    expect([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(kinds);

    const user = dataOf(
      await stack.gql<{ users: { items: { id: string; email: string }[] } }>(
        '{ users(query: { pageSize: 1 }) { items { id email } } }',
      ),
    ).users.items[0]!;
    expect((await search(user.email)).hits).toContainEqual(
      expect.objectContaining({ kind: 'USER', id: user.id }),
    );

    const coupon = dataOf(
      await stack.gql<{ coupons: { items: { id: string; title: string }[] } }>(
        '{ coupons(query: { pageSize: 1 }) { items { id title } } }',
      ),
    ).coupons.items[0]!;
    expect((await search(coupon.title)).hits).toContainEqual(
      expect.objectContaining({ kind: 'COUPON', id: coupon.id }),
    );
  });

  it('finds nothing for empty text without calling REST, and refuses a bad limit', async () => {
    const result = await stack.gql<{ search: Results }>(SEARCH, { text: '   ' });
    expect(dataOf(result).search).toEqual({ text: '', hits: [], failures: [] });
    expect(upstreamCalls(result)).toBe(0);
    errorOf(await stack.gql(SEARCH, { text: 'a', limit: 0 }), 'BAD_USER_INPUT');
    errorOf(await stack.gql(SEARCH, { text: 'x'.repeat(201) }), 'BAD_USER_INPUT');
  });
});
