import { Writable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/src/server';
import { postGraphql, type GqlResult } from '../../gateway/src/test-support/stack';
import {
  stubUpstream,
  type StubRequest,
  type StubUpstream,
} from '../../gateway/src/test-support/stub-upstream';

/**
 * The gateway in front of a stub of a loosely written Express + MongoDB backend: each variant
 * is one answer shape, value, error or transport oddity such a server plausibly sends, and the
 * typed GraphQL answer the gateway must give for it. Real gateway, real HTTP on both sides.
 */

interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON body; `raw` instead sends these exact bytes. */
  body?: unknown;
  raw?: string;
  /** The answer to GET requests (a write's re-read or look-up), when it differs from a write's. */
  reads?: Reply;
}
type Result = GqlResult<Record<string, unknown>>;
interface Variant {
  family: 'shape' | 'value' | 'error' | 'transport';
  name: string;
  op: keyof typeof OPS;
  reply: Reply;
  check: (result: Result) => void;
}

const SEASON_FIELDS = 'id title status startDate endDate createdAt updatedAt';
const INPUT = {
  title: 'Winter',
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  timeSlots: [{ startTime: '09:00', endTime: '12:00' }],
};
const OPS = {
  list: {
    query: `query { seasons(query: { page: 2, pageSize: 5 }) { total page pageSize items { ${SEASON_FIELDS} } } }`,
  },
  get: {
    query: `query { season(id: "s1") { ${SEASON_FIELDS} timeSlots { id startTime endTime } } }`,
  },
  package: {
    query:
      'query { package(id: "p1") { id title price weekendPrice legacyMaxDogs dogsAllowed status createdAt } }',
  },
  create: {
    query: `mutation($input: SeasonInput!) { createSeason(input: $input) { message season { id title } } }`,
    variables: { input: INPUT },
  },
  update: {
    query: `mutation($input: SeasonPatch!) { updateSeason(id: "s1", input: $input, expectedUpdatedAt: "2026-11-02T00:00:00.000Z") { message season { id title } } }`,
    variables: { input: INPUT },
  },
  delete: { query: 'mutation { deleteSeason(id: "s1") { id message } }' },
  cancel: { query: 'mutation { cancelBooking(id: "b1") { message booking { id status } } }' },
  settings: { query: 'query { siteSettings { picnicPrice homePageTime1 createdAt } }' },
  settingsUpdate: {
    query:
      'mutation { updateSiteSettings(input: { picnicPrice: 3000, minPicnicPeople: 1, maxPicnicPeople: 5 }, force: true) { message siteSettings { picnicPrice } } }',
  },
  booking: {
    query: 'query { booking(id: "b1") { id addOns { title unitPrice type } dogs { name size } } }',
  },
  viewer: { query: 'query { viewer { id email userType profilePic } }' },
  dashboard: {
    query: 'query { dashboard { bookingCount totalPrice startDate byStatus { booked } } }',
  },
} as const;

const season = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  _id: 's1',
  title: 'Winter',
  isActive: 1,
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  timeSlot: [{ id: 't1', startTime: '09:00', endTime: '12:00' }],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  ...extra,
});
const without = (key: string) =>
  Object.fromEntries(Object.entries(season()).filter(([k]) => k !== key));
const pkg = (extra: Record<string, unknown> = {}) => ({
  _id: 'p1',
  title: 'BBQ',
  isActive: 1,
  price: 5000,
  weekendPrice: 6000,
  maxNoOfDogs: 3,
  dogsEnable: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});
const booking = { _id: 'b1', packageID: 'p1', status: 3, date: '2026-12-01', totalPrice: 1 };
const env = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({
  body: { status: true, statusCode: 200, message: 'Success', data, ...extra },
});
const page = (
  results: unknown[],
  meta: unknown = { total: 12, pageNo: 2, pageSize: 5 },
): Reply => ({
  body: { status: true, statusCode: 200, message: 'Success', results, meta },
});
const refuse = (status: number, body: Record<string, unknown>): Reply => ({ status, body });

// --- expectations --------------------------------------------------------------------------
const at = (data: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | null)?.[k], data);
const ok =
  (path: (string | number)[], value: unknown) =>
  (r: Result): void => {
    expect(r.errors).toEqual([]);
    expect(at(r.data, path)).toMatchObject(value as object);
  };
/** The page keeps the readable records and says, at its `items`, how many it left out. */
const leftOut =
  (count: number, items: unknown[]) =>
  (r: Result): void => {
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.path).toEqual(['seasons', 'items']);
    expect(r.errors[0]!.extensions).toMatchObject({ code: 'UPSTREAM_BAD_FIELD', leftOut: count });
    expect(r.errors[0]!.message).toMatch(/could not be read and (was|were) left out/);
    expect(at(r.data, ['seasons'])).toMatchObject({ items });
  };
const equals =
  (path: (string | number)[], value: unknown) =>
  (r: Result): void => {
    expect(r.errors).toEqual([]);
    expect(at(r.data, path)).toEqual(value);
  };
const fails =
  (code: string, extensions: Record<string, unknown> = {}, message?: RegExp | string) =>
  (r: Result): void => {
    expect(r.errors.map((e) => e.extensions.code)).toEqual([code]);
    expect(r.errors[0]!.extensions).toMatchObject(extensions);
    if (message) expect(r.errors[0]!.message).toMatch(message);
  };
/** One field fails at its path; the rest of the answer is kept. */
const fieldFails =
  (path: (string | number)[], kept: [(string | number)[], unknown]) =>
  (r: Result): void => {
    expect(r.errors.map((e) => [e.extensions.code, e.path])).toEqual([
      ['UPSTREAM_BAD_FIELD', path],
    ]);
    expect(at(r.data, kept[0])).toEqual(kept[1]);
  };
