import { defineConfig } from 'vitest/config';

// One runner for every part. Each workspace is a project; cross-part tests live in tests/.
export default defineConfig({
  test: {
    projects: ['api', 'gateway', 'web', 'tests'],
  },
});
