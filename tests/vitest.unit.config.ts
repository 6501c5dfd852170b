import { defineProject } from 'vitest/config';
import { graphqlCjsAlias, layersOf, TEST_WORKERS } from './support/layers.ts';

const SKIP = /[/\\](node_modules|bench)[/\\]/;

// Cross-part tests that start nothing (lint rules, the accessibility pass's list of screens).
export default defineProject({
  // The contract check hands schemas to @graphql-inspector/core, which Node loads with graphql's
  // CJS build: the test's own must be the same copy.
  resolve: { alias: [graphqlCjsAlias] },
  test: {
    name: 'tests-unit',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    // Nothing to start, so one module graph and environment per worker serves all the files
    // (isolate: false; Blueprint and jsdom load once per worker instead of once per file).
    pool: 'threads',
    isolate: false,
    include: layersOf(import.meta.dirname, '.', { skip: SKIP }).unit,
    setupFiles: ['./support/unit-guard.ts'],
  },
});
