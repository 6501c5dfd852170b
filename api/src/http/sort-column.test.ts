import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface OpenApi {
  paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
}

/** Every list route the api describes: a GET without path parameters that takes sortColumn. */
async function listRoutes(): Promise<string[]> {
  const res = await fetch(`${api.url}/api/v1/openapi.json`);
  const doc = (await res.json()) as OpenApi;
  return Object.entries(doc.paths)
    .filter(
      ([path, item]) =>
        !path.includes('{') &&
        (item.get?.parameters ?? []).some((p) => p.in === 'query' && p.name === 'sortColumn'),
    )
    .map(([path]) => path.replace(/^\/api\/v1/, ''));
}

describe('sortColumn names inherited from Object.prototype', () => {
  it('answers 400 with a validation message on every list route, never 500', async () => {
    const routes = await listRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    for (const route of routes) {
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const res = await api.call('GET', `${route}?sortColumn=${name}`);
        const message = String(res.body.message ?? '');
        if (res.status !== 400 || !message.startsWith('sortColumn must be one of'))
          failures.push(`${route} ${name}: ${res.status} ${message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('still sorts by a real column', async () => {
    const res = await api.call('GET', '/admin/package/list?sortColumn=title&sortDir=desc');
    expect(res.status).toBe(200);
  });
});