const badInput = (fieldErrors: { field: string; message: string; reason: string }[]) =>
  fails('BAD_USER_INPUT', { fieldErrors });

const JST = (iso: string) => new Date(Date.parse(iso)).toISOString();
const ms = Date.parse('2026-06-30T15:00:00Z');

const variants: Variant[] = [
  // ---- shapes: lists ----
  {
    family: 'shape',
    name: 'results + meta at the top',
    op: 'list',
    reply: page([season()]),
    check: ok(['seasons'], { total: 12, page: 2, pageSize: 5, items: [{ id: 's1' }] }),
  },
  {
    family: 'shape',
    name: 'results + meta inside data',
    op: 'list',
    reply: env({ results: [season()], meta: { total: 7, pageNo: 2, pageSize: 5 } }),
    check: ok(['seasons'], { total: 7, items: [{ id: 's1' }] }),
  },
  {
    family: 'shape',
    name: 'results inside data, meta at the top',
    op: 'list',
    reply: env({ results: [season()] }, { meta: { total: 8 } }),
    check: ok(['seasons'], { total: 8, page: 2 }),
  },
  {
    family: 'shape',
    name: 'data as the list, meta beside it',
    op: 'list',
    reply: env([season(), season({ _id: 's2' })], { meta: { total: 2, pageNo: 2, pageSize: 5 } }),
    check: ok(['seasons'], { total: 2, items: [{ id: 's1' }, { id: 's2' }] }),
  },
  {
    family: 'shape',
    name: 'results: null is an empty page',
    op: 'list',
    reply: { body: { status: true, results: null, meta: { total: 0 } } },
    check: equals(['seasons'], { total: 0, page: 2, pageSize: 5, items: [] }),
  },
  {
    family: 'shape',
    name: 'meta numbers as strings',
    op: 'list',
    reply: page([season()], { total: '41', pageNo: '2', pageSize: '5' }),
    check: ok(['seasons'], { total: 41, page: 2, pageSize: 5 }),
  },
  {
    family: 'shape',
    name: 'meta without pageNo/pageSize: from the request',
    op: 'list',
    reply: page([season()], { total: 41 }),
    check: ok(['seasons'], { total: 41, page: 2, pageSize: 5 }),
  },
  {
    family: 'shape',
    name: 'no meta at all',
    op: 'list',
    reply: { body: { status: 'success', results: [season()] } },
    check: ok(['seasons'], { total: 1, page: 2, pageSize: 5 }),
  },
  {
    family: 'shape',
    name: 'mongoose-paginate docs inside data',
    op: 'list',
    reply: env({ docs: [season()], totalDocs: 30, page: 2, limit: 5 }),
    check: ok(['seasons'], { total: 30, page: 2, pageSize: 5 }),
  },
  {
    family: 'shape',
    name: 'data: null on a list is an empty page',
    op: 'list',
    reply: env(null, { meta: { total: 0 } }),
    check: ok(['seasons'], { total: 0, items: [] }),
  },
  {
    family: 'shape',
    name: 'list with a UTF-8 BOM',
    op: 'list',
    reply: { raw: `\uFEFF${JSON.stringify(page([season()]).body)}` },
    check: ok(['seasons'], { total: 12 }),
  },
  // ---- shapes: gets ----
  {
    family: 'shape',
    name: 'get: data as an object',
    op: 'get',
    reply: env(season()),
    check: ok(['season'], { id: 's1', title: 'Winter' }),
  },
  {
    family: 'shape',
    name: 'get: data as a one-element list',
    op: 'get',
    reply: env([season()]),
    check: ok(['season'], { id: 's1' }),
  },
  {
    family: 'shape',
    name: 'get: data as an empty list is NOT_FOUND',
    op: 'get',
    reply: env([], { message: 'ok' }),
    check: fails('NOT_FOUND', {}, 'Not found.'),
  },
  {
    family: 'shape',
    name: 'get: data null is NOT_FOUND, not the server\'s "Success"',
    op: 'get',
    reply: env(null),
    check: fails('NOT_FOUND', {}, 'Not found.'),
  },
  ...([true, 'success', 'ok', 'OK', 'true', 200] as const).map((status): Variant => ({
    family: 'shape',
    name: `success marker status ${JSON.stringify(status)}`,
    op: 'get',
    reply: { body: { status, message: 'done', data: season() } },
    check: ok(['season'], { id: 's1' }),
  })),
  {
    family: 'shape',
    name: 'statusCode "200" as a string, no status',
    op: 'get',
    reply: { body: { statusCode: '200', data: season() } },
    check: ok(['season'], { id: 's1' }),
  },
  {
    family: 'shape',
    name: 'statusCode 200, no status',
    op: 'get',
    reply: { body: { statusCode: 200, data: season() } },
    check: ok(['season'], { id: 's1' }),
  },
  {
    family: 'shape',
    name: 'bare {data} with HTTP 200',
    op: 'get',
    reply: { body: { data: season() } },
    check: ok(['season'], { id: 's1' }),
  },
  {
    family: 'shape',
    name: 'get with a UTF-8 BOM',
    op: 'get',
    reply: { raw: `\uFEFF${JSON.stringify(env(season()).body)}` },
    check: ok(['season'], { id: 's1' }),
  },
  {
    family: 'shape',
    name: 'JSON sent as text/plain',
    op: 'get',
    reply: { raw: JSON.stringify(env(season()).body), headers: { 'content-type': 'text/plain' } },
    check: ok(['season'], { id: 's1' }),
  },
  {
    family: 'shape',
    name: 'package get: data as a list → its first',
    op: 'package',
    reply: env([pkg(), pkg({ _id: 'p2' })]),
    check: ok(['package'], { id: 'p1' }),
  },
  {
    family: 'shape',
    name: 'package get: data as an object',
    op: 'package',
    reply: env(pkg()),
    check: ok(['package'], { id: 'p1', price: 5000 }),
  },
  // ---- shapes: writes and actions ----
  {
    family: 'shape',
    name: 'create answered 201',
    op: 'create',
    reply: {
      status: 201,
      body: { status: true, statusCode: 201, message: 'Created', data: season() },
    },
    check: ok(['createSeason'], { message: 'Created', season: { id: 's1' } }),
  },
  {
    family: 'shape',
    name: 'create with status "success"',
    op: 'create',
    reply: { body: { status: 'success', message: 'Saved', data: season() } },
    check: ok(['createSeason'], { message: 'Saved' }),
  },
  {
    family: 'shape',
    name: 'create: data as a one-element list',
    op: 'create',
    reply: env([season()]),
    check: ok(['createSeason', 'season'], { id: 's1' }),
  },
  {
    family: 'shape',
    name: 'update with statusCode "200"',
    op: 'update',
    reply: { body: { statusCode: '200', message: 'Updated', data: season({ title: 'New' }) } },
    check: ok(['updateSeason'], { message: 'Updated', season: { title: 'New' } }),
  },
  {
    family: 'shape',
    name: 'update with status "ok"',
    op: 'update',
    reply: { body: { status: 'ok', data: season() } },
    check: ok(['updateSeason', 'season'], { id: 's1' }),
  },
  {
    family: 'shape',
    name: 'delete answered 204 No Content',
    op: 'delete',
    reply: { status: 204 },
    check: equals(['deleteSeason'], { id: 's1', message: '' }),
  },
  {
    family: 'shape',
    name: 'delete answered 200 with an empty body',
    op: 'delete',
    reply: { status: 200, raw: '' },
    check: ok(['deleteSeason'], { id: 's1' }),
  },
  {
    family: 'shape',
    name: 'delete with status "success"',
    op: 'delete',
    reply: { body: { status: 'success', message: 'Deleted' } },
    check: equals(['deleteSeason'], { id: 's1', message: 'Deleted' }),
  },
  {
    family: 'shape',
    name: 'delete with data: null',
    op: 'delete',
    reply: env(null, { message: 'Removed' }),
    check: equals(['deleteSeason'], { id: 's1', message: 'Removed' }),
  },
  {
    family: 'shape',
    name: 'delete with statusCode "200" only',
    op: 'delete',
    reply: { body: { statusCode: '200', message: 'gone' } },
    check: equals(['deleteSeason'], { id: 's1', message: 'gone' }),
  },
  {
    family: 'shape',
    name: 'cancel with status "success"',
    op: 'cancel',
    reply: { body: { status: 'success', message: 'Cancelled', data: booking } },
    check: ok(['cancelBooking'], {
      message: 'Cancelled',
      booking: { id: 'b1', status: 'CANCELLED' },
    }),
  },
  {
    family: 'shape',
    name: 'cancel with statusCode "200" and a string status code',
    op: 'cancel',
    reply: { body: { statusCode: '200', data: { ...booking, status: '3' } } },
    check: ok(['cancelBooking', 'booking'], { status: 'CANCELLED' }),
  },
  // ---- shapes: writes answered without their record (the write happened) ----
  {
    family: 'shape',
    name: 'create answered 204: the new season is found in the list, newest first',
    op: 'create',
    reply: { status: 204, reads: page([season({ _id: 's9' })]) },
    check: equals(['createSeason'], { message: '', season: { id: 's9', title: 'Winter' } }),
  },
  {
    family: 'shape',
    name: 'create answered {status, message} without data, found in the list',
    op: 'create',
    reply: {
      body: { status: true, message: 'Season saved' },
      reads: page([season({ _id: 's8', title: 'Other' }), season({ _id: 's9' })]),
    },
    check: equals(['createSeason'], {
      message: 'Season saved',
      season: { id: 's9', title: 'Winter' },
    }),
  },
  {
    family: 'shape',
    name: 'create with data: null, not in the list: saved, record null, message kept',
    op: 'create',
    reply: { ...env(null, { message: 'Season saved' }), reads: page([]) },
    check: equals(['createSeason'], { message: 'Season saved', season: null }),
  },
  {
    family: 'shape',
    name: 'create with data: {}: found in the list',
    op: 'create',
    reply: { ...env({}, { message: 'Saved' }), reads: page([season()]) },
    check: equals(['createSeason'], { message: 'Saved', season: { id: 's1', title: 'Winter' } }),
  },
  {
    family: 'shape',
    name: 'create answered with the new id only: read by that id',
    op: 'create',
    reply: {
      ...env({ _id: { $oid: 's7' } }, { message: 'Saved' }),
      reads: env(season({ _id: 's7' })),
    },
    check: equals(['createSeason'], { message: 'Saved', season: { id: 's7', title: 'Winter' } }),
  },
  {
    family: 'shape',
    name: 'create answered with the new id as data: read by that id',
    op: 'create',
    reply: { ...env('s7', { message: 'Saved' }), reads: env(season({ _id: 's7' })) },
    check: equals(['createSeason'], { message: 'Saved', season: { id: 's7', title: 'Winter' } }),
  },
  {
    family: 'shape',
    name: 'update answered 204: the season is read again',
    op: 'update',
    reply: { status: 204, reads: env(season({ title: 'New' })) },
    check: equals(['updateSeason'], { message: '', season: { id: 's1', title: 'New' } }),
  },
  {
    family: 'shape',
    name: 'update answered {status, message} without data: read again, message kept',
    op: 'update',
    reply: { body: { status: true, message: 'Updated' }, reads: env(season({ title: 'New' })) },
    check: equals(['updateSeason'], { message: 'Updated', season: { id: 's1', title: 'New' } }),
  },
  {
    family: 'shape',
    name: 'update answered a driver write result (acknowledged, modifiedCount): read again',
    op: 'update',
    reply: {
      ...env({ acknowledged: true, modifiedCount: 1 }, { message: 'Updated' }),
      reads: env(season({ title: 'New' })),
    },
    check: equals(['updateSeason'], { message: 'Updated', season: { id: 's1', title: 'New' } }),
  },
  {
    family: 'shape',
    name: 'update with data: null: read again',
    op: 'update',
    reply: { ...env(null, { message: 'Updated' }), reads: env(season()) },
    check: equals(['updateSeason'], { message: 'Updated', season: { id: 's1', title: 'Winter' } }),
  },
  {
    family: 'shape',
    name: 'cancel answered 204: the booking is read again',
    op: 'cancel',
    reply: { status: 204, reads: env(booking) },
    check: equals(['cancelBooking'], { message: '', booking: { id: 'b1', status: 'CANCELLED' } }),
  },
  {
    family: 'shape',
    name: 'cancel answered {status, message} without data: read again, message kept',
    op: 'cancel',
    reply: { body: { status: 'success', message: 'Cancelled' }, reads: env(booking) },
    check: equals(['cancelBooking'], {
      message: 'Cancelled',
      booking: { id: 'b1', status: 'CANCELLED' },
    }),
  },
  {
    family: 'shape',
    name: 'cancel with data: {}: read again',
    op: 'cancel',
    reply: { ...env({}, { message: 'Cancelled' }), reads: env(booking) },
    check: equals(['cancelBooking'], {
      message: 'Cancelled',
      booking: { id: 'b1', status: 'CANCELLED' },
    }),
  },
  {
    family: 'shape',
    name: 'update without its record, and the re-read fails: the failure, not a broken record',
    op: 'update',
    reply: { status: 204, reads: refuse(404, { status: false, message: 'Season not found' }) },
    check: fails('NOT_FOUND', {}, 'Season not found'),
  },
  {
    family: 'shape',
    name: 'settings update answered 204: the settings are read again',
    op: 'settingsUpdate',
    reply: { status: 204, reads: env({ _id: 'x', picnicPrice: '3000', minPicnicPeople: 1 }) },
    check: equals(['updateSiteSettings'], { message: '', siteSettings: { picnicPrice: 3000 } }),
  },
  // ---- settings, viewer and dashboard are read field by field too ----
  {
    family: 'value',
    name: 'settings: an odd createdAt fails that field alone',
    op: 'settings',
    reply: env({
      _id: 'x',
      picnicPrice: 3000,
      minPicnicPeople: 1,
      maxPicnicPeople: 5,
      createdAt: 'soon',
    }),
    check: fieldFails(['siteSettings', 'createdAt'], [['siteSettings', 'picnicPrice'], 3000]),
  },
  {
    family: 'value',
    name: 'viewer: an odd profilePic fails that field alone',
    op: 'viewer',
    reply: env({ _id: 'u1', email: 'a@example.com', role: 'admin', profilePic: { url: 'x' } }),
    check: fieldFails(['viewer', 'profilePic'], [['viewer', 'email'], 'a@example.com']),
  },
  {
    family: 'value',
    name: 'dashboard: an odd startDate fails that field alone',
    op: 'dashboard',
    reply: env({ count: '4', totalPrice: 12000, startDate: 'someday', byStatus: { booked: 2 } }),
    check: fieldFails(['dashboard', 'startDate'], [['dashboard', 'byStatus', 'booked'], 2]),
  },
  {
    family: 'value',
    name: "booking: one add-on with an odd type fails that element's type alone",
    op: 'booking',
    reply: env({
      ...booking,
      addOns: [
        { _id: 'a1', title: 'Firewood', price: 500, type: 'gold' },
        { _id: 'a2', title: 'Ice', price: '300', type: 2 },
      ],
      user_dogs: [{ dogName: 'Pochi', size: 1 }],
    }),
    check: (r) => {
      fieldFails(
        ['booking', 'addOns', 0, 'type'],
        [['booking', 'addOns', 1], { title: 'Ice', unitPrice: 300, type: 'PEOPLE_BASED' }],
      )(r);
      expect(at(r.data, ['booking', 'addOns', 0])).toEqual({
        title: 'Firewood',
        unitPrice: 500,
        type: null,
      });
      expect(at(r.data, ['booking', 'dogs'])).toEqual([{ name: 'Pochi', size: 'BIG_OR_MEDIUM' }]);
    },
  },
  {
    family: 'value',
    name: 'booking: an add-on without its price still fails the add-on list (a guaranteed field)',
    op: 'booking',
    reply: env({ ...booking, addOns: [{ _id: 'a1', title: 'Firewood' }] }),
    check: (r) => {
      expect(r.errors.map((e) => [e.extensions.code, e.path])).toEqual([
        ['UPSTREAM_BAD_FIELD', ['booking', 'addOns']],
      ]);
    },
  },
  // ---- values ----
  {
    family: 'value',
    name: 'id as a number',
    op: 'get',
    reply: env(season({ _id: 42 })),
    check: ok(['season'], { id: '42' }),
  },
  {
    family: 'value',
    name: 'id as a MongoDB $oid',
    op: 'get',
    reply: env(season({ _id: { $oid: '65f0c0ffee00' } })),
    check: ok(['season'], { id: '65f0c0ffee00' }),
  },
  ...(
    [
      ['"1"', '1', 'ACTIVE'],
      ['"2"', '2', 'INACTIVE'],
      ['true', true, 'ACTIVE'],
      ['false', false, 'INACTIVE'],
      ['"active"', 'active', 'ACTIVE'],
      ['"INACTIVE"', 'INACTIVE', 'INACTIVE'],
    ] as const
  ).map(([label, isActive, status]): Variant => ({
    family: 'value',
    name: `status flag ${label}`,
    op: 'get',
    reply: env(season({ isActive })),
    check: ok(['season'], { status }),
  })),
  {
    family: 'value',
    name: 'Date at 15:00Z is the next day in Japan',
    op: 'get',
    reply: env(season({ startDate: '2026-06-30T15:00:00Z' })),
    check: ok(['season'], { startDate: '2026-07-01' }),
  },
  {
    family: 'value',
    name: 'Date at midnight UTC stays that day',
    op: 'get',
    reply: env(season({ startDate: '2026-06-30T00:00:00.000Z' })),
    check: ok(['season'], { startDate: '2026-06-30' }),
  },
  {
    family: 'value',
    name: 'Date as epoch milliseconds',
    op: 'get',
    reply: env(season({ startDate: ms })),
    check: ok(['season'], { startDate: '2026-07-01' }),
  },
  {
    family: 'value',
    name: 'Date as epoch milliseconds in a string',
    op: 'get',
    reply: env(season({ startDate: String(ms) })),
    check: ok(['season'], { startDate: '2026-07-01' }),
  },
  {
    family: 'value',
    name: 'Date as {$date}',
    op: 'get',
    reply: env(season({ endDate: { $date: '2027-02-28T15:00:00Z' } })),
    check: ok(['season'], { endDate: '2027-03-01' }),
  },
  {
    family: 'value',
    name: 'DateTime without a zone is Japan time',
    op: 'get',
    reply: env(season({ createdAt: '2026-06-30T10:00:00' })),
    check: ok(['season'], { createdAt: JST('2026-06-30T01:00:00Z') }),
  },
  {
    family: 'value',
    name: 'DateTime with a space and no seconds',
    op: 'get',
    reply: env(season({ createdAt: '2026-06-30 10:00' })),
    check: ok(['season'], { createdAt: JST('2026-06-30T01:00:00Z') }),
  },
  {
    family: 'value',
    name: 'DateTime as epoch milliseconds',
    op: 'get',
    reply: env(season({ updatedAt: ms })),
    check: ok(['season'], { updatedAt: '2026-06-30T15:00:00.000Z' }),
  },
  {
    family: 'value',
    name: 'DateTime as {$date: {$numberLong}}',
    op: 'get',
    reply: env(season({ updatedAt: { $date: { $numberLong: String(ms) } } })),
    check: ok(['season'], { updatedAt: '2026-06-30T15:00:00.000Z' }),
  },
  {
    family: 'value',
    name: 'timestamps missing are null',
    op: 'get',
    reply: env((({ createdAt: _c, updatedAt: _u, ...rest }) => rest)(season())),
    check: ok(['season'], { createdAt: null, updatedAt: null }),
  },
  {
    family: 'value',
    name: 'title as a number reads as its digits',
    op: 'get',
    reply: env(season({ title: 2026 })),
    check: ok(['season'], { title: '2026' }),
  },
  {
    family: 'value',
    name: 'time slots missing are none',
    op: 'get',
    reply: env(without('timeSlot')),
    check: ok(['season'], { timeSlots: [] }),
  },
  {
    family: 'value',
    name: 'time slot id as a number',
    op: 'get',
    reply: env(season({ timeSlot: [{ id: 7, startTime: '09:00', endTime: '12:00' }] })),
    check: ok(['season', 'timeSlots', 0], { id: '7' }),
  },
  {
    family: 'value',
    name: 'price as a string',
    op: 'package',
    reply: env(pkg({ price: '3000' })),
    check: ok(['package'], { price: 3000 }),
  },
  {
    family: 'value',
    name: 'a later-added price missing is null',
    op: 'package',
    reply: env(pkg({ weekendPrice: undefined })),
    check: ok(['package'], { weekendPrice: null, price: 5000 }),
  },
  {
    family: 'value',
    name: 'dog flag "true"',
    op: 'package',
    reply: env(pkg({ dogsEnable: 'true' })),
    check: ok(['package'], { dogsAllowed: true }),
  },
  {
    family: 'value',
    name: 'dog flag 2 (no)',
    op: 'package',
    reply: env(pkg({ dogsEnable: 2 })),
    check: ok(['package'], { dogsAllowed: false }),
  },
  // ---- values: field-level failure ----
  {
    family: 'value',
    name: 'an odd timestamp fails that field alone',
    op: 'get',
    reply: env(season({ createdAt: 'yesterday' })),
    check: fieldFails(['season', 'createdAt'], [['season', 'title'], 'Winter']),
  },
  {
    family: 'value',
    name: 'an odd legacy dog count fails that field alone',
    op: 'package',
    reply: env(pkg({ maxNoOfDogs: 'many' })),
    check: fieldFails(['package', 'legacyMaxDogs'], [['package', 'price'], 5000]),
  },
  {
    family: 'value',
    name: 'a field the client did not ask for is never read',
    op: 'get',
    reply: env(season({ createdAt: 'yesterday', updatedAt: 'never' })),
    check: (r) =>
      expect(r.errors.map((e) => e.path)).toEqual([
        ['season', 'createdAt'],
        ['season', 'updatedAt'],
      ]),
  },
  {
    family: 'value',
    name: 'an unknown status code fails at its path',
    op: 'get',
    reply: env(season({ isActive: 7 })),
    check: (r) =>
      expect(r.errors.map((e) => [e.extensions.code, e.path])).toEqual([
        ['UPSTREAM_BAD_FIELD', ['season', 'status']],
      ]),
  },
  {
    family: 'value',
    name: 'a missing title fails at its path',
    op: 'get',
    reply: env(without('title')),
    check: (r) =>
      expect(r.errors.map((e) => [e.extensions.code, e.path])).toEqual([
        ['UPSTREAM_BAD_FIELD', ['season', 'title']],
      ]),
  },
  {
    family: 'value',
    name: 'list: one record with an odd timestamp keeps the page',
    op: 'list',
    reply: page([season(), season({ _id: 's2', createdAt: 'soon' }), season({ _id: 's3' })]),
    check: (r) => {
      expect(r.errors.map((e) => e.path)).toEqual([['seasons', 'items', 1, 'createdAt']]);
      expect(at(r.data, ['seasons', 'items'])).toMatchObject([
        { id: 's1' },
        { id: 's2', createdAt: null },
        { id: 's3' },
      ]);
    },
  },
  {
    family: 'value',
    name: 'list: a record with an unknown status is left out and reported, the others kept',
    op: 'list',
    reply: page([season(), season({ _id: 's2', isActive: 'maybe' }), season({ _id: 's3' })]),
    check: leftOut(1, [{ id: 's1' }, { id: 's3' }]),
  },
  {
    family: 'value',
    name: 'list: a record that is not an object is left out',
    op: 'list',
    reply: page([season(), 'garbage', season({ _id: 's3' })]),
    check: leftOut(1, [{ id: 's1' }, { id: 's3' }]),
  },
  {
    family: 'value',
    name: 'list: records without an id or not objects are left out, counted in one error',
    op: 'list',
    reply: page([season(), without('_id'), 'garbage']),
    check: leftOut(2, [{ id: 's1' }]),
  },
  {
    family: 'value',
    name: 'list: ids as $oid',
    op: 'list',
    reply: page([season({ _id: { $oid: 'a1' } }), season({ _id: { $oid: 'a2' } })]),
    check: ok(['seasons'], { items: [{ id: 'a1' }, { id: 'a2' }] }),
  },
  {
    family: 'value',
    name: 'list: dates in the Japan day',
    op: 'list',
    reply: page([season({ startDate: '2026-11-30T15:00:00.000Z' })]),
    check: ok(['seasons', 'items', 0], { startDate: '2026-12-01' }),
  },
  // ---- errors ----
  {
    family: 'error',
    name: 'express-validator {param,msg}',
    op: 'create',
    reply: refuse(400, {
      status: false,
      statusCode: 400,
      message: 'please enter title',
      errors: [{ param: 'title', msg: 'please enter title' }],
    }),
    check: badInput([{ field: 'title', message: 'please enter title', reason: 'REQUIRED' }]),
  },
  {
    family: 'error',
    name: 'express-validator v7 {type,path,msg,location}',
    op: 'create',
    reply: refuse(400, {
      errors: [
        { type: 'field', path: 'timeSlot[0].startTime', msg: 'Invalid value', location: 'body' },
      ],
    }),
    check: badInput([
      { field: 'timeSlots.0.startTime', message: 'Invalid value', reason: 'INVALID' },
    ]),
  },
  {
    family: 'error',
    name: 'NestJS message: string[]',
    op: 'create',
    reply: refuse(400, {
      statusCode: 400,
      message: ['title should not be empty', 'endDate must be a date'],
      error: 'Bad Request',
    }),
    check: badInput([
      { field: 'title', message: 'title should not be empty', reason: 'REQUIRED' },
      { field: 'endDate', message: 'endDate must be a date', reason: 'INVALID_DATE' },
    ]),
  },
  {
    family: 'error',
    name: 'class-validator {property, constraints}',
    op: 'update',
    reply: refuse(400, {
      statusCode: 400,
      message: [
        {
          property: 'title',
          constraints: { isNotEmpty: 'title should not be empty', maxLength: 'title is too long' },
        },
      ],
    }),
    check: badInput([
      { field: 'title', message: 'title should not be empty', reason: 'REQUIRED' },
      { field: 'title', message: 'title is too long', reason: 'TOO_LONG' },
    ]),
  },
  {
    family: 'error',
    name: 'Mongoose errors keyed by path',
    op: 'create',
    reply: refuse(400, {
      name: 'ValidationError',
      message: 'Season validation failed',
      errors: {
        title: { message: 'Path `title` is required.', path: 'title', kind: 'required' },
        isActive: { message: 'bad status', path: 'isActive', kind: 'enum' },
      },
    }),
    check: badInput([
      { field: 'title', message: 'Path `title` is required.', reason: 'REQUIRED' },
      { field: 'status', message: 'bad status', reason: 'OTHER' },
    ]),
  },
  {
    family: 'error',
    name: 'Joi details, path as a list',
    op: 'create',
    reply: refuse(400, {
      message: 'Validation error',
      details: [{ path: ['timeSlot', 0, 'endTime'], message: '"endTime" is required' }],
    }),
    check: badInput([
      { field: 'timeSlots.0.endTime', message: '"endTime" is required', reason: 'REQUIRED' },
    ]),
  },
  {
    family: 'error',
    name: 'Joi details, path as a string',
    op: 'create',
    reply: refuse(422, { details: [{ path: 'startDate', message: '"startDate" must be a date' }] }),
    check: badInput([
      { field: 'startDate', message: '"startDate" must be a date', reason: 'INVALID_DATE' },
    ]),
  },
  {
    family: 'error',
    name: 'celebrate validation.body.keys',
    op: 'create',
    reply: refuse(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      validation: { body: { source: 'body', keys: ['title'], message: '"title" is required' } },
    }),
    check: badInput([{ field: 'title', message: '"title" is required', reason: 'REQUIRED' }]),
  },
  {
    family: 'error',
    name: 'Joi too long: the reason and the limit from its own words',
    op: 'create',
    reply: refuse(400, {
      details: [
        {
          path: ['title'],
          message: '"title" length must be less than or equal to 100 characters long',
        },
      ],
    }),
    check: fails('BAD_USER_INPUT', {
      fieldErrors: [{ field: 'title', reason: 'TOO_LONG', limit: 100 }],
    }),
  },
  {
    family: 'error',
    name: "the contract's {property,message}",
    op: 'update',
    reply: refuse(400, {
      status: false,
      statusCode: 400,
      message: 'x',
      errors: [{ property: 'endDate', message: 'please enter end date' }],
    }),
    check: badInput([{ field: 'endDate', message: 'please enter end date', reason: 'REQUIRED' }]),
  },
  {
    family: 'error',
    name: 'valData as objects',
    op: 'create',
    reply: refuse(400, {
      status: false,
      statusCode: 400,
      valData: [{ param: 'title', msg: 'title is required' }],
    }),
    check: badInput([{ field: 'title', message: 'title is required', reason: 'REQUIRED' }]),
  },
  {
    family: 'error',
    name: 'valData as plain strings',
    op: 'create',
    reply: refuse(400, {
      status: false,
      statusCode: 400,
      valData: ['title is required', 'Please check the dates'],
    }),
    check: badInput([
      { field: 'title', message: 'title is required', reason: 'REQUIRED' },
      { field: 'input', message: 'Please check the dates', reason: 'OTHER' },
    ]),
  },
  {
    family: 'error',
    name: 'a domain code as a string',
    op: 'create',
    reply: refuse(400, { status: false, statusCode: '5032', message: 'Time slots overlap' }),
    check: fails('DOMAIN_ERROR', { upstreamCode: 5032 }, 'Time slots overlap'),
  },
  {
    family: 'error',
    name: 'a domain refusal inside a 200',
    op: 'delete',
    reply: { body: { status: false, statusCode: 5040, message: 'A package uses this season' } },
    check: fails('DOMAIN_ERROR', { upstreamCode: 5040 }, 'A package uses this season'),
  },
  {
    family: 'error',
    name: 'status "error" with a string code on an action',
    op: 'cancel',
    reply: {
      body: {
        status: 'error',
        statusCode: '5100',
        message: 'Only a pending booking can be cancelled',
      },
    },
    check: fails('DOMAIN_ERROR', { upstreamCode: 5100 }, 'Only a pending booking can be cancelled'),
  },
  {
    family: 'error',
    name: "a bare {message} keeps the server's words",
    op: 'cancel',
    reply: { body: { message: 'Booking is locked' } },
    check: fails('DOMAIN_ERROR', {}, 'Booking is locked'),
  },
  {
    family: 'error',
    name: 'stale update as a string 5002',
    op: 'update',
    reply: refuse(409, { status: false, statusCode: '5002', message: 'Changed since' }),
    check: fails('CONFLICT', { upstreamCode: 5002 }, 'Changed since'),
  },
  {
    family: 'error',
    name: '429 with Retry-After seconds',
    op: 'list',
    reply: {
      status: 429,
      headers: { 'retry-after': '30' },
      body: { message: 'Too many requests, slow down' },
    },
    check: fails('TOO_MANY_REQUESTS', { retryAfter: 30 }, 'slow down'),
  },
  {
    family: 'error',
    name: '429 with Retry-After as an HTTP date',
    op: 'create',
    reply: {
      status: 429,
      headers: { 'retry-after': new Date(Date.now() + 120_000).toUTCString() },
      raw: 'Too Many Requests',
    },
    check: (r) => {
      fails('TOO_MANY_REQUESTS')(r);
      expect(r.errors[0]!.extensions).toMatchObject({ retryAfter: expect.any(Number) });
    },
  },
  {
    family: 'error',
    name: '403 is FORBIDDEN with its message',
    op: 'delete',
    reply: refuse(403, { status: false, statusCode: 403, message: 'Staff cannot delete seasons' }),
    check: fails('FORBIDDEN', {}, 'Staff cannot delete seasons'),
  },
  {
    family: 'error',
    name: '403 without a body',
    op: 'list',
    reply: { status: 403, raw: '' },
    check: fails('FORBIDDEN'),
  },
  {
    family: 'error',
    name: '401 is UNAUTHENTICATED',
    op: 'get',
    reply: refuse(401, { message: 'jwt expired' }),
    check: fails('UNAUTHENTICATED'),
  },
  {
    family: 'error',
    name: 'a JSON 404 on a get is NOT_FOUND with its message',
    op: 'get',
    reply: refuse(404, { status: false, statusCode: 404, message: 'Season not found' }),
    check: fails('NOT_FOUND', {}, 'Season not found'),
  },
  {
    family: 'error',
    name: 'Express "Cannot GET" on a list: a missing route',
    op: 'list',
    reply: {
      status: 404,
      headers: { 'content-type': 'text/html' },
      raw: '<!DOCTYPE html><pre>Cannot GET /api/v1/season/list</pre>',
    },
    check: fails('UPSTREAM_UNAVAILABLE'),
  },
  {
    family: 'error',
    name: 'a JSON 404 on a list: a missing route',
    op: 'list',
    reply: refuse(404, { message: 'Not Found' }),
    check: fails('UPSTREAM_UNAVAILABLE'),
  },
  {
    family: 'error',
    name: 'Express "Cannot DELETE" on a write',
    op: 'delete',
    reply: {
      status: 404,
      headers: { 'content-type': 'text/html' },
      raw: '<pre>Cannot DELETE /api/v1/season/delete/s1</pre>',
    },
    check: fails('UPSTREAM_UNAVAILABLE'),
  },
  // ---- transport ----
  {
    family: 'transport',
    name: '500 with an HTML page',
    op: 'get',
    reply: {
      status: 500,
      headers: { 'content-type': 'text/html' },
      raw: '<h1>Internal Server Error</h1>',
    },
    check: fails('UPSTREAM_UNAVAILABLE'),
  },
  {
    family: 'transport',
    name: '500 with an envelope',
    op: 'create',
    reply: refuse(500, { status: false, statusCode: 500, message: 'E11000 duplicate key' }),
    check: fails('UPSTREAM_UNAVAILABLE'),
  },
  {
    family: 'transport',
    name: 'malformed JSON',
    op: 'list',
    reply: { raw: '{"status": true, "results": [' },
    check: fails('UPSTREAM_UNAVAILABLE'),
  },
  {
    family: 'transport',
    name: 'a JSON array as the whole body',
    op: 'get',
    reply: { body: [season()] },
    check: fails('UPSTREAM_UNAVAILABLE'),
  },
  {
    family: 'transport',
    name: 'an empty 200 on a GET',
    op: 'get',
    reply: { raw: '' },
    check: fails('UPSTREAM_UNAVAILABLE'),
  },
  {
    family: 'transport',
    name: 'JSON without a content type',
    op: 'get',
    reply: { raw: JSON.stringify(env(season()).body), headers: { 'content-type': '' } },
    check: ok(['season'], { id: 's1' }),
  },
  {
    family: 'transport',
    name: 'charset in the content type, multi-byte text',
    op: 'get',
    reply: {
      raw: JSON.stringify(env(season({ title: '冬季シーズン' })).body),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    },
    check: ok(['season'], { title: '冬季シーズン' }),
  },
];

