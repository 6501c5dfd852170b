import { defineProject } from 'vitest/config';
import { graphqlCjsAlias, layersOf, TEST_WORKERS } from '../tests/support/layers.ts';

// The gateway's unit layer (`npm run test:unit`): tests that start no process or server.
export default defineProject({
  resolve: { alias: [graphqlCjsAlias] },
  test: {
    name: 'gateway-unit',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    // Nothing to start, so one module graph and environment per worker serves all the files
    // (isolate: false; Blueprint and jsdom load once per worker instead of once per file).
    pool: 'threads',
    isolate: false,
    include: layersOf(import.meta.dirname, 'src').unit,
    setupFiles: ['../tests/support/unit-guard.ts'],
  },
});
