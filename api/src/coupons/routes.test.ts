import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';
import { multipartUpload, pngBytes } from '../storage/test-helpers.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Coupon {
  id: string;
  title: string;
  couponDiscount: number;
  couponDiscountPercentage: number;
  couponDiscountType: number;
  status: number;
  image: string;
  imageUrl: string;
  updatedAt: string;
}

const amountCoupon = {
  title: 'テスト割引',
  description: '説明',
  couponDiscount: 700,
  couponDiscountType: 1,
  status: 1,
};

describe('coupons', () => {
  it('lists the 20 seeded coupons with pageSize 10000 and searches them', async () => {
    const res = await api.call('GET', '/coupon/allCoupon?pageNo=1&pageSize=10000&search=');
    expect(res.status).toBe(200);
    const rows = res.body.results as Coupon[];
    expect(rows).toHaveLength(20);
    expect(res.body.meta).toEqual({ total: 20, pageNo: 1, pageSize: 10000 });
    expect(
      rows.some(
        (r) => r.image.startsWith('seed/') && r.imageUrl === `${api.url}/api/v1/files/${r.image}`,
      ),
    ).toBe(true);
    const found = await api.call('GET', `/coupon/allCoupon?search=${encodeURIComponent('BBQ')}`);
    expect((found.body.results as Coupon[]).map((r) => r.title)).toEqual(['BBQプラン500円引き']);
    const byDescription = await api.call(
      'GET',
      `/coupon/allCoupon?search=${encodeURIComponent('雨天')}`,
    );
    expect((byDescription.body.results as Coupon[]).map((r) => r.title)).toEqual([
      '雨の日応援クーポン',
    ]);
    expect((await api.call('GET', '/coupon/allCoupon?pageSize=10001')).status).toBe(400);
  });

  it('creates, updates, refuses a stale update and deletes a coupon', async () => {
    const created = await api.call('POST', '/coupon/createCoupon', amountCoupon);
    expect(created.status).toBe(200);
    const coupon = created.body.data as Coupon;
    expect(coupon).toMatchObject({
      title: 'テスト割引',
      couponDiscount: 700,
      couponDiscountPercentage: 0,
      couponDiscountType: 1,
      status: 1,
      image: '',
      imageUrl: '',
    });

    const upload = await multipartUpload(api, '/coupon/image/upload', {
      bytes: pngBytes(51),
      name: 'coupon.png',
      type: 'image/png',
    });
    const image = (upload.json.data as { name: string }).name;
    const updated = await api.call('PUT', `/coupon/updatecoupon/${coupon.id}`, {
      title: 'テスト割引（改）',
      couponDiscountType: 2,
      couponDiscountPercentage: 100,
      status: 2,
      image,
      updatedAt: coupon.updatedAt,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      title: 'テスト割引（改）',
      couponDiscountType: 2,
      couponDiscountPercentage: 100,
      status: 2,
      image,
      imageUrl: `${api.url}/api/v1/files/${image}`,
    });

    const stale = await api.call('PUT', `/coupon/updatecoupon/${coupon.id}`, {
      ...amountCoupon,
      updatedAt: coupon.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.statusCode).toBe(5002);

    expect((await api.call('DELETE', `/coupon/deleteCoupon/${coupon.id}`)).status).toBe(200);
    const list = await api.call(
      'GET',
      `/coupon/allCoupon?pageSize=10000&search=${encodeURIComponent('テスト割引')}`,
    );
    expect(list.body.results).toEqual([]);
  });

  it('answers validation errors as valData [{param, msg}], all at once', async () => {
    const res = await api.call('POST', '/coupon/createCoupon', {
      title: ' ',
      couponDiscountType: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.valData).toEqual([
      { param: 'title', msg: 'please enter title' },
      { param: 'couponDiscount', msg: 'please enter coupon discount' },
    ]);
    expect(res.body.errors).toBeUndefined();

    const percent = await api.call('POST', '/coupon/createCoupon', {
      title: 'p',
      couponDiscountType: 2,
      couponDiscount: 500,
    });
    expect(percent.body.valData).toEqual([
      { param: 'couponDiscountPercentage', msg: 'please enter coupon discount percentage' },
    ]);

    const schema = await api.call('POST', '/coupon/createCoupon', {
      title: 'x',
      couponDiscount: 'lots',
    });
    expect(schema.status).toBe(400);
    expect((schema.body.valData as { param: string }[])[0]!.param).toBe('couponDiscount');
    const type = await api.call('POST', '/coupon/createCoupon', {
      ...amountCoupon,
      couponDiscountType: 3,
    });
    expect((type.body.valData as { param: string }[])[0]!.param).toBe('couponDiscountType');

    const ghost = await api.call('POST', '/coupon/createCoupon', {
      ...amountCoupon,
      title: 'ghost',
      image: 'coupons/ghost.png',
    });
    expect(ghost.body.valData).toEqual([
      { param: 'image', msg: 'File coupons/ghost.png has not been uploaded' },
    ]);
  });

  it('refuses a percentage above 100 (5074) and a duplicate title (5052)', async () => {
    const over = await api.call('POST', '/coupon/createCoupon', {
      title: '多すぎ',
      couponDiscountType: 2,
      couponDiscountPercentage: 150,
    });
    expect(over.status).toBe(400);
    expect(over.body.statusCode).toBe(5074);

    const dup = await api.call('POST', '/coupon/createCoupon', {
      ...amountCoupon,
      title: '初回ご利用割引',
    });
    expect(dup.body.statusCode).toBe(5052);
    const [other] = (await api.call('GET', `/coupon/allCoupon?search=${encodeURIComponent('BBQ')}`))
      .body.results as Coupon[];
    const renamed = await api.call('PUT', `/coupon/updatecoupon/${other!.id}`, {
      ...amountCoupon,
      title: '初回ご利用割引',
    });
    expect(renamed.body.statusCode).toBe(5052);
    const same = await api.call('PUT', `/coupon/updatecoupon/${other!.id}`, {
      ...amountCoupon,
      title: other!.title,
    });
    expect(same.status).toBe(200);
  });

  it('answers 401 without a token and 404 for unknown ids', async () => {
    expect((await api.call('GET', '/coupon/allCoupon', undefined, { token: null })).status).toBe(
      401,
    );
    expect(
      (await api.call('POST', '/coupon/createCoupon', amountCoupon, { token: null })).status,
    ).toBe(401);
    expect(
      (await api.call('PUT', '/coupon/updatecoupon/nope', { ...amountCoupon, title: 'unique-404' }))
        .status,
    ).toBe(404);
    expect((await api.call('DELETE', '/coupon/deleteCoupon/nope')).status).toBe(404);
  });
});
