import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests in jsdom. Tests that need data talk to the real gateway + api, started once
// for the project by the global setup (tests/support/web-global-setup.ts).
export default defineProject({
  plugins: [react()],
  // graphql 16 ships CJS (main) and ESM (module) builds; Node loads the CJS one for Apollo and
  // graphql-tools, so the gateway the global setup starts in this process (and
  // Apollo Client in jsdom) must use it too, or schema objects from the two copies do not mix.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['../tests/support/web-global-setup.ts'],
    testTimeout: 40_000,
    hookTimeout: 120_000,
    css: false,
  },
});
