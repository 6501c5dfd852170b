import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const FIELDS =
  'id title status startDate endDate timeSlots { id startTime endTime } createdAt updatedAt';
interface Season {
  id: string;
  title: string;
  status: string;
  startDate: string;
  endDate: string;
  timeSlots: { id: string; startTime: string; endTime: string }[];
  updatedAt: string;
}
const LIST = `query Seasons($query: SeasonListQuery) { seasons(query: $query) { total page pageSize items { ${FIELDS} } } }`;
const GET = `query Season($id: ID!) { season(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: SeasonInput!) { createSeason(input: $input) { message season { ${FIELDS} } } }`;
const UPDATE = `mutation Update($id: ID!, $input: SeasonPatch!, $at: DateTime, $force: Boolean = true) { updateSeason(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message season { ${FIELDS} } } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteSeason(id: $id) { id message } }';

const input = {
  title: '秋のテストシーズン',
  status: 'ACTIVE',
  startDate: '2027-09-01',
  endDate: '2027-11-30',
  timeSlots: [
    { startTime: '09:00', endTime: '12:00' },
    { startTime: '13:00', endTime: '16:30' },
  ],
};

describe('seasons', () => {
  let created: Season;

  it('lists a page with total, paging and typed fields', async () => {
    type Page = { seasons: { total: number; page: number; pageSize: number; items: Season[] } };
    const page = dataOf(
      await stack.gql<Page>(LIST, {
        query: { page: 1, pageSize: 2, sortBy: 'title', sortDirection: 'DESC' },
      }),
    ).seasons;
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.title >= page.items[1]!.title).toBe(true);
    for (const s of page.items) {
      expect(s.status).toMatch(/^(ACTIVE|INACTIVE)$/);
      expect(s.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('searches', async () => {
    const all = dataOf(
      await stack.gql<{ seasons: { items: Season[] } }>(LIST, { query: { pageSize: 100 } }),
    ).seasons.items;
    const title = all[0]!.title;
    const found = dataOf(
      await stack.gql<{ seasons: { items: Season[] } }>(LIST, { query: { search: title } }),
    ).seasons.items;
    expect(found.map((s) => s.title)).toContain(title);
  });

  it('refuses an unknown sortBy before any REST call', async () => {
    const result = await stack.gql(LIST, { query: { sortBy: 'isActive' } });
    const error = errorOf(result, 'BAD_USER_INPUT');
    expect(error.extensions.fieldErrors?.[0]?.field).toBe('sortBy');
    expect(upstreamCalls(result)).toBe(0);
  });

  it('creates a season with its time slots', async () => {
    const result = dataOf(
      await stack.gql<{ createSeason: { message: string; season: Season } }>(CREATE, { input }),
    ).createSeason;
    expect(result.message).toBeTruthy();
    created = result.season;
    expect(created).toMatchObject({
      title: input.title,
      status: 'ACTIVE',
      startDate: '2027-09-01',
      endDate: '2027-11-30',
    });
    expect(created.timeSlots.map((s) => [s.startTime, s.endTime])).toEqual([
      ['09:00', '12:00'],
      ['13:00', '16:30'],
    ]);
    expect(created.timeSlots[0]!.id).toBeTruthy();
  });

  it('gets it; the same id twice in one request costs one REST call', async () => {
    const result = await stack.gql<{ a: Season; b: Season }>(
      `query Two($id: ID!) { a: season(id: $id) { id title } b: season(id: $id) { id } }`,
      { id: created.id },
    );
    const data = dataOf(result);
    expect(data.a).toMatchObject({ id: created.id, title: input.title });
    expect(data.b.id).toBe(created.id);
    expect(upstreamCalls(result)).toBe(1);
  });

  it('refuses an empty title as BAD_USER_INPUT on the title field', async () => {
    const error = errorOf(
      await stack.gql(CREATE, { input: { ...input, title: '' } }),
      'BAD_USER_INPUT',
    );
    expect(error.extensions.fieldErrors).toEqual([
      { field: 'title', message: 'please enter title', reason: 'REQUIRED' },
    ]);
  });

  it('refuses overlapping slots and reversed dates as DOMAIN_ERROR with the server code', async () => {
    const overlap = {
      ...input,
      timeSlots: [
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '11:00', endTime: '13:00' },
      ],
    };
    expect(
      errorOf(await stack.gql(CREATE, { input: overlap }), 'DOMAIN_ERROR').extensions.upstreamCode,
    ).toBe(5032);
    const reversed = { ...input, startDate: '2027-12-01', endDate: '2027-11-01' };
    expect(
      errorOf(await stack.gql(CREATE, { input: reversed }), 'DOMAIN_ERROR').extensions.upstreamCode,
    ).toBe(5030);
  });

  it('refuses malformed scalars before any REST call', async () => {
    const date = errorOf(
      await stack.gql(CREATE, { input: { ...input, startDate: '2027-02-30' } }),
      'BAD_USER_INPUT',
    );
    expect(date.extensions.fieldErrors).toEqual([
      { field: 'startDate', message: expect.stringMatching(/YYYY-MM-DD/), reason: 'INVALID_DATE' },
    ]);
    expect(date.message).not.toContain('2027-02-30');
    const slots = [
      { startTime: '09:00', endTime: '12:00' },
      { startTime: '25:00', endTime: '26:30' },
    ];
    const time = await stack.gql(CREATE, { input: { ...input, timeSlots: slots } });
    expect(time.errors.map((e) => e.extensions.fieldErrors?.[0]?.field)).toEqual([
      'timeSlots.1.startTime',
      'timeSlots.1.endTime',
    ]);
    expect(upstreamCalls(time)).toBe(0);
  });

  it('updates with expectedUpdatedAt, keeping slot ids; a stale one is a CONFLICT', async () => {
    const slots = created.timeSlots.map((s) => ({
      id: s.id,
      startTime: s.startTime,
      endTime: s.endTime,
    }));
    const changed = {
      ...input,
      title: '秋のテストシーズン改',
      status: 'INACTIVE',
      timeSlots: slots,
    };
    const updated = dataOf(
      await stack.gql<{ updateSeason: { season: Season } }>(UPDATE, {
        id: created.id,
        input: changed,
        at: created.updatedAt,
      }),
    ).updateSeason.season;
    expect(updated).toMatchObject({ title: '秋のテストシーズン改', status: 'INACTIVE' });
    expect(updated.timeSlots.map((s) => s.id)).toEqual(slots.map((s) => s.id));
    const stale = errorOf(
      await stack.gql(UPDATE, { id: created.id, input: changed, at: '2020-01-01T00:00:00.000Z' }),
      'CONFLICT',
    );
    expect(stale.extensions.reason).toBe('STALE_UPDATE');
  });

  it('update of an unknown season is NOT_FOUND', async () => {
    errorOf(await stack.gql(UPDATE, { id: 'no-such-season', input }), 'NOT_FOUND');
  });

  it('deletes it; afterwards it is NOT_FOUND', async () => {
    const deleted = dataOf(
      await stack.gql<{ deleteSeason: { id: string; message: string } }>(DELETE, {
        id: created.id,
      }),
    ).deleteSeason;
    expect(deleted).toEqual({ id: created.id, message: expect.any(String) });
    errorOf(await stack.gql(GET, { id: created.id }), 'NOT_FOUND');
    errorOf(await stack.gql(DELETE, { id: created.id }), 'NOT_FOUND');
  });
});
