import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
let multi: { id: string; title: string };
beforeAll(async () => {
  stack = await startStack();
  const options = dataOf(
    await stack.gql<{
      packageOptions: { id: string; title: string; timeSlotType: string; status: string }[];
    }>('{ packageOptions { id title timeSlotType status } }'),
  ).packageOptions;
  multi = options.find((o) => o.timeSlotType === 'MULTIPLE' && o.status === 'ACTIVE')!;
});
afterAll(async () => stack?.close());

const FIELDS =
  'id packageId packageTitle packageTimeSlotType startDate endDate inventory slots { slotIndex date startTime endTime label position } slotCount createdAt updatedAt';
interface Availability {
  id: string;
  packageId: string;
  packageTitle: string;
  startDate: string;
  endDate: string;
  inventory: number;
  slots: { slotIndex: number; date: string; label: string | null }[];
  slotCount: number | null;
  updatedAt: string;
}
const CREATE = `mutation Create($input: AvailabilityInput!) { createAvailability(input: $input) { message availability { ${FIELDS} } } }`;
const UPDATE = `mutation Update($id: ID!, $input: AvailabilityPatch!, $at: DateTime, $force: Boolean = true) { updateAvailability(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message availability { ${FIELDS} } } }`;
const GET = `query One($id: ID!) { availability(id: $id) { ${FIELDS} package { id title timeSlotType } } }`;

describe('availability', () => {
  let created: Availability;

  it('creates one with selected slots', async () => {
    const input = {
      packageId: multi.id,
      startDate: '2027-08-01',
      endDate: '2027-08-03',
      inventory: 3,
      slots: [
        {
          slotIndex: 0,
          date: '2027-08-01',
          startTime: '10:00',
          endTime: '13:00',
          label: '10:00-13:00',
          position: 0,
        },
        { slotIndex: 1, date: '2027-08-02' },
      ],
    };
    const result = dataOf(
      await stack.gql<{ createAvailability: { message: string; availability: Availability } }>(
        CREATE,
        { input },
      ),
    ).createAvailability;
    created = result.availability;
    expect(created).toMatchObject({
      packageId: multi.id,
      packageTitle: multi.title,
      startDate: '2027-08-01',
      endDate: '2027-08-03',
      inventory: 3,
    });
    expect(created.slots).toMatchObject([
      { slotIndex: 0, date: '2027-08-01', label: '10:00-13:00' },
      { slotIndex: 1, date: '2027-08-02', label: null },
    ]);
    expect(created.slotCount).toBe(2);
  });

  it('names the docs/product.md §5 messages and slot errors by GraphQL field', async () => {
    const missing = errorOf(await stack.gql(CREATE, { input: {} }), 'BAD_USER_INPUT');
    expect(missing.extensions.fieldErrors).toEqual([
      { field: 'packageId', message: 'please select package', reason: 'REQUIRED' },
      { field: 'startDate', message: 'please fill start date', reason: 'REQUIRED' },
      { field: 'endDate', message: 'please fill end date', reason: 'REQUIRED' },
    ]);
    const outside = errorOf(
      await stack.gql(CREATE, {
        input: {
          packageId: multi.id,
          startDate: '2027-08-01',
          endDate: '2027-08-02',
          slots: [{ slotIndex: 0, date: '2027-09-01' }],
        },
      }),
      'BAD_USER_INPUT',
    );
    expect(outside.extensions.fieldErrors?.[0]?.field).toBe('slots.0.date');
    const reversed = errorOf(
      await stack.gql(CREATE, {
        input: { packageId: multi.id, startDate: '2027-08-05', endDate: '2027-08-01' },
      }),
      'DOMAIN_ERROR',
    );
    expect(reversed.extensions.upstreamCode).toBe(5041);
  });

  it('gets it with its package through the loader', async () => {
    const one = dataOf(
      await stack.gql<{
        availability: Availability & { package: { id: string; timeSlotType: string } };
      }>(GET, { id: created.id }),
    ).availability;
    expect(one.package).toMatchObject({ id: multi.id, timeSlotType: 'MULTIPLE' });
    errorOf(await stack.gql(GET, { id: 'nope' }), 'NOT_FOUND');
  });

  it('lists, filtered by package, sorted', async () => {
    const LIST = `query List($query: AvailabilityListQuery, $packageId: ID) { availabilities(query: $query, packageId: $packageId) { total items { id packageId package { title } slotCount } } }`;
    const result = await stack.gql<{
      availabilities: {
        total: number;
        items: { id: string; packageId: string; package: { title: string }; slotCount: number }[];
      };
    }>(LIST, {
      query: { sortBy: 'startDate', sortDirection: 'DESC', pageSize: 50 },
      packageId: multi.id,
    });
    const page = dataOf(result).availabilities;
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(
      page.items.every((a) => a.packageId === multi.id && a.package.title === multi.title),
    ).toBe(true);
    expect(upstreamCalls(result)).toBe(2);
    // The count of each row's selected slots, as the record's own slots say.
    const rest = (await stack.rest(`/availability/list?packageId=${multi.id}&pageSize=1000`)) as {
      _id: string;
      multiTimeSlot?: unknown[];
    }[];
    for (const row of page.items) {
      const raw = rest.find((r) => r._id === row.id);
      expect(row.slotCount).toBe(raw?.multiTimeSlot?.length ?? 0);
    }
    expect(page.items.find((a) => a.id === created.id)?.slotCount).toBe(2);
  });

  it('updates; stale is CONFLICT', async () => {
    const input = {
      startDate: '2027-08-01',
      endDate: '2027-08-04',
      inventory: 5,
      slots: [{ slotIndex: 2, date: '2027-08-04' }],
    };
    const updated = dataOf(
      await stack.gql<{ updateAvailability: { availability: Availability } }>(UPDATE, {
        id: created.id,
        input,
        at: created.updatedAt,
      }),
    ).updateAvailability.availability;
    expect(updated).toMatchObject({
      endDate: '2027-08-04',
      inventory: 5,
      slots: [{ slotIndex: 2, date: '2027-08-04' }],
      slotCount: 1,
    });
    errorOf(await stack.gql(UPDATE, { id: created.id, input, at: created.updatedAt }), 'CONFLICT');
    // An update is a patch: left-out dates keep their value; clearing one is refused on its field.
    const noDates = errorOf(
      await stack.gql(UPDATE, { id: created.id, input: { startDate: null } }),
      'BAD_USER_INPUT',
    );
    expect(noDates.extensions.fieldErrors?.map((e) => e.field)).toEqual(['startDate']);
  });

  it('looks up every active package on a day', async () => {
    const QUERY = `query Day($date: Date!) { packagesOnDay(date: $date) { packageId packageTitle timeSlotType inventory date isHoliday season { id title timeSlots { startTime endTime } } availability { id inventory slots { slotIndex date } } package { id status } } }`;
    const days = dataOf(
      await stack.gql<{
        packagesOnDay: {
          packageId: string;
          date: string;
          availability: { id: string }[];
          package: { status: string };
        }[];
      }>(QUERY, { date: '2027-08-02' }),
    ).packagesOnDay;
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.date === '2027-08-02' && d.package.status === 'ACTIVE')).toBe(true);
    expect(days.find((d) => d.packageId === multi.id)?.availability.map((a) => a.id)).toContain(
      created.id,
    );
  });

  it('deletes', async () => {
    dataOf(
      await stack.gql('mutation D($id: ID!) { deleteAvailability(id: $id) { id message } }', {
        id: created.id,
      }),
    );
    errorOf(await stack.gql(GET, { id: created.id }), 'NOT_FOUND');
  });
});

