import { defineProject } from 'vitest/config';

export default defineProject({
  // As in gateway/vitest.config.ts: the gateway (started in-process by upstream-variants and the
  // contract probe) must load graphql's CJS build, as Node does, or schema objects do not mix.
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
