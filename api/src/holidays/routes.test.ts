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
  updatedAt: string;
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

  it('updates a holiday with the create rules; refuses duplicates (5050), unknown packages (5040), stale (5002) and malformed updatedAt', async () => {
    const created = (
      await api.call('POST', '/holiday/create', {
        title: '臨時休業',
        packageId: packageIds[0],
        startDate: '2027-01-10',
      })
    ).body.data as Row;
    const res = await api.call('PUT', '/holiday/update', {
      _id: created._id,
      title: ' 設備点検 ',
      packageId: packageIds[1],
      startDate: '2027-01-11T15:00:00.000Z',
      updatedAt: created.updatedAt,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Holiday updated successfully');
    const updated = res.body.data as Row;
    expect(updated).toMatchObject({
      _id: created._id,
      title: '設備点検',
      packageId: packageIds[1],
      startDate: '2027-01-12',
    });
    expect(updated.packageTitle).not.toBe(created.packageTitle);
    expect((await api.call('GET', `/holiday/get/${created._id}`)).body.data).toEqual(updated);

    const stale = await api.call('PUT', '/holiday/update', {
      _id: created._id,
      title: '古い',
      packageId: packageIds[1],
      startDate: '2027-01-13',
      updatedAt: created.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);
    expect((await api.call('GET', `/holiday/get/${created._id}`)).body.data).toEqual(updated);
    const garbage = await api.call('PUT', '/holiday/update', {
      _id: created._id,
      packageId: packageIds[1],
      startDate: '2027-01-13',
      updatedAt: 'soon',
    });
    expect(garbage.status).toBe(400);

    // Moving it onto a day its package already has a holiday is the duplicate of create.
    const other = (
      await api.call('POST', '/holiday/create', {
        title: '定休日',
        packageId: packageIds[1],
        startDate: '2027-01-20',
      })
    ).body.data as Row;
    const duplicate = await api.call('PUT', '/holiday/update', {
      _id: created._id,
      title: '設備点検',
      packageId: packageIds[1],
      startDate: '2027-01-20',
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.statusCode).toBe(5050);
    const unknown = await api.call('PUT', '/holiday/update', {
      _id: created._id,
      packageId: 'nope',
      startDate: '2027-01-21',
    });
    expect(unknown.body.statusCode).toBe(5040);
    // Saving it unchanged is not a duplicate of itself.
    expect(
      (
        await api.call('PUT', '/holiday/update', {
          _id: created._id,
          title: '設備点検',
          packageId: packageIds[1],
          startDate: '2027-01-12',
        })
      ).status,
    ).toBe(200);

    for (const id of [created._id, other._id]) {
      expect((await api.call('DELETE', `/holiday/delete/${id}`)).status).toBe(200);
    }
  });

  it('checks an update with the create messages in order as {param, msg}', async () => {
    const res = await api.call('PUT', '/holiday/update', { _id: 'nope', title: '休み' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('please select package');
    expect(res.body.errors).toEqual([
      { param: 'packageId', msg: 'please select package' },
      { param: 'startDate', msg: 'please select date' },
    ]);
    const noDate = await api.call('PUT', '/holiday/update', {
      _id: 'nope',
      packageId: packageIds[0],
      startDate: '',
    });
    expect(noDate.body.errors).toEqual([{ param: 'startDate', msg: 'please select date' }]);
  });

  it('lists the docs/product.md §5 messages in order as {param, msg}', async () => {
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
    expect(
      (
        await api.call('PUT', '/holiday/update', {
          _id: 'nope',
          packageId: packageIds[0],
          startDate: '2026-12-01',
        })
      ).status,
    ).toBe(404);
    expect((await api.call('GET', '/holiday/list', undefined, { token: null })).status).toBe(401);
    expect((await api.call('POST', '/holiday/create', {}, { token: null })).status).toBe(401);
    expect(
      (await api.call('PUT', '/holiday/update', { _id: 'nope' }, { token: null })).status,
    ).toBe(401);
    expect(
      (await api.call('DELETE', '/holiday/delete/nope', undefined, { token: null })).status,
    ).toBe(401);
  });
});
