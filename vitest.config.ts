import { defineConfig } from 'vitest/config';

// One runner for every part. Each workspace has two projects (tests/support/layers.ts sorts the
// files): `<part>-unit` starts no process (`npm run test:unit`), `<part>` runs on the real stack.
// Cross-part tests live in tests/.
export default defineConfig({
  test: {
    // One file at a time on this 2-core machine. Two workers were measured again once the timed
    // assertions had moved to benchmarks (issue 35): the api, gateway, web and unit projects took
    // 292 s with two workers against 252 s with one (2 043 tests, same machine, back to back);
    // the files are CPU-bound and each worker pays its own set-up (stores, jsdom, apis).
    maxWorkers: 1,
    projects: [
      '{api,gateway,web,tests}/vitest.config.ts',
      '{api,gateway,web,tests}/vitest.unit.config.ts',
    ],
  },
});
