// The gateway as its production image runs it: compiled by tsc (gateway/tsconfig.build.json, the
// same as `npm run build:gateway`) and started as `node gateway/dist/main.js`, with no loader.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Compiles the gateway into gateway/dist and returns its entry, relative to the repository root. */
export function buildGateway(): string {
  const tsc = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'gateway/tsconfig.build.json'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (tsc.status !== 0)
    throw new Error('the gateway did not compile (gateway/tsconfig.build.json)');
  return 'gateway/dist/main.js';
}
