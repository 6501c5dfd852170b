import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api?.close());

describe('search text on lists (issue 16, finding 10b)', () => {
  it.each(['/season/list', '/booking/list', '/admin/list'])(
    '%s refuses a search over 200 characters with 400 and takes one of 200',
    async (route) => {
      const long = await api.call('GET', `${route}?search=${'x'.repeat(201)}`);
      expect(long.status).toBe(400);
      const fits = await api.call('GET', `${route}?search=${'x'.repeat(200)}`);
      expect(fits.status).toBe(200);
    },
  );
});
