// Issue 36: the front desk ticks arrivals off and writes notes, against the real reference api
// over HTTP with the gateway's own store: check in, no-show, undo, notes, refusals, the day
// board's counts and the audit trail's events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 180_000);
afterAll(async () => stack?.close());

interface RestBooking {
  _id: string;
  bookingId: string;
  date: string;
  status: number;
}

const ARRIVAL = 'arrival { state at by { userId name } }';
const CHECK_IN = `mutation C($id: ID!) { checkInBooking(id: $id) { booking { id bookingNumber ${ARRIVAL} } ${ARRIVAL} } }`;
const NO_SHOW = `mutation N($id: ID!) { markNoShow(id: $id) { booking { id ${ARRIVAL} } ${ARRIVAL} } }`;
const UNDO = `mutation U($id: ID!) { undoArrival(id: $id) { booking { id ${ARRIVAL} } ${ARRIVAL} } }`;
const ADD_NOTE = `mutation A($id: ID!, $text: String!) {
  addBookingNote(id: $id, text: $text) { booking { id } note { id text at by { name } } } }`;
const BOOKING = `query B($id: ID!) { booking(id: $id) { id ${ARRIVAL} notes { id text at by { userId name } }
  history { mutation operation recordType recordId recordTitle outcome errorCode
    changes { field before after } actor { name } } } }`;
const BOARD = `query Board($date: Date!) { dayBoard(date: $date) {
  totals { bookings arrivals { checkedIn expected noShows } }
  packages { slots { arrivals { id ${ARRIVAL} } } } } }`;

interface Arrival {
  state: string;
  at: string | null;
  by: { userId: string | null; name: string } | null;
}
interface Payload {
  booking: { id: string; bookingNumber?: string; arrival: Arrival };
  arrival: Arrival;
}
interface BookingAnswer {
  booking: {
    id: string;
    arrival: Arrival;
    notes: { id: string; text: string; at: string; by: { userId: string | null; name: string } }[];
    history: {
      mutation: string;
      operation: string;
      recordType: string;
      recordId: string;
      recordTitle: string | null;
      outcome: string;
      errorCode: string | null;
      changes: { field: string; before: unknown; after: unknown }[];
      actor: { name: string };
    }[];
  };
}
interface Board {
  dayBoard: {
    totals: {
      bookings: number;
      arrivals: { checkedIn: number; expected: number; noShows: number };
    };
    packages: { slots: { arrivals: { id: string; arrival: Arrival }[] }[] }[];
  };
}

let bookings: RestBooking[];
/** The day with the most held bookings, and two of them (booked or pending). */
let day: string;
let first: RestBooking;
let second: RestBooking;