describe('holidays', () => {
  const FIELDS_H = 'id title packageId packageTitle date createdAt updatedAt package { id title }';
  const CREATE_H = `mutation Create($input: HolidayInput!) { createHoliday(input: $input) { message holiday { ${FIELDS_H} } } }`;
  const UPDATE_H = `mutation Update($id: ID!, $input: HolidayPatch!, $at: DateTime, $force: Boolean = true) { updateHoliday(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message holiday { ${FIELDS_H} } } }`;
  let holidayId: string;

  it('creates, refuses a duplicate and names missing fields', async () => {
    const input = { title: '定休日', packageId: multi.id, date: '2027-12-31' };
    const holiday = dataOf(
      await stack.gql<{
        createHoliday: {
          holiday: { id: string; date: string; packageTitle: string; package: { id: string } };
        };
      }>(CREATE_H, { input }),
    ).createHoliday.holiday;
    holidayId = holiday.id;
    expect(holiday).toMatchObject({
      date: '2027-12-31',
      packageTitle: multi.title,
      package: { id: multi.id },
    });
    expect(
      errorOf(await stack.gql(CREATE_H, { input }), 'DOMAIN_ERROR').extensions.upstreamCode,
    ).toBe(5050);
    expect(
      errorOf(await stack.gql(CREATE_H, { input: { title: 'x' } }), 'BAD_USER_INPUT').extensions
        .fieldErrors,
    ).toEqual([
      { field: 'packageId', message: 'please select package', reason: 'REQUIRED' },
      { field: 'date', message: 'please select date', reason: 'REQUIRED' },
    ]);
  });

  it('updates; a duplicate is DOMAIN_ERROR, stale is CONFLICT, missing fields are named', async () => {
    const before = dataOf(
      await stack.gql<{ holiday: { updatedAt: string } }>(
        'query H($id: ID!) { holiday(id: $id) { updatedAt } }',
        { id: holidayId },
      ),
    ).holiday;
    const input = { title: '年末休業', packageId: multi.id, date: '2027-12-30' };
    const answer = dataOf(
      await stack.gql<{
        updateHoliday: { message: string; holiday: { id: string; title: string; date: string } };
      }>(UPDATE_H, { id: holidayId, input, at: before.updatedAt }),
    ).updateHoliday;
    expect(answer.message).toBe('Holiday updated successfully');
    expect(answer.holiday).toMatchObject({ id: holidayId, title: '年末休業', date: '2027-12-30' });
    errorOf(await stack.gql(UPDATE_H, { id: holidayId, input, at: before.updatedAt }), 'CONFLICT');

    const other = dataOf(
      await stack.gql<{ createHoliday: { holiday: { id: string } } }>(CREATE_H, {
        input: { title: '定休日', packageId: multi.id, date: '2027-12-29' },
      }),
    ).createHoliday.holiday;
    expect(
      errorOf(
        await stack.gql(UPDATE_H, { id: holidayId, input: { ...input, date: '2027-12-29' } }),
        'DOMAIN_ERROR',
      ).extensions.upstreamCode,
    ).toBe(5050);
    // A patch keeps what it does not send; clearing the package or the day is refused on the field.
    expect(
      errorOf(
        await stack.gql(UPDATE_H, { id: holidayId, input: { packageId: null, date: null } }),
        'BAD_USER_INPUT',
      ).extensions.fieldErrors?.map((e) => e.field),
    ).toEqual(['packageId', 'date']);
    errorOf(await stack.gql(UPDATE_H, { id: 'nope', input }), 'NOT_FOUND');
    dataOf(
      await stack.gql('mutation D($id: ID!) { deleteHoliday(id: $id) { id } }', { id: other.id }),
    );
  });

  it('lists, sorted by date, and gets one', async () => {
    const page = dataOf(
      await stack.gql<{ holidays: { total: number; items: { date: string }[] } }>(
        '{ holidays(query: { sortBy: date, pageSize: 100 }) { total items { id date title } } }',
      ),
    ).holidays;
    expect(page.total).toBeGreaterThanOrEqual(1);
    const dates = page.items.map((h) => h.date);
    expect([...dates].sort()).toEqual(dates);
    const one = dataOf(
      await stack.gql<{ holiday: { id: string } }>(
        'query H($id: ID!) { holiday(id: $id) { id } }',
        { id: holidayId },
      ),
    ).holiday;
    expect(one.id).toBe(holidayId);
  });

  it('deletes', async () => {
    dataOf(
      await stack.gql('mutation D($id: ID!) { deleteHoliday(id: $id) { id message } }', {
        id: holidayId,
      }),
    );
    errorOf(
      await stack.gql('query H($id: ID!) { holiday(id: $id) { id } }', { id: holidayId }),
      'NOT_FOUND',
    );
  });
});

