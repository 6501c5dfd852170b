import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './tests/support/layers.ts';

// One runner for every part. Each workspace has two projects (tests/support/layers.ts sorts the
// files): `<part>-unit` starts no process (`npm run test:unit`), `<part>` runs on the real stack.
// Cross-part tests live in tests/.
export default defineConfig({
  test: {
    // Two files at a time: every project sets it itself (TEST_WORKERS), since vitest does not pass
    // this one on to projects; here it is what the global setups read (one shared api per worker).
    maxWorkers: TEST_WORKERS,
    projects: [
      '{api,gateway,web,tests}/vitest.config.ts',
      '{api,gateway,web,tests}/vitest.unit.config.ts',
    ],
  },
});
