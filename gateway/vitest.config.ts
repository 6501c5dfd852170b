import { defineProject } from 'vitest/config';

export default defineProject({
  // graphql 16 ships CJS (main) and ESM (module) builds; Node loads the CJS one for Apollo and
  // graphql-tools, so tests must too, or schema objects from the two copies do not mix.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'gateway',
    environment: 'node',
    // Each gateway a test starts keeps its own store in memory (config.ts, DATA_IN_MEMORY).
    env: { DATA_IN_MEMORY: '1' },
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
