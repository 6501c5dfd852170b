import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { graphqlCjsAlias, layersOf, TEST_WORKERS } from '../tests/support/layers.ts';

// The web's unit layer (`npm run test:unit`): functions and components that need no server.
export default defineProject({
  plugins: [react()],
  resolve: { alias: [graphqlCjsAlias] },
  test: {
    name: 'web-unit',
    maxWorkers: TEST_WORKERS,
    environment: 'jsdom',
    // Nothing to start, so one module graph and environment per worker serves all the files
    // (isolate: false; Blueprint and jsdom load once per worker instead of once per file).
    pool: 'threads',
    isolate: false,
    include: layersOf(import.meta.dirname, 'src').unit,
    setupFiles: ['./src/test/setup.ts', '../tests/support/unit-guard.ts'],
    testTimeout: 20_000,
    css: false,
  },
});
