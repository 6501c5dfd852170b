import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import {
  catalogueIds,
  createPackage,
  fetchPackage,
  packageDraft,
  type CatalogueIds,
  type SavedPackage,
} from './test-fixtures.js';

let api: TestApi;
let ids: CatalogueIds;
beforeAll(async () => {
  api = await startTestApi();
  ids = await catalogueIds(api);
});
afterAll(() => api?.close());

const update = (body: Record<string, unknown>) => api.call('PUT', '/admin/package/update', body);
/** The fields the update rules require, taken from a saved package. */
const required = (saved: SavedPackage) => ({
  _id: saved._id,
  title: saved.title,
  helpText: saved.helpText,
  maxPeople: saved.maxPeople,
});

describe('PUT /admin/package/update', () => {
  it('updates the given fields and keeps the ones left out', async () => {
    const saved = await createPackage(api, packageDraft(ids));
    const res = await update({
      ...required(saved),
      title: '改名ピクニック',
      price: 7000,
      isActive: 2,
      updatedAt: saved.updatedAt,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Package updated successfully');
    expect(res.body.data).toMatchObject({
      title: '改名ピクニック',
      price: 7000,
      isActive: 2,
      weekendPrice: 6000,
      orderBy: 99,
    });
    expect((res.body.data as SavedPackage).seasonPrice).toEqual(saved.seasonPrice);
    expect((res.body.data as SavedPackage).addOns).toEqual(saved.addOns);
  });

  it('updates entries with _id, inserts entries without, deletes saved entries marked delete and keeps the rest', async () => {
    const saved = await createPackage(
      api,
      packageDraft(ids, {
        addOns: [
          { title: 'A', price: 100 },
          { title: 'B', price: 200 },
          { title: 'C', price: 300 },
        ],
      }),
    );
    const [first, second] = saved.seasonPrice;
    const [a, b, c] = saved.addOns;
    const res = await update({
      ...required(saved),
      seasonPrice: [
        { ...first, weekDayPrice: 9999 },
        { ...second, action: 'delete' },
        { seasonId: ids.seasons[2], weekDayPrice: 3000 },
        { seasonId: ids.seasons[3], action: 'delete' },
      ],
      addOns: [
        { ...b, price: 250 },
        { _id: c!._id, title: 'C', action: 'delete' },
        { title: 'D', price: 400, minPeople: 1, maxPeople: 4 },
      ],
    });
    expect(res.status).toBe(200);
    const after = await fetchPackage(api, saved._id);
    expect(
      after.seasonPrice.map((s) => [s._id === first!._id, s.seasonId, s.weekDayPrice]),
    ).toEqual([
      [true, ids.seasons[0], 9999],
      [false, ids.seasons[2], 3000],
    ]);
    // B updated and first in the list, C deleted, D added, A left out: kept, after the listed ones.
    expect(after.addOns.map((x) => [x.title, x.price])).toEqual([
      ['B', 250],
      ['D', 400],
      ['A', 100],
    ]);
    expect(after.addOns.find((x) => x.title === 'A')!._id).toBe(a!._id);
  });

  it('leaves the children alone when the lists are left out', async () => {
    const saved = await createPackage(api, packageDraft(ids));
    await update({ ...required(saved), price: 1234 });
    const after = await fetchPackage(api, saved._id);
    expect(after.seasonPrice).toEqual(saved.seasonPrice);
    expect(after.addOns).toEqual(saved.addOns);
  });

  it('can swap the seasons of two saved season prices in one update', async () => {
    const saved = await createPackage(api, packageDraft(ids));
    const [first, second] = saved.seasonPrice;
    const res = await update({
      ...required(saved),
      seasonPrice: [
        { ...first, seasonId: second!.seasonId },
        { ...second, seasonId: first!.seasonId },
      ],
    });
    expect(res.status).toBe(200);
    const after = await fetchPackage(api, saved._id);
    expect(after.seasonPrice.map((s) => s.seasonId)).toEqual([second!.seasonId, first!.seasonId]);
  });

  it('refuses a new season price for a season the package already prices (5023) and rolls everything back', async () => {
    const saved = await createPackage(api, packageDraft(ids));
    const res = await update({
      ...required(saved),
      title: '変更されない',
      seasonPrice: [{ seasonId: saved.seasonPrice[0]!.seasonId }],
    });
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(5023);
    const after = await fetchPackage(api, saved._id);
    expect(after.title).toBe(saved.title);
    expect(after.seasonPrice).toEqual(saved.seasonPrice);
    expect(after.updatedAt).toBe(saved.updatedAt);
  });

  it("refuses an entry id that is not one of this package's (5026)", async () => {
    const mine = await createPackage(api, packageDraft(ids));
    const other = await createPackage(api, packageDraft(ids, { title: '別のパッケージ' }));
    const res = await update({ ...required(mine), addOns: [{ ...other.addOns[0], price: 1 }] });
    expect(res.body.statusCode).toBe(5026);
    const removal = await update({
      ...required(mine),
      seasonPrice: [{ _id: other.seasonPrice[0]!._id, action: 'delete' }],
    });
    expect(removal.body.statusCode).toBe(5026);
    expect((await fetchPackage(api, other._id)).seasonPrice).toHaveLength(2);
  });

  it('checks the references and entries as create does', async () => {
    const saved = await createPackage(api, packageDraft(ids));
    expect((await update({ ...required(saved), category: 'nope' })).body.statusCode).toBe(5020);
    expect((await update({ ...required(saved), roomCategory: 'nope' })).body.statusCode).toBe(5021);
    expect(
      (await update({ ...required(saved), seasonPrice: [{ seasonId: 'nope' }] })).body.statusCode,
    ).toBe(5022);
    expect(
      (await update({ ...required(saved), addOns: [{ title: 'x', minPeople: 3, maxPeople: 1 }] }))
        .body.statusCode,
    ).toBe(5024);
  });

  it('lists the three update rules in the order of docs/product.md §5', async () => {
    const res = await update({ _id: 'whatever', title: '', helpText: ' ', maxPeople: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('please enter title');
    expect(res.body.errors).toEqual([
      { param: 'title', msg: 'please enter title' },
      { param: 'helpText', msg: 'please enter help text' },
      { param: 'maxPeople', msg: 'please enter people' },
    ]);
  });

  it('refuses a stale updatedAt with 409 / 5002 and a malformed one with 400', async () => {
    const saved = await createPackage(api, packageDraft(ids));
    const first = await update({ ...required(saved), price: 100, updatedAt: saved.updatedAt });
    expect(first.status).toBe(200);
    const stale = await update({ ...required(saved), price: 200, updatedAt: saved.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);
    expect((await fetchPackage(api, saved._id)).price).toBe(100);
    const garbage = await update({ ...required(saved), updatedAt: 'yesterday' });
    expect(garbage.status).toBe(400);
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    const res = await update({ _id: 'nope', title: 'x', helpText: 'y', maxPeople: 1 });
    expect(res.status).toBe(404);
    const anonymous = await api.call(
      'PUT',
      '/admin/package/update',
      { _id: 'nope' },
      { token: null },
    );
    expect(anonymous.status).toBe(401);
  });
});
