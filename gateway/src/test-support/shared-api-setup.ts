// Global setup of the gateway's stack project: one reference api (seeded, in memory) per worker,
// for the test files that only read the seeded data (`startStack({ data: 'shared' })`,
// `sharedTestApi()`); a file that writes starts its own (`startStack()`). They run in this, the
// main, process for the whole run; a worker finds its own by VITEST_POOL_ID (1..maxWorkers).
import type { TestProject } from 'vitest/node';
import { apiTestSupport, type TestApi } from './stack.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { startTestApi } = await apiTestSupport();
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1);
  const apis: TestApi[] = [];
  // One after another: the first makes the database template (if this state of the api's sources
  // has none yet) that the others and every test file's own api then copy.
  for (let i = 0; i < workers; i++) apis.push(await startTestApi());
  project.provide(
    'sharedApis',
    apis.map(({ url, token }) => ({ url, token })),
  );
  return async () => {
    await Promise.all(apis.map((api) => api.close()));
  };
}
