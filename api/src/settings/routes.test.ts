import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Settings {
  _id: string | null;
  picnicPrice: number;
  minPicnicPeople: number;
  maxPicnicPeople: number;
  homePageTime1: string;
  homePageTime2: string;
  homePageTime3: string;
  homePageTime4: string;
  updatedAt: string | null;
}
const valid = {
  picnicPrice: 3500,
  minPicnicPeople: 2,
  maxPicnicPeople: 8,
  homePageTime1: '09:30',
  homePageTime2: '',
  homePageTime3: '13:00',
  homePageTime4: '15:30',
};
const current = async () => (await api.call('GET', '/setting/get')).body.data as Settings;

describe('site settings', () => {
  it('returns the seeded settings as data, whatever the query', async () => {
    const res = await api.call('GET', '/setting/get?_id=whatever&pageNo=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      picnicPrice: 3300,
      minPicnicPeople: 2,
      maxPicnicPeople: 10,
      homePageTime1: '10:00',
      homePageTime4: '16:00',
    });
    expect(typeof (res.body.data as Settings)._id).toBe('string');
  });

  it('updates the one settings row, keeps times left out, clears emptied ones, and refuses a stale updatedAt', async () => {
    const before = await current();
    const res = await api.call('POST', '/setting/update', {
      ...valid,
      _id: before._id,
      updatedAt: before.updatedAt,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings saved successfully');
    expect(res.body.data).toMatchObject({ ...valid, _id: before._id });

    const partial = await api.call('POST', '/setting/update', {
      picnicPrice: 4000,
      minPicnicPeople: 1,
      maxPicnicPeople: 4,
    });
    expect(partial.body.data).toMatchObject({
      picnicPrice: 4000,
      homePageTime1: '09:30',
      homePageTime2: '',
    });

    const stale = await api.call('POST', '/setting/update', {
      ...valid,
      updatedAt: before.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);
    const [count] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM site_settings',
    );
    expect(count!.n).toBe(1);
  });

  it('answers the defaults 0, 0, 0 before the first save, and the first save creates the row', async () => {
    await api.db.query('DELETE FROM site_settings');
    expect(await current()).toEqual({
      _id: null,
      picnicPrice: 0,
      minPicnicPeople: 0,
      maxPicnicPeople: 0,
      homePageTime1: '',
      homePageTime2: '',
      homePageTime3: '',
      homePageTime4: '',
      createdAt: null,
      updatedAt: null,
    });
    const res = await api.call('POST', '/setting/update', valid);
    expect(res.status).toBe(200);
    expect((res.body.data as Settings)._id).toEqual(expect.any(String));
    expect(await current()).toMatchObject(valid);
  });

  it('lists the docs/product.md §5 messages in order for 0s, as {param, msg}', async () => {
    const res = await api.call('POST', '/setting/update', {
      picnicPrice: 0,
      minPicnicPeople: 0,
      maxPicnicPeople: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('please enter picnic price');
    expect(res.body.errors).toEqual([
      { param: 'picnicPrice', msg: 'please enter picnic price' },
      { param: 'minPicnicPeople', msg: 'please enter min people' },
      { param: 'maxPicnicPeople', msg: 'please enter max people' },
    ]);
    const onlyMax = await api.call('POST', '/setting/update', { ...valid, maxPicnicPeople: 0 });
    expect(onlyMax.body.errors).toEqual([
      { param: 'maxPicnicPeople', msg: 'please enter max people' },
    ]);
  });

  it('refuses min people above max people (5051), malformed times and wrong types, never a 500', async () => {
    const range = await api.call('POST', '/setting/update', {
      ...valid,
      minPicnicPeople: 9,
      maxPicnicPeople: 3,
    });
    expect(range.status).toBe(400);
    expect(range.body.statusCode).toBe(5051);
    const time = await api.call('POST', '/setting/update', { ...valid, homePageTime2: '25:00' });
    expect(time.status).toBe(400);
    expect((time.body.errors as { param: string }[])[0]!.param).toBe('homePageTime2');
    const type = await api.call('POST', '/setting/update', { ...valid, picnicPrice: 'free' });
    expect(type.status).toBe(400);
    const garbage = await api.call('POST', '/setting/update', {
      ...valid,
      updatedAt: "'; DROP TABLE site_settings; --",
    });
    expect(garbage.status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await api.call('GET', '/setting/get', undefined, { token: null })).status).toBe(401);
    expect((await api.call('POST', '/setting/update', valid, { token: null })).status).toBe(401);
  });
});
