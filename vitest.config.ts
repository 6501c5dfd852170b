import { defineConfig } from 'vitest/config';

// One runner for every part. Each workspace has two projects (tests/support/layers.ts sorts the
// files): `<part>-unit` starts no process (`npm run test:unit`), `<part>` runs on the real stack.
// Cross-part tests live in tests/.
export default defineConfig({
  test: {
    // Two files at a time. Measured back to back on this 2-core machine (api, gateway, web and
    // unit projects, 2 116 tests): 113 and 106 s with two workers against 164 and 155 s with one
    // (two runs each, alternated, 2026-11-27). An earlier session, on a slower and busier day,
    // read the opposite (292 s against 252 s); today's runs are the figure kept. The end-to-end
    // project sets its own two (tests/vitest.config.ts).
    maxWorkers: 2,
    projects: [
      '{api,gateway,web,tests}/vitest.config.ts',
      '{api,gateway,web,tests}/vitest.unit.config.ts',
    ],
  },
});
