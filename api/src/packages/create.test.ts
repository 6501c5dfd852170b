import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import {
  catalogueIds,
  createPackage,
  fetchPackage,
  packageDraft,
  type CatalogueIds,
} from './test-fixtures.js';

let api: TestApi;
let ids: CatalogueIds;
beforeAll(async () => {
  api = await startTestApi();
  ids = await catalogueIds(api);
});
afterAll(() => api?.close());

const SPEC_ORDER = [
  ['title', 'please enter title'],
  ['helpText', 'please enter help text'],
  ['maxPeople', 'please enter max people'],
  ['numberOfPeople', 'please enter no of people'],
  ['price', 'please enter price'],
  ['weekendPrice', 'please enter week end price'],
  ['peopleExtraPrice', 'please enter people extra price'],
  ['childrenExtraPrice', 'please enter child extra price'],
  ['orderBy', 'please enter order'],
  ['inventory', 'please enter inventory'],
  ['roomCategory', 'please enter room category'],
  ['file', 'please select package photos'],
];

describe('POST /admin/package/create', () => {
  it('creates a package with its season prices and add-ons, and get returns it as the first element of data', async () => {
    const res = await api.call('POST', '/admin/package/create', packageDraft(ids));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Package added successfully');
    const created = res.body.data as Record<string, unknown> & {
      _id: string;
      seasonPrice: { seasonTitle: string }[];
    };
    expect(created).toMatchObject({
      title: 'テスト用ピクニック',
      maxPeople: 6,
      price: 5000,
      timeSlot: 1,
      isActive: 1,
      dogType: 3,
      roomCategory: ids.roomCategories[0],
      category: ids.packageCategories[0],
      file: [{ fileName: 'test/picnic.jpg', photo: '/api/v1/files/test/picnic.jpg' }],
      addOns: [
        {
          title: '炭セット',
          price: 1500,
          minPeople: 1,
          maxPeople: 8,
          type: 1,
          noOfAddOnPerDay: 10,
        },
      ],
    });
    expect(typeof created.roomCategoryTitle).toBe('string');
    expect(created.seasonPrice.map((s) => s.seasonTitle)).toHaveLength(2);

    const got = await api.call('GET', `/admin/package/get/${created._id}`);
    expect(got.status).toBe(200);
    expect(Array.isArray(got.body.data)).toBe(true);
    expect((got.body.data as unknown[])[0]).toEqual(created);
  });

  it('maps every package field to storage and back', async () => {
    const every = {
      maxChild: 3,
      numberOfChildren: 1,
      weekendPeopleExtraPrice: 1700,
      weekendChildrenExtraPrice: 900,
      dogType: 4,
      dogsEnable: 1,
      bigAndMediumDogsEnable: 2,
      smallDogsEnable: 1,
      maxBigAndMediumDogs: 1,
      maxSmallDogs: 2,
      numberOfBigAndMediumDogs: 1,
      numberOfSmallDogs: 2,
      numberOfDogs: 2,
      maxDogs: 3,
      noOfDogs: 1,
      maxNoOfDogs: 4,
      dogExtraPrice: 1100,
      smallDogExtraPrice: 1200,
      bigAndMediumDogExtraPrice: 1300,
      weekendSmallDogExtraPrice: 1400,
      weekendBigAndMediumDogExtraPrice: 1500,
      dogsExtraPrice: 1600,
      dogsWeekendPrice: 1800,
      timeSlot: 2,
      inventory: 7,
      orderBy: -5,
      isActive: 2,
    };
    const created = await createPackage(api, packageDraft(ids, { title: '全項目', ...every }));
    expect(await fetchPackage(api, created._id)).toMatchObject(every);
  });

  it('lists each failing rule in docs/product.md §5 order, the first as the message', async () => {
    const res = await api.call('POST', '/admin/package/create', { timeSlot: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('please enter title');
    expect(res.body.errors).toEqual(SPEC_ORDER.map(([param, msg]) => ({ param, msg })));
  });

  it('takes extra prices of 0 (only missing ones fail) and refuses prices above 10,000,000 yen', async () => {
    const free = await createPackage(
      api,
      packageDraft(ids, { title: '追加料金なし', peopleExtraPrice: 0, childrenExtraPrice: 0 }),
    );
    expect(await fetchPackage(api, free._id)).toMatchObject({
      peopleExtraPrice: 0,
      childrenExtraPrice: 0,
    });
    const atMost = await createPackage(
      api,
      packageDraft(ids, { title: '上限の料金', price: 10_000_000 }),
    );
    expect(await fetchPackage(api, atMost._id)).toMatchObject({ price: 10_000_000 });
    const tooMuch = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { price: 99_999_999_999_999 }),
    );
    expect(tooMuch.status).toBe(400);
  });

  it('treats 0 as missing, blank text as missing, and asks for inventory only with multiple time slots', async () => {
    const single = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { title: '  ', price: 0, inventory: 0 }),
    );
    expect(single.body.errors).toEqual([
      { param: 'title', msg: 'please enter title' },
      { param: 'price', msg: 'please enter price' },
    ]);
    const multiple = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { timeSlot: 2, inventory: 0 }),
    );
    expect(multiple.body.message).toBe('please enter inventory');
    const noPhotos = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { file: [] }),
    );
    expect(noPhotos.body.message).toBe('please select package photos');
    const noRoom = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { roomCategory: '' }),
    );
    expect(noRoom.body.errors).toEqual([
      { param: 'roomCategory', msg: 'please enter room category' },
    ]);
  });

  it('checks the entries: a season is chosen and an add-on has a title', async () => {
    const res = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, {
        seasonPrice: [{ weekDayPrice: 100 }],
        addOns: [{ title: ' ', price: 100 }],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'seasonPrice.0.seasonId', msg: 'please select season' },
      { param: 'addOns.0.title', msg: 'please enter add-on title' },
    ]);
  });

  it('refuses unknown categories and seasons with their domain codes, saving nothing', async () => {
    const before = (await api.call('GET', '/admin/package/list')).body.meta as { total: number };
    const category = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { category: 'nope' }),
    );
    expect(category.status).toBe(400);
    expect(category.body.statusCode).toBe(5020);
    const dog = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { roomCategory: 'nope' }),
    );
    expect(dog.body.statusCode).toBe(5021);
    const season = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, {
        seasonPrice: [{ seasonId: ids.seasons[0] }, { seasonId: 'nope' }],
      }),
    );
    expect(season.body.statusCode).toBe(5022);
    expect(season.body.message).toContain('season price 2');
    const after = (await api.call('GET', '/admin/package/list')).body.meta as { total: number };
    expect(after.total).toBe(before.total);
  });

  it('refuses the same season twice (5023) and an add-on whose minimum people is above its maximum (5024)', async () => {
    const duplicate = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, {
        title: '重複シーズン',
        seasonPrice: [{ seasonId: ids.seasons[0] }, { seasonId: ids.seasons[0] }],
      }),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.statusCode).toBe(5023);
    const found = await api.call(
      'GET',
      `/admin/package/list?search=${encodeURIComponent('重複シーズン')}`,
    );
    expect(found.body.results).toEqual([]);

    const range = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, {
        addOns: [{ title: 'ドリンク', minPeople: 5, maxPeople: 2 }],
      }),
    );
    expect(range.body.statusCode).toBe(5024);
  });

  it('skips entries marked for deletion on create and ignores ids a client carries over', async () => {
    const created = await createPackage(
      api,
      packageDraft(ids, {
        seasonPrice: [
          { _id: 'copied', seasonId: ids.seasons[0] },
          { seasonId: ids.seasons[1], action: 'delete' },
        ],
        addOns: [{ title: '削除済み', action: 'delete' }],
      }),
    );
    expect(created.seasonPrice).toHaveLength(1);
    expect(created.seasonPrice[0]!._id).not.toBe('copied');
    expect(created.addOns).toEqual([]);
  });

  it('answers wrong types, out-of-range values and broken JSON with 400, never 500', async () => {
    const wrong = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { price: 'abc' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ param: 'price', msg: 'price must be integer' }]);
    const huge = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { price: 10_000_000_000 }),
    );
    expect(huge.status).toBe(400);
    const dogType = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { dogType: 9 }),
    );
    expect(dogType.status).toBe(400);
    const addOnType = await api.call(
      'POST',
      '/admin/package/create',
      packageDraft(ids, { addOns: [{ title: 'x', type: 3 }] }),
    );
    expect(addOnType.status).toBe(400);
    const broken = await api.call('POST', '/admin/package/create', '{"title": ');
    expect(broken.status).toBe(400);
    expect(broken.body.statusCode).toBe(1000);
  });

  it('answers 401 without a token', async () => {
    const res = await api.call('POST', '/admin/package/create', packageDraft(ids), { token: null });
    expect(res.status).toBe(401);
  });
});
