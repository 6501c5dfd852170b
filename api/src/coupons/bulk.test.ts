import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCoupons } from '../seed/media.js';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api?.close());

describe('seedCoupons', () => {
  it('bulk inserts 10 000 coupons that the list serves in one page, and appends on a second call', async () => {
    expect(await seedCoupons(api.db, 10_000)).toBe(10_000);
    // How long that page takes is a row of tests/bench/timed-tests.bench.ts (issue 35).
    const res = await api.call('GET', '/coupon/allCoupon?pageNo=1&pageSize=10000');
    expect(res.status).toBe(200);
    expect((res.body.results as unknown[]).length).toBe(10_000);
    expect((res.body.meta as { total: number }).total).toBe(10_000);
    expect(await seedCoupons(api.db, 5)).toBe(10_005);
    const last = await api.call(
      'GET',
      `/coupon/allCoupon?search=${encodeURIComponent('一括クーポン 10005')}`,
    );
    expect((last.body.results as unknown[]).length).toBe(1);
  });
});
