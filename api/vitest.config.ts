import { defineProject } from 'vitest/config';
import { layersOf, TEST_WORKERS } from '../tests/support/layers.ts';
import { EMBEDDED_DB_NODE_FLAGS } from '../db/node-flags.mjs';

// The api's stack layer: route tests on the real api and database (see tests/support/layers.ts;
// the rest of its tests are in vitest.unit.config.ts).
export default defineProject({
  test: {
    name: 'api',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    // The files share a worker's process (Fastify, PGlite's module and the routes load once); each
    // file closes its api, its connections and its database copy (test-support/api.ts).
    isolate: false,
    // Their PGlite as npm start runs it (db/node-flags.mjs).
    execArgv: [...EMBEDDED_DB_NODE_FLAGS],
    include: layersOf(import.meta.dirname, 'src').stack,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
