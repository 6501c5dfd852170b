import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const season = {
  title: 'テスト秋シーズン',
  startDate: '2026-09-01',
  endDate: '2026-11-30',
  timeSlot: [
    { startTime: '10:00', endTime: '12:00' },
    { startTime: '13:00', endTime: '15:00' },
  ],
};

describe('seasons', () => {
  it('lists the seeded seasons with meta.total, paged and sorted', async () => {
    const res = await api.call(
      'GET',
      '/season/list?pageNo=1&pageSize=2&sortColumn=title&sortDir=desc',
    );
    expect(res.status).toBe(200);
    const results = res.body.results as { title: string }[];
    expect(results).toHaveLength(2);
    expect((res.body.meta as { total: number }).total).toBe(5);
    const titles = results.map((r) => r.title);
    expect([...titles].sort().reverse()).toEqual(titles);
  });

  it('creates a season active by default with slot ids, finds it by search, updates and deletes it', async () => {
    const created = await api.call('POST', '/season/add', season);
    expect(created.status).toBe(200);
    const data = created.body.data as {
      _id: string;
      isActive: number;
      timeSlot: { id: string }[];
      updatedAt: string;
    };
    expect(data.isActive).toBe(1);
    expect(data.timeSlot.every((s) => s.id.length > 0)).toBe(true);

    const found = await api.call('GET', `/season/list?search=${encodeURIComponent('テスト秋')}`);
    expect((found.body.results as { _id: string }[]).map((r) => r._id)).toEqual([data._id]);

    const updated = await api.call('PUT', '/season/update', {
      ...season,
      _id: data._id,
      title: '秋シーズン改',
      isActive: 2,
      updatedAt: data.updatedAt,
    });
    expect(updated.status).toBe(200);
    expect((updated.body.data as { title: string }).title).toBe('秋シーズン改');

    const stale = await api.call('PUT', '/season/update', {
      ...season,
      _id: data._id,
      updatedAt: data.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);
    const after = await api.call('GET', `/season/get/${data._id}`);
    expect((after.body.data as { title: string }).title).toBe('秋シーズン改');

    expect((await api.call('DELETE', `/season/delete/${data._id}`)).status).toBe(200);
    expect((await api.call('GET', `/season/get/${data._id}`)).status).toBe(404);
  });

  it('refuses an empty title with the docs/product.md §5 message as {param, msg}', async () => {
    const res = await api.call('POST', '/season/add', { ...season, title: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('please enter title');
    expect(res.body.errors).toEqual([{ param: 'title', msg: 'please enter title' }]);
  });

  it('refuses wrong types and missing fields with a validation list, never a 500', async () => {
    const res = await api.call('POST', '/season/add', { title: 5 });
    expect(res.status).toBe(400);
    expect(Array.isArray(res.body.errors)).toBe(true);
    const impossible = await api.call('POST', '/season/add', {
      ...season,
      startDate: '2026-02-30',
    });
    expect(impossible.status).toBe(400);
    const arrayTitle = await api.call('POST', '/season/add', { ...season, title: ['x'] });
    expect(arrayTitle.status).toBe(400);
    const bad = await api.call('POST', '/season/add', '{"title": ');
    expect(bad.status).toBe(400);
    expect(bad.body.statusCode).toBe(1000);
  });

  it('refuses a slot that ends before it starts and overlapping slots with domain codes', async () => {
    const backwards = await api.call('POST', '/season/add', {
      ...season,
      timeSlot: [{ startTime: '12:00', endTime: '11:00' }],
    });
    expect(backwards.body.statusCode).toBe(5031);
    const overlap = await api.call('POST', '/season/add', {
      ...season,
      timeSlot: [
        { startTime: '10:00', endTime: '12:00' },
        { startTime: '11:00', endTime: '13:00' },
      ],
    });
    expect(overlap.body.statusCode).toBe(5032);
    const dates = await api.call('POST', '/season/add', {
      ...season,
      startDate: '2026-12-01',
      endDate: '2026-11-01',
    });
    expect(dates.body.statusCode).toBe(5030);
  });

  it('refuses unknown sort columns and treats SQL metacharacters in search as text', async () => {
    const sort = await api.call('GET', '/season/list?sortColumn=title;DROP TABLE seasons');
    expect(sort.status).toBe(400);
    const search = await api.call(
      'GET',
      `/season/list?search=${encodeURIComponent("%' OR 1=1 --")}`,
    );
    expect(search.status).toBe(200);
    expect(search.body.results).toEqual([]);
  });

  it('refuses to delete a season whose time slots an availability has picked (5033, naming the package)', async () => {
    const created = await api.call('POST', '/season/add', {
      ...season,
      title: 'スロット使用中シーズン',
      startDate: '2031-05-01',
      endDate: '2031-05-31',
    });
    const id = (created.body.data as { _id: string })._id;
    const packages = (await api.call('GET', '/admin/package/all/list')).body.data as {
      _id: string;
      title: string;
    }[];
    const pkg = packages[0]!;
    const availability = await api.call('POST', '/availability/create', {
      packageId: pkg._id,
      startDate: '2031-05-10',
      endDate: '2031-05-11',
      multiTimeSlot: [
        { timeSlotIndex: 0, date: '2031-05-10', startTime: '10:00', endTime: '12:00' },
      ],
    });
    expect(availability.status).toBe(200);
    const refused = await api.call('DELETE', `/season/delete/${id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.statusCode).toBe(5033);
    expect(refused.body.message).toContain(pkg.title);
    expect((await api.call('GET', `/season/get/${id}`)).status).toBe(200);

    // Once the slots are gone (the availability deleted), the season can go.
    const availabilityId = (availability.body.data as { _id: string })._id;
    expect((await api.call('DELETE', `/availability/delete/${availabilityId}`)).status).toBe(200);
    expect((await api.call('DELETE', `/season/delete/${id}`)).status).toBe(200);
  });

  it('answers 401 without a token and 404 for unknown ids', async () => {
    expect((await api.call('GET', '/season/list', undefined, { token: null })).status).toBe(401);
    expect((await api.call('GET', '/season/get/nope')).status).toBe(404);
    expect((await api.call('DELETE', '/season/delete/nope')).status).toBe(404);
    expect((await api.call('PUT', '/season/update', { ...season, _id: 'nope' })).status).toBe(404);
  });
});