describe('site settings', () => {
  const GET_S =
    '{ siteSettings { id picnicPrice minPicnicPeople maxPicnicPeople homePageTime1 homePageTime2 homePageTime3 homePageTime4 createdAt updatedAt } }';
  const SAVE = `mutation Save($input: SiteSettingsInput!, $at: DateTime, $force: Boolean = true) { updateSiteSettings(input: $input, expectedUpdatedAt: $at, force: $force) { message siteSettings { id picnicPrice minPicnicPeople maxPicnicPeople homePageTime1 homePageTime2 updatedAt } } }`;

  it('reads, saves and refuses zeros and a reversed range', async () => {
    dataOf(await stack.gql(GET_S));
    const zero = errorOf(
      await stack.gql(SAVE, { input: { picnicPrice: 0, minPicnicPeople: 0, maxPicnicPeople: 0 } }),
      'BAD_USER_INPUT',
    );
    expect(zero.extensions.fieldErrors?.map((e) => e.message)).toEqual([
      'please enter picnic price',
      'please enter min people',
      'please enter max people',
    ]);
    expect(
      errorOf(
        await stack.gql(SAVE, {
          input: { picnicPrice: 1000, minPicnicPeople: 5, maxPicnicPeople: 2 },
        }),
        'DOMAIN_ERROR',
      ).extensions.upstreamCode,
    ).toBe(5051);
    const saved = dataOf(
      await stack.gql<{
        updateSiteSettings: {
          siteSettings: {
            id: string;
            picnicPrice: number;
            homePageTime1: string | null;
            homePageTime2: string | null;
            updatedAt: string;
          };
        };
      }>(SAVE, {
        input: {
          picnicPrice: 3000,
          minPicnicPeople: 2,
          maxPicnicPeople: 10,
          homePageTime1: '10:00',
          // A patch: null clears a time; a time left out would keep its stored value.
          homePageTime2: null,
        },
      }),
    ).updateSiteSettings.siteSettings;
    expect(saved).toMatchObject({ picnicPrice: 3000, homePageTime1: '10:00', homePageTime2: null });
    expect(saved.id).toBeTruthy();
    errorOf(
      await stack.gql(SAVE, {
        input: { picnicPrice: 1, minPicnicPeople: 1, maxPicnicPeople: 1 },
        at: '2020-01-01T00:00:00.000Z',
      }),
      'CONFLICT',
    );
  });
});
