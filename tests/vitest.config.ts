import { defineProject } from 'vitest/config';
import { graphqlCjsAlias, layersOf, TEST_WORKERS } from './support/layers.ts';
import { EMBEDDED_DB_NODE_FLAGS } from '../db/node-flags.mjs';

const SKIP = /[/\\](node_modules|bench)[/\\]/;

// Cross-part tests that start processes: contract probe, upstream variants, end-to-end in
// Chromium (the gateway started in-process must load graphql's CJS build, as Node does). The
// end-to-end files of a worker share its process and one product (`npm start` on a fresh copy of
// the seeded data), each with its own browser; a file that must not see other files' data has a
// product of its own (support/e2e-product.ts). The global setup makes the web build and the
// seeded data once, in the background (support/products-prepared.ts), and stops the products at
// the end.
export default defineProject({
  resolve: { alias: [graphqlCjsAlias] },
  test: {
    name: 'tests',
    environment: 'node',
    include: layersOf(import.meta.dirname, '.', { skip: SKIP }).stack,
    isolate: false,
    // Their PGlite as npm start runs it (db/node-flags.mjs).
    execArgv: [...EMBEDDED_DB_NODE_FLAGS],
    // After the other projects, two files at a time, each with its own browser. One file kept the
    // two cores 69 % busy (waits for the network to settle, animations, debounces); the project
    // took 693 s with one worker against 623 and 631 s with two (474 tests, same machine, one after
    // the other, each file then with a product of its own). More workers would only queue for the two cores.
    maxWorkers: TEST_WORKERS,
    sequence: { groupOrder: 1 },
    globalSetup: ['./support/product-registry-setup.ts'],
    testTimeout: 60_000,
    // expect.poll waits up to 10 s, not vitest's 1 s: on a slow, busy day (2026-11-28, the suite at
    // 2.7 times yesterday's time) a Blueprint collapse took longer than 1 s to settle and the poll
    // failed a correct screen. A passing poll returns as soon as it holds, so this costs nothing.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
  },
});