// ---- the stub upstream and the gateway ----------------------------------------------------
let reply: Reply = {};
/** The operation being run: a create also reads the season list first (its overlap guard). */
let runningOp: keyof typeof OPS | null = null;
/** Whether the running operation has written yet (reads after it are the variant's own). */
let written = false;
const lines: Record<string, unknown>[] = [];
let upstream: StubUpstream;
let gateway: RunningGateway;
const auth = { authorization: 'Bearer variant-token' };

/** An empty season list, as the contract shapes it. */
const NO_SEASONS: Reply = {
  body: { status: true, statusCode: 200, data: [], meta: { total: 0, pageNo: 1, pageSize: 10000 } },
};

function answer(req: StubRequest, res: ServerResponse): void {
  // A create's guard reads the other seasons before it writes (bookingImpact/overlap.ts): it gets
  // none, so each create variant is about the shape of the create's own answer.
  if (req.method !== 'GET') written = true;
  const guardRead =
    runningOp === 'create' && !written && req.method === 'GET' && req.url.includes('/season/list');
  const r = guardRead ? NO_SEASONS : req.method === 'GET' && reply.reads ? reply.reads : reply;
  const { status = 200, headers = {}, body, raw } = r;
  const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
  const type =
    raw === undefined && body !== undefined ? { 'content-type': 'application/json' } : {};
  const all = { ...type, ...headers };
  const sent = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== ''));
  res.writeHead(status, sent).end(status === 204 ? undefined : text);
}

