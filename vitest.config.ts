import { defineConfig } from 'vitest/config';

// One runner for every part. Each workspace has two projects (tests/support/layers.ts sorts the
// files): `<part>-unit` starts no process (`npm run test:unit`), `<part>` runs on the real stack.
// Cross-part tests live in tests/.
export default defineConfig({
  test: {
    // One file at a time on this 2-core machine, as before. Two workers were tried: a clean-clone
    // CI run took 1 100 s for `npm test` (1 979 tests) and failed twice from contention (an api
    // test's close waited past its 60 s hook, an end-to-end filter race), so the suite is not
    // yet safe to run two files at once. Issue 35 keeps that work open.
    maxWorkers: 1,
    projects: [
      '{api,gateway,web,tests}/vitest.config.ts',
      '{api,gateway,web,tests}/vitest.unit.config.ts',
    ],
  },
});
