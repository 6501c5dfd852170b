import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
/** Seeded packages by title, from the package choice list. */
let packages: {
  _id: string;
  title: string;
  timeSlot: number;
  inventory: number;
  isActive: number;
}[];
const packageId = (title: string) => packages.find((p) => p.title === title)!._id;
beforeAll(async () => {
  api = await startTestApi();
  packages = (await api.call('GET', '/admin/package/all/list')).body.data as typeof packages;
});
afterAll(() => api?.close());

interface Row {
  _id: string;
  packageId: string;
  packageTitle: string;
  startDate: string;
  endDate: string;
  date: string;
  inventory: number;
  updatedAt: string;
  multiTimeSlot: { date: string; timeSlotIndex: number }[];
}
const slot = (date: string, timeSlotIndex: number) => ({
  timeSlotIndex,
  date,
  startTime: '10:00',
  endTime: '13:00',
  timeSlot: '10:00-13:00',
  index: 0,
});

describe('availability CRUD', () => {
  it('lists the seeded availability with package titles, paged, filtered by package and searched', async () => {
    const res = await api.call('GET', '/availability/list?pageSize=5');
    expect(res.status).toBe(200);
    expect((res.body.meta as { total: number }).total).toBe(20);
    const rows = res.body.results as Row[];
    expect(rows[0]).toMatchObject({
      startDate: '2026-11-21',
      endDate: '2026-12-05',
      date: '2026-11-21',
    });
    expect(rows.every((r) => r.packageTitle.length > 0)).toBe(true);

    const lake = packageId('わんこと湖畔ピクニック');
    const mine = await api.call('GET', `/availability/list?packageId=${lake}&pageSize=100`);
    expect((mine.body.results as Row[]).map((r) => r.packageId)).toEqual([lake, lake, lake, lake]);
    expect((mine.body.results as Row[])[0]!.multiTimeSlot.length).toBeGreaterThan(15);

    const search = await api.call(
      'GET',
      `/availability/list?search=${encodeURIComponent('BBQ')}&pageSize=100`,
    );
    expect(new Set((search.body.results as Row[]).map((r) => r.packageTitle))).toEqual(
      new Set(['手ぶらBBQプラン']),
    );
  });

  it('sorts by every sortable column and refuses others as {property, message}', async () => {
    for (const column of ['startDate', 'endDate', 'packageTitle', 'inventory', 'createdAt']) {
      const res = await api.call('GET', `/availability/list?sortColumn=${column}&sortDir=desc`);
      expect(res.status).toBe(200);
    }
    const bad = await api.call('GET', '/availability/list?sortColumn=a.id');
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { property: string }[])[0]!.property).toBe('sortColumn');
    for (const search of ["%' OR 1=1 --", '%', '_']) {
      const res = await api.call('GET', `/availability/list?search=${encodeURIComponent(search)}`);
      expect(res.body.results).toEqual([]);
    }
  });

  it("creates an availability with selected slots; inventory defaults to the package's", async () => {
    const bbq = packages.find((p) => p.title === '手ぶらBBQプラン')!;
    const res = await api.call('POST', '/availability/create', {
      packageId: bbq._id,
      startDate: '2027-03-01',
      endDate: '2027-03-03',
      multiTimeSlot: [slot('2027-03-01', 0), { ...slot('2027-03-02', 1), extra: 'dropped' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Availability added successfully');
    const created = res.body.data as Row;
    expect(created).toMatchObject({
      packageId: bbq._id,
      packageTitle: '手ぶらBBQプラン',
      startDate: '2027-03-01',
      endDate: '2027-03-03',
      inventory: bbq.inventory,
    });
    expect(created.multiTimeSlot).toEqual([slot('2027-03-01', 0), slot('2027-03-02', 1)]);
    const stored = await api.db.query<{ slots: unknown[] }>(
      'SELECT multi_time_slot AS slots FROM package_availability WHERE id = $1',
      [created._id],
    );
    expect(JSON.stringify(stored[0]!.slots)).not.toContain('dropped');

    const got = await api.call('GET', `/availability/get/${created._id}`);
    expect(got.body.data).toEqual(created);
  });

  it('lists the docs/product.md §5 messages in order as {property, message}', async () => {
    const res = await api.call('POST', '/availability/create', { inventory: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('please select package');
    expect(res.body.errors).toEqual([
      { property: 'packageId', message: 'please select package' },
      { property: 'startDate', message: 'please fill start date' },
      { property: 'endDate', message: 'please fill end date' },
    ]);
    const onlyEnd = await api.call('POST', '/availability/create', {
      packageId: packages[0]!._id,
      startDate: '2027-01-01',
      endDate: '',
    });
    expect(onlyEnd.body.errors).toEqual([{ property: 'endDate', message: 'please fill end date' }]);
  });

  it('refuses impossible dates, backwards ranges, slots outside the range or picked twice, and unknown packages', async () => {
    const base = { packageId: packages[1]!._id, startDate: '2027-02-01', endDate: '2027-02-10' };
    const impossible = await api.call('POST', '/availability/create', {
      ...base,
      endDate: '2027-02-30',
    });
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors).toEqual([
      { property: 'endDate', message: 'endDate is not a valid date' },
    ]);
    const notADate = await api.call('POST', '/availability/create', {
      ...base,
      startDate: 'tomorrow',
    });
    expect(notADate.status).toBe(400);
    const backwards = await api.call('POST', '/availability/create', {
      ...base,
      startDate: '2027-02-11',
    });
    expect(backwards.body.statusCode).toBe(5041);
    const outside = await api.call('POST', '/availability/create', {
      ...base,
      multiTimeSlot: [slot('2027-02-11', 0)],
    });
    expect(outside.body.errors).toEqual([
      {
        property: 'multiTimeSlot.0.date',
        message: 'multiTimeSlot.0.date must be between the start and end date',
      },
    ]);
    const twice = await api.call('POST', '/availability/create', {
      ...base,
      multiTimeSlot: [slot('2027-02-02', 0), slot('2027-02-02', 0)],
    });
    expect(twice.status).toBe(400);
    expect((twice.body.errors as { property: string }[])[0]!.property).toBe('multiTimeSlot.1');
    const unknown = await api.call('POST', '/availability/create', { ...base, packageId: 'nope' });
    expect(unknown.body.statusCode).toBe(5040);
    const wrongType = await api.call('POST', '/availability/create', {
      ...base,
      inventory: 'many',
    });
    expect(wrongType.status).toBe(400);
    expect((wrongType.body.errors as { property: string }[])[0]!.property).toBe('inventory');
  });

  it('updates dates, inventory and slots; refuses missing dates, stale and malformed updatedAt', async () => {
    const created = (
      await api.call('POST', '/availability/create', {
        packageId: packages[1]!._id,
        startDate: '2027-04-01',
        endDate: '2027-04-02',
        inventory: 3,
        multiTimeSlot: [slot('2027-04-01', 0)],
      })
    ).body.data as Row;
    const res = await api.call('PUT', '/availability/update', {
      _id: created._id,
      startDate: '2027-04-01',
      endDate: '2027-04-05',
      multiTimeSlot: [slot('2027-04-05', 1)],
      updatedAt: created.updatedAt,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Availability updated successfully');
    expect(res.body.data).toMatchObject({
      endDate: '2027-04-05',
      inventory: 3,
      multiTimeSlot: [slot('2027-04-05', 1)],
    });

    const missing = await api.call('PUT', '/availability/update', {
      _id: created._id,
      startDate: '2027-04-01',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('please fill date');
    expect(missing.body.errors).toEqual([{ property: 'endDate', message: 'please fill date' }]);

    const stale = await api.call('PUT', '/availability/update', {
      _id: created._id,
      startDate: '2027-04-01',
      endDate: '2027-04-09',
      updatedAt: created.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);
    const garbage = await api.call('PUT', '/availability/update', {
      _id: created._id,
      startDate: '2027-04-01',
      endDate: '2027-04-09',
      updatedAt: 'soon',
    });
    expect(garbage.status).toBe(400);
    const unknownPackage = await api.call('PUT', '/availability/update', {
      _id: created._id,
      packageId: 'nope',
      startDate: '2027-04-01',
      endDate: '2027-04-09',
    });
    expect(unknownPackage.body.statusCode).toBe(5040);
  });

  it('deletes, and answers 404 for unknown ids and 401 without a token', async () => {
    const created = (
      await api.call('POST', '/availability/create', {
        packageId: packages[0]!._id,
        startDate: '2027-05-01',
        endDate: '2027-05-01',
      })
    ).body.data as Row;
    const res = await api.call('DELETE', `/availability/delete/${created._id}`);
    expect(res.status).toBe(200);
    expect((await api.call('GET', `/availability/get/${created._id}`)).status).toBe(404);
    expect((await api.call('DELETE', '/availability/delete/nope')).status).toBe(404);
    expect(
      (
        await api.call('PUT', '/availability/update', {
          _id: 'nope',
          startDate: '2027-01-01',
          endDate: '2027-01-02',
        })
      ).status,
    ).toBe(404);
    for (const [method, path] of [
      ['GET', '/availability/list'],
      ['GET', '/availability/get/x'],
      ['POST', '/availability/create'],
      ['PUT', '/availability/update'],
      ['DELETE', '/availability/delete/x'],
      ['GET', '/availability/package/season?startDate=2026-11-22'],
    ]) {
      expect(
        (
          await api.call(method!, path!, method === 'GET' || method === 'DELETE' ? undefined : {}, {
            token: null,
          })
        ).status,
      ).toBe(401);
    }
  });
});

interface PackageDay {
  packageId: string;
  packageTitle: string;
  timeSlot: number;
  date: string;
  isHoliday: boolean;
  season: { title: string; timeSlot: { startTime: string; endTime: string }[] } | null;
  availability: { _id: string; multiTimeSlot: { date: string }[] }[];
}

describe('GET /availability/package/season', () => {
  it('returns every active package on the Japanese day of an ISO startDate, with its availability and season slots', async () => {
    // Local midnight in Japan of 22 November is 15:00Z on the 21st.
    const res = await api.call(
      'GET',
      `/availability/package/season?startDate=${encodeURIComponent('2026-11-21T15:00:00.000Z')}`,
    );
    expect(res.status).toBe(200);
    const days = res.body.data as PackageDay[];
    expect(days).toHaveLength(packages.filter((p) => p.isActive === 1).length);
    expect(days.every((d) => d.date === '2026-11-22')).toBe(true);
    const lake = days.find((d) => d.packageTitle === 'わんこと湖畔ピクニック')!;
    expect(lake.timeSlot).toBe(2);
    expect(lake.season).toMatchObject({
      title: '通常シーズン',
      timeSlot: [
        { startTime: '10:00', endTime: '13:00' },
        { startTime: '14:00', endTime: '17:00' },
      ],
    });
    expect(lake.availability).toHaveLength(1);
    expect(lake.availability[0]!.multiTimeSlot.every((s) => s.date === '2026-11-22')).toBe(true);
    const withoutAvailability = days.find((d) => d.packageTitle === '森のグランピング 1泊2日')!;
    expect(withoutAvailability.availability).toEqual([]);

    const plain = await api.call('GET', '/availability/package/season?startDate=2026-11-22');
    expect(plain.body.data).toEqual(res.body.data);
  });

  it('flags a package with a holiday on that day', async () => {
    const lake = packageId('わんこと湖畔ピクニック');
    await api.db.query(
      `INSERT INTO holidays (id, title, package_id, holiday_date) VALUES ('test-holiday', '点検', $1, '2026-11-25')
       ON CONFLICT DO NOTHING`,
      [lake],
    );
    const days = (await api.call('GET', '/availability/package/season?startDate=2026-11-25')).body
      .data as PackageDay[];
    expect(days.find((d) => d.packageId === lake)!.isHoliday).toBe(true);
    expect(days.filter((d) => d.isHoliday).length).toBeGreaterThanOrEqual(1);
  });

  it('answers "please fill start date" as {property, message} and refuses a day that does not exist', async () => {
    const missing = await api.call('GET', '/availability/package/season');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { property: 'startDate', message: 'please fill start date' },
    ]);
    const impossible = await api.call('GET', '/availability/package/season?startDate=2026-13-01');
    expect(impossible.status).toBe(400);
    const nonsense = await api.call(
      'GET',
      `/availability/package/season?startDate=${encodeURIComponent("2026-11-22' OR 1=1")}`,
    );
    expect(nonsense.status).toBe(400);
  });
});