beforeAll(async () => {
  upstream = await stubUpstream((req, res) => answer(req, res));
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  gateway = await startGateway({
    store: { kind: 'memory' },
    restBaseUrl: upstream.url,
    port: 0,
    host: '127.0.0.1',
    restTimeoutMs: 2000,
    logger: pino({ level: 'warn' }, sink),
  });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const run = (op: keyof typeof OPS): Promise<Result> => {
  const { query, variables } = OPS[op] as { query: string; variables?: Record<string, unknown> };
  return postGraphql<Record<string, unknown>>(gateway.url, query, variables, auth);
};

describe('the gateway in front of a loosely written backend', () => {
  it('covers at least 80 variants over every family and operation', () => {
    expect(variants.length).toBeGreaterThanOrEqual(80);
    expect(new Set(variants.map((v) => v.family))).toEqual(
      new Set(['shape', 'value', 'error', 'transport']),
    );
    expect(new Set(variants.map((v) => v.op))).toEqual(new Set(Object.keys(OPS)));
  });

  it.each(variants.map((v) => [`${v.family}: ${v.name} (${v.op})`, v] as const))(
    '%s',
    async (_, v) => {
      reply = v.reply;
      runningOp = v.op;
      written = false;
      const result = await run(v.op).finally(() => (runningOp = null));
      expect(result.errors.map((e) => e.extensions.code)).not.toContain('INTERNAL_SERVER_ERROR');
      v.check(result);
    },
  );
});

describe('what an operator reads in the log', () => {
  it('a missing route is a warning naming the path', async () => {
    reply = {
      status: 404,
      headers: { 'content-type': 'text/html' },
      raw: '<pre>Cannot GET /api/v1/season/list</pre>',
    };
    await run('list');
    expect(lines.some((l) => l.level === 40 && String(l.reason).includes('/season/list'))).toBe(
      true,
    );
  });

  it('each distinct oddity is logged once per process, with the endpoint and the field', async () => {
    reply = env(season({ endDate: 'half past nine' }));
    for (let i = 0; i < 3; i++) await run('get');
    const odd = lines.filter((l) => l.record === 'season' && l.field === 'endDate');
    expect(odd).toHaveLength(1);
    expect(odd[0]).toMatchObject({
      level: 40,
      endpoint: 'GET /season/get/:id',
      expected: 'a date',
      example: '"half past nine"',
    });
  });
});
