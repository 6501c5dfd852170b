import { defineConfig } from 'vitest/config';

// One runner for every part. Each workspace has two projects (tests/support/layers.ts sorts the
// files): `<part>-unit` starts no process (`npm run test:unit`), `<part>` runs on the real stack.
// Cross-part tests live in tests/.
export default defineConfig({
  test: {
    // Vitest's default in `run` is one worker fewer than the cores: one worker on the 2-core
    // machine, so every file ran after the other. Two: the api, gateway, web and end-to-end
    // files spend much of their time waiting on sockets, databases and Chromium.
    maxWorkers: 2,
    projects: [
      '{api,gateway,web,tests}/vitest.config.ts',
      '{api,gateway,web,tests}/vitest.unit.config.ts',
    ],
  },
});
