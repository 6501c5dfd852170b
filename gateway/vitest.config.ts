import { defineProject } from 'vitest/config';
import { graphqlCjsAlias, layersOf, TEST_WORKERS } from '../tests/support/layers.ts';
import { EMBEDDED_DB_NODE_FLAGS } from '../db/node-flags.mjs';

// The gateway's stack layer: tests on the real reference api, a stub upstream or a listening
// gateway (see tests/support/layers.ts; the rest are in vitest.unit.config.ts).
export default defineProject({
  resolve: { alias: [graphqlCjsAlias] },
  test: {
    name: 'gateway',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    // The files of a worker share its process: modules load once and the gateway's in-memory store
    // (a PGlite, about 2 s to open) opens once, emptied before each file (fresh-store.ts). With a
    // process per file the project took 286 s of tests, with one per worker 163 s (55 files).
    isolate: false,
    // Their PGlite as npm start runs it (db/node-flags.mjs).
    execArgv: [...EMBEDDED_DB_NODE_FLAGS],
    setupFiles: ['./src/test-support/fresh-store.ts'],
    // Each gateway a test starts keeps its store in memory (config.ts, DATA_IN_MEMORY).
    env: { DATA_IN_MEMORY: '1' },
    include: layersOf(import.meta.dirname, 'src').stack,
    globalSetup: ['./src/test-support/shared-api-setup.ts'],
    testTimeout: 20_000,
    // A stack opens its gateway's in-memory store too (every mutation writes its audit event):
    // seconds alone, a minute or more when the machine is shared.
    hookTimeout: 180_000,
  },
});
