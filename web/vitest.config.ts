import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { graphqlCjsAlias, layersOf, TEST_WORKERS } from '../tests/support/layers.ts';

// Component tests in jsdom that need data: they talk to the real gateway + api, started once for
// the project by the global setup (tests/support/web-global-setup.ts). Components that need no
// server are in vitest.unit.config.ts (see tests/support/layers.ts).
export default defineProject({
  plugins: [react()],
  resolve: { alias: [graphqlCjsAlias] },
  test: {
    name: 'web',
    maxWorkers: TEST_WORKERS,
    environment: 'jsdom',
    // The files share a worker's process (jsdom, Blueprint and Apollo load once per worker): the
    // 33 files' durations went from 178 s to 108 s. Each test renders its own app and client.
    isolate: false,
    include: layersOf(import.meta.dirname, 'src').stack,
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['../tests/support/web-global-setup.ts'],
    testTimeout: 40_000,
    hookTimeout: 120_000,
    css: false,
  },
});
