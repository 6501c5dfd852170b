import { defineProject } from 'vitest/config';
import { graphqlCjsAlias, layersOf } from './support/layers';

const SKIP = /[/\\](node_modules|bench)[/\\]/;

// Cross-part tests that start processes: contract probe, upstream variants, end-to-end in
// Chromium (the gateway started in-process must load graphql's CJS build, as Node does). Files
// run in parallel: each end-to-end file has its own product (`npm start` on a fresh data folder)
// and browser, so none sees another's data.
export default defineProject({
  resolve: { alias: [graphqlCjsAlias] },
  test: {
    name: 'tests',
    environment: 'node',
    include: layersOf(import.meta.dirname, '.', { skip: SKIP }).stack,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
