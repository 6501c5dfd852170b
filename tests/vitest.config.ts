import { defineProject } from 'vitest/config';

export default defineProject({
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
