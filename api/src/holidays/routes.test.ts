import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
let packageIds: string[];
beforeAll(async () => {
  api = await startTestApi();
  packageIds = (
    (await api.call('GET', '/admin/package/all/list')).body.data as { _id: string }[]
  ).map((p) => p._id);
});
afterAll(() => api?.close());

interface Row {
  _id: string;
  title: string;
  packageId: string;
  packageTitle: string;
  startDate: string;
}

describe('holidays', () => {
  it('lists the seeded holidays by date with package titles, sortable and searchable', async () => {
    const res = await api.call('GET', '/holiday/list?pageSize=100');
    expect(res.status).toBe(200);
    expect((res.body.meta as { total: number }).total).toBe(8);
    const rows = res.body.results as Row[];
    const dates = rows.map((r) => r.startDate);
    expect(dates).toEqual([...dates].sort());
    expect(
      rows.every((r) => r.packageTitle.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(r.startDate)),
    ).toBe(true);
    for (const column of ['startDate', 'title', 'packageTitle', 'createdAt']) {
      expect(
        (await api.call('GET', `/holiday/list?sortColumn=${column}&sortDir=desc`)).status,
      ).toBe(200);
    }
    expect((await api.call('GET', '/holiday/list?sortColumn=holiday_date')).status).toBe(400);

    const byPackage = await api.call(
      'GET',
      `/holiday/list?search=${encodeURIComponent(rows[0]!.packageTitle)}`,
    );
    expect(
      (byPackage.body.results as Row[]).every((r) => r.packageTitle === rows[0]!.packageTitle),
    ).toBe(true);
    for (const search of ["%' OR 1=1 --", '%', '_']) {
      expect(
        (await api.call('GET', `/holiday/list?search=${encodeURIComponent(search)}`)).body.results,
      ).toEqual([]);
    }
  });

  it('creates a holiday, gets it, refuses the same package and day again (5050), and deletes it', async () => {
    const body = { title: '年末休業', packageId: packageIds[0], startDate: '2026-12-31' };
    const res = await api.call('POST', '/holiday/create', body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Holiday added successfully');
    const created = res.body.data as Row;
    expect(created).toMatchObject({
      title: '年末休業',
      packageId: packageIds[0],
      startDate: '2026-12-31',
    });
    expect((await api.call('GET', `/holiday/get/${created._id}`)).body.data).toEqual(created);

    // The same Japanese day sent as an ISO timestamp (local midnight in Japan) is the same holiday.
    const again = await api.call('POST', '/holiday/create', {
      ...body,
      startDate: '2026-12-30T15:00:00.000Z',
    });
    expect(again.status).toBe(400);
    expect(again.body.statusCode).toBe(5050);
    const otherPackage = await api.call('POST', '/holiday/create', {
      ...body,
      packageId: packageIds[1],
    });
    expect(otherPackage.status).toBe(200);

    expect((await api.call('DELETE', `/holiday/delete/${created._id}`)).status).toBe(200);
    expect((await api.call('GET', `/holiday/get/${created._id}`)).status).toBe(404);
  });

  it('lists the spec messages in order as {param, msg}', async () => {
    const res = await api.call('POST', '/holiday/create', { title: '休み' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('please select package');
    expect(res.body.errors).toEqual([
      { param: 'packageId', msg: 'please select package' },
      { param: 'startDate', msg: 'please select date' },
    ]);
    const noDate = await api.call('POST', '/holiday/create', {
      packageId: packageIds[0],
      startDate: ' ',
    });
    expect(noDate.body.errors).toEqual([{ param: 'startDate', msg: 'please select date' }]);
  });

  it('refuses days that do not exist and unknown packages (5040)', async () => {
    const impossible = await api.call('POST', '/holiday/create', {
      packageId: packageIds[0],
      startDate: '2026-02-29',
    });
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors).toEqual([
      { param: 'startDate', msg: 'startDate is not a valid date' },
    ]);
    const unknown = await api.call('POST', '/holiday/create', {
      packageId: 'nope',
      startDate: '2026-12-01',
    });
    expect(unknown.body.statusCode).toBe(5040);
  });

  it('answers 404 for unknown ids and 401 without a token', async () => {
    expect((await api.call('GET', '/holiday/get/nope')).status).toBe(404);
    expect((await api.call('DELETE', '/holiday/delete/nope')).status).toBe(404);
    expect((await api.call('GET', '/holiday/list', undefined, { token: null })).status).toBe(401);
    expect((await api.call('POST', '/holiday/create', {}, { token: null })).status).toBe(401);
    expect(
      (await api.call('DELETE', '/holiday/delete/nope', undefined, { token: null })).status,
    ).toBe(401);
  });
});