beforeAll(async () => {
  bookings = await stack.rest<RestBooking[]>('/booking/list?pageSize=10000');
  const held = bookings.filter((b) => b.status === 2 || b.status === 4);
  const perDay = new Map<string, RestBooking[]>();
  for (const b of held) perDay.set(b.date, [...(perDay.get(b.date) ?? []), b]);
  const busiest = [...perDay.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  day = busiest[0];
  [first, second] = busiest[1] as [RestBooking, RestBooking];
  expect(second).toBeDefined();
});

const board = async () => dataOf(await stack.gql<Board>(BOARD, { date: day })).dayBoard;
const rowOf = (b: Board['dayBoard'], id: string) =>
  b.packages
    .flatMap((p) => p.slots)
    .flatMap((s) => s.arrivals)
    .find((a) => a.id === id)!;

describe('arrivals at the front desk', () => {
  it('starts every booking as expected, on the booking and the day board', async () => {
    const read = dataOf(await stack.gql<BookingAnswer>(BOOKING, { id: first._id }));
    expect(read.booking.arrival).toEqual({ state: 'EXPECTED', at: null, by: null });
    expect(read.booking.notes).toEqual([]);
    const before = await board();
    expect(before.totals.arrivals).toEqual({
      checkedIn: 0,
      expected: before.totals.bookings,
      noShows: 0,
    });
    expect(rowOf(before, first._id).arrival.state).toBe('EXPECTED');
  });

  it('checks in with the time and who did it; a second check-in keeps the first time', async () => {
    const result = await stack.gql<{ checkInBooking: Payload }>(CHECK_IN, { id: first._id });
    const { arrival, booking } = dataOf(result).checkInBooking;
    expect(arrival.state).toBe('CHECKED_IN');
    expect(Date.parse(arrival.at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(arrival.by).toEqual({ userId: expect.any(String), name: expect.any(String) });
    expect(booking.arrival).toEqual(arrival);

    // By booking number too; the same state again changes nothing.
    const again = await stack.gql<{ checkInBooking: Payload }>(CHECK_IN, {
      id: first.bookingId,
    });
    expect(dataOf(again).checkInBooking.arrival).toEqual(arrival);

    const after = await board();
    expect(after.totals.arrivals).toEqual({
      checkedIn: 1,
      expected: after.totals.bookings - 1,
      noShows: 0,
    });
    expect(rowOf(after, first._id).arrival).toEqual(arrival);
  });

  it('marks a no-show, then undoes it to expected again; the board counts follow', async () => {
    const marked = dataOf(await stack.gql<{ markNoShow: Payload }>(NO_SHOW, { id: second._id }));
    expect(marked.markNoShow.arrival).toMatchObject({ state: 'NO_SHOW', at: expect.any(String) });
    let now = await board();
    expect(now.totals.arrivals).toEqual({
      checkedIn: 1,
      expected: now.totals.bookings - 2,
      noShows: 1,
    });

    const undone = dataOf(await stack.gql<{ undoArrival: Payload }>(UNDO, { id: second._id }));
    expect(undone.undoArrival.arrival).toEqual({ state: 'EXPECTED', at: null, by: null });
    expect(undone.undoArrival.booking.arrival.state).toBe('EXPECTED');
    now = await board();
    expect(now.totals.arrivals).toMatchObject({ checkedIn: 1, noShows: 0 });
    expect(rowOf(now, second._id).arrival.state).toBe('EXPECTED');
  });

  it('refuses a cancelled booking with a typed DOMAIN_ERROR and stores nothing', async () => {
    const cancelled = bookings.find((b) => b.status === 3)!;
    for (const mutation of [CHECK_IN, NO_SHOW]) {
      const error = errorOf(await stack.gql(mutation, { id: cancelled._id }), 'DOMAIN_ERROR');
      expect(error.extensions.reason).toBe('BOOKING_NOT_ARRIVING');
    }
    const read = dataOf(await stack.gql<BookingAnswer>(BOOKING, { id: cancelled._id }));
    expect(read.booking.arrival.state).toBe('EXPECTED');
  });

  it('answers NOT_FOUND for an unknown booking', async () => {
    for (const mutation of [CHECK_IN, NO_SHOW, UNDO]) {
      errorOf(await stack.gql(mutation, { id: '000000000000000000000000' }), 'NOT_FOUND');
    }
    errorOf(
      await stack.gql(ADD_NOTE, { id: '000000000000000000000000', text: 'メモ' }),
      'NOT_FOUND',
    );
  });
});

describe('notes on a booking', () => {
  it('adds notes with their writer and time, listed oldest first', async () => {
    const one = await stack.gql<{ addBookingNote: { note: { text: string } } }>(ADD_NOTE, {
      id: first._id,
      text: '  犬用の水皿を用意  ',
    });
    expect(dataOf(one).addBookingNote.note).toMatchObject({
      text: '犬用の水皿を用意',
      at: expect.any(String),
      by: { name: expect.any(String) },
    });
    dataOf(await stack.gql(ADD_NOTE, { id: first._id, text: 'x'.repeat(500) }));
    const read = dataOf(await stack.gql<BookingAnswer>(BOOKING, { id: first._id }));
    expect(read.booking.notes.map((n) => n.text)).toEqual(['犬用の水皿を用意', 'x'.repeat(500)]);
  });

  it('refuses an empty note and one over 500 characters with BAD_USER_INPUT on text', async () => {
    for (const text of ['', '   ']) {
      const error = errorOf(await stack.gql(ADD_NOTE, { id: first._id, text }), 'BAD_USER_INPUT');
      expect(error.extensions.fieldErrors).toEqual([
        { field: 'text', message: expect.any(String), reason: 'REQUIRED' },
      ]);
    }
    const long = errorOf(
      await stack.gql(ADD_NOTE, { id: first._id, text: 'あ'.repeat(501) }),
      'BAD_USER_INPUT',
    );
    expect(long.extensions.fieldErrors).toEqual([
      { field: 'text', message: expect.any(String), reason: 'TOO_LONG', limit: 500 },
    ]);
    const read = dataOf(await stack.gql<BookingAnswer>(BOOKING, { id: first._id }));
    expect(read.booking.notes).toHaveLength(2);
  });
});

describe('who may, and what the trail keeps', () => {
  it('refuses every desk mutation with a READ key before anything is stored', async () => {
    const created = await stack.gql<{ createApiKey: { secret: string } }>(
      `mutation K($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
      { input: { name: '受付の読取', scope: 'READ' } },
    );
    const secret = dataOf(created).createApiKey.secret;
    const asKey = { token: secret };
    for (const [query, variables] of [
      [CHECK_IN, { id: second._id }],
      [NO_SHOW, { id: second._id }],
      [UNDO, { id: first._id }],
      [ADD_NOTE, { id: second._id, text: '読取キーから' }],
    ] as const) {
      const error = errorOf(await stack.gql(query, variables, asKey), 'FORBIDDEN');
      expect(error.extensions.reason).toBe('KEY_READ_ONLY');
    }
    const read = dataOf(await stack.gql<BookingAnswer>(BOOKING, { id: second._id }));
    expect(read.booking.arrival.state).toBe('EXPECTED');
    expect(read.booking.notes).toEqual([]);
  });

  it("records each change in the booking's history as an ACTION on the booking", async () => {
    const first_ = dataOf(await stack.gql<BookingAnswer>(BOOKING, { id: first._id })).booking;
    const desk = first_.history.filter((e) => e.outcome === 'SUCCEEDED').reverse();
    expect(desk.map((e) => [e.mutation, e.operation, e.recordType, e.recordId])).toEqual([
      ['checkInBooking', 'ACTION', 'BOOKING', first._id],
      ['checkInBooking', 'ACTION', 'BOOKING', first._id],
      ['addBookingNote', 'ACTION', 'BOOKING', first._id],
      ['addBookingNote', 'ACTION', 'BOOKING', first._id],
    ]);
    expect(desk[0]!.changes).toEqual([
      { field: 'arrival', before: 'EXPECTED', after: 'CHECKED_IN' },
    ]);
    // The second check-in changed nothing.
    expect(desk[1]!.changes).toEqual([]);
    expect(desk[2]!.changes).toEqual([{ field: 'notes', before: null, after: '犬用の水皿を用意' }]);
    expect(desk[0]!.recordTitle).toBe(first.bookingId);
    // The refused empty notes are there too, failed.
    expect(
      first_.history.filter((e) => e.mutation === 'addBookingNote' && e.outcome === 'FAILED'),
    ).toHaveLength(3);

    const second_ = dataOf(await stack.gql<BookingAnswer>(BOOKING, { id: second._id })).booking;
    const changes = second_.history
      .filter((e) => e.outcome === 'SUCCEEDED')
      .reverse()
      .map((e) => [e.mutation, e.changes]);
    expect(changes).toEqual([
      ['markNoShow', [{ field: 'arrival', before: 'EXPECTED', after: 'NO_SHOW' }]],
      ['undoArrival', [{ field: 'arrival', before: 'NO_SHOW', after: 'EXPECTED' }]],
    ]);
  });
});
