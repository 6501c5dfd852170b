import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { catalogueIds, createPackage, packageDraft } from './test-fixtures.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Row {
  _id: string;
  title: string;
  price: number;
  orderBy: number;
  isActive: number;
  categoryTitle: string | null;
  roomCategoryTitle: string | null;
}
const rows = (body: Record<string, unknown>) => body.results as Row[];

describe('GET /admin/package/list', () => {
  it('pages the seeded packages by display order with meta.total and the category titles', async () => {
    const res = await api.call('GET', '/admin/package/list?pageNo=1&pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 12, pageNo: 1, pageSize: 5 });
    const page = rows(res.body);
    expect(page.map((r) => r.orderBy)).toEqual([10, 20, 30, 40, 50]);
    expect(page[0]).toMatchObject({
      title: '芝生ひろばピクニックセット',
      categoryTitle: 'ピクニック',
      roomCategoryTitle: 'ドッグラン付き',
    });
    const second = await api.call('GET', '/admin/package/list?pageNo=3&pageSize=5');
    expect(rows(second.body)).toHaveLength(2);
  });

  it('sorts by every sortable column in both directions', async () => {
    for (const column of ['title', 'price', 'orderBy', 'isActive', 'createdAt']) {
      for (const dir of ['asc', 'desc']) {
        const res = await api.call(
          'GET',
          `/admin/package/list?pageSize=100&sortColumn=${column}&sortDir=${dir}`,
        );
        expect(res.status).toBe(200);
        expect(rows(res.body)).toHaveLength(12);
      }
    }
    const byPrice = rows(
      (await api.call('GET', '/admin/package/list?pageSize=100&sortColumn=price&sortDir=desc'))
        .body,
    );
    const prices = byPrice.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('refuses an unknown sort column as a {param, msg} validation error', async () => {
    const res = await api.call('GET', '/admin/package/list?sortColumn=title;DROP TABLE packages');
    expect(res.status).toBe(400);
    expect((res.body.errors as { param: string }[])[0]!.param).toBe('sortColumn');
  });

  it('searches titles case-insensitively and treats SQL and LIKE metacharacters as text', async () => {
    const found = await api.call('GET', `/admin/package/list?search=${encodeURIComponent('bbq')}`);
    expect(
      rows(found.body)
        .map((r) => r.title)
        .sort(),
    ).toEqual(['手ぶらBBQプラン', '海鮮BBQ わんこ同伴プラン', '夏の川遊びBBQ'].sort());
    for (const search of ["%' OR 1=1 --", '%', '_', '\\', "'; DROP TABLE packages; --"]) {
      const res = await api.call('GET', `/admin/package/list?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([]);
    }
    const ids = await catalogueIds(api);
    await createPackage(api, packageDraft(ids, { title: '100% 満足_プラン' }));
    const literal = await api.call(
      'GET',
      `/admin/package/list?search=${encodeURIComponent('100% 満足_')}`,
    );
    expect(rows(literal.body).map((r) => r.title)).toEqual(['100% 満足_プラン']);
  });

  it('refuses bad paging values with 400', async () => {
    expect((await api.call('GET', '/admin/package/list?pageNo=0')).status).toBe(400);
    expect((await api.call('GET', '/admin/package/list?pageSize=abc')).status).toBe(400);
  });
});

describe('GET /admin/package/all/list and /admin/package/get/{id}', () => {
  it('lists every package to choose from, with its time slot type', async () => {
    const res = await api.call('GET', '/admin/package/all/list');
    expect(res.status).toBe(200);
    const all = res.body.data as {
      _id: string;
      title: string;
      timeSlot: number;
      inventory: number;
      isActive: number;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all[0]).toEqual({
      _id: expect.any(String),
      title: '芝生ひろばピクニックセット',
      timeSlot: 1,
      inventory: 0,
      isActive: 1,
      orderBy: 10,
    });
    expect(all.some((p) => p.timeSlot === 2 && p.inventory > 0)).toBe(true);
    expect(all.some((p) => p.isActive === 2)).toBe(true);
  });

  it('returns the seeded package with season prices, add-ons and photos', async () => {
    const [first] = rows((await api.call('GET', '/admin/package/list?pageSize=1')).body);
    const res = await api.call('GET', `/admin/package/get/${first!._id}`);
    const pkg = (res.body.data as Record<string, unknown[]>[])[0]!;
    expect(pkg.seasonPrice!.length).toBeGreaterThanOrEqual(1);
    expect(pkg.file![0]).toEqual({
      fileName: expect.stringMatching(/^seed\/picnic-\d\.jpg$/),
      photo: expect.stringMatching(/^\/api\/v1\/files\/seed\//),
    });
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    expect((await api.call('GET', '/admin/package/get/nope')).status).toBe(404);
    for (const path of [
      '/admin/package/list',
      '/admin/package/all/list',
      '/admin/package/get/nope',
    ]) {
      expect((await api.call('GET', path, undefined, { token: null })).status).toBe(401);
    }
  });
});
