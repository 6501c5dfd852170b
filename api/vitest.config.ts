import { defineProject } from 'vitest/config';
import { layersOf } from '../tests/support/layers';

// The api's stack layer: route tests on the real api and database (see tests/support/layers.ts;
// the rest of its tests are in vitest.unit.config.ts).
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: layersOf(import.meta.dirname, 'src').stack,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
