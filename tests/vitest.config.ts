import { defineProject } from 'vitest/config';

export default defineProject({
  // As in the gateway's project: the CJS build of graphql, the one Node loads for Apollo, so
  // tests that start the gateway in-process (the contract probe) use one copy of it.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'tests',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['bench/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
