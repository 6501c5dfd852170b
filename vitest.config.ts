import { defineConfig } from 'vitest/config';

// One runner for every part. Each workspace has two projects (tests/support/layers.ts sorts the
// files): `<part>-unit` starts no process (`npm run test:unit`), `<part>` runs on the real stack.
// Cross-part tests live in tests/.
export default defineConfig({
  test: {
    projects: [
      '{api,gateway,web,tests}/vitest.config.ts',
      '{api,gateway,web,tests}/vitest.unit.config.ts',
    ],
  },
});
