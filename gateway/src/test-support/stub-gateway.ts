import type { ServerResponse } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';
import { sendJson, stubUpstream, type StubRequest, type StubUpstream } from './stub-upstream.js';

type Handler = (req: StubRequest, res: ServerResponse) => void;

/**
 * For one test file: a gateway (silent) in front of a stub upstream answering with `handler`,
 * started before the tests and closed after them. Its URL is readable once the tests run.
 */
export function gatewayOver(handler: Handler): { readonly url: string } {
  let upstream: StubUpstream | undefined;
  let gateway: RunningGateway | undefined;
  beforeAll(async () => {
    upstream = await stubUpstream(handler);
    gateway = await startGateway({
      restBaseUrl: upstream.url,
      port: 0,
      host: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });
  return {
    get url() {
      if (!gateway) throw new Error('the gateway starts before the tests');
      return gateway.url;
    },
  };
}

const OK = { status: true, statusCode: 200, message: 'Success' };

/**
 * A handler answering a list endpoint with the rows `listOf(url)` gives, as one page (`results`
 * and `meta`), and any other call with an empty `data`.
 */
export const listsAnswer =
  (listOf: (url: string) => unknown[] | undefined): Handler =>
  (req, res) => {
    const results = listOf(req.url);
    if (!results) return sendJson(res, 200, { ...OK, data: [] });
    sendJson(res, 200, {
      ...OK,
      results,
      meta: { total: results.length, pageNo: 1, pageSize: 1000 },
    });
  };

/** The booking lists of a stub upstream: `booked` for status 2, `pending` for status 4. */
export const bookingListsOf =
  (booked: unknown[], pending: unknown[]) =>
  (url: string): unknown[] | undefined => {
    if (!url.includes('/booking/list')) return undefined;
    if (url.includes('status=2')) return booked;
    return url.includes('status=4') ? pending : [];
  };

/**
 * A booking as the api lists it, held (booked) for package p1 on `date`, with only the row's
 * fields (no address, car or dogs); `fields` overrides or removes (undefined) some.
 */
export const restBooking = (id: string, date: string, fields: Record<string, unknown> = {}) => ({
  _id: id,
  bookingId: `BK-${id}`,
  packageID: 'p1',
  title: '手ぶらBBQプラン',
  status: 2,
  payment_status: 'paid',
  totalPrice: 12000,
  people: 2,
  child: 1,
  bigAndMediumDogs: 1,
  smallDogs: 0,
  totalDogs: 1,
  firstName: '花子',
  lastName: '清水',
  englishFirstName: 'Hanako',
  englishLastName: 'Shimizu',
  email: 'hanako@example.com',
  mobileNumber: '080-8636-7438',
  date,
  startTime: '10:00',
  endTime: '13:00',
  timeSlot: '10:00-13:00',
  arrivalTime: '10:00',
  bbq: 1,
  picnic: 2,
  hasDog: 1,
  addOns: [{ title: '炭セット', price: 500, quantity: 2 }],
  ...fields,
});
