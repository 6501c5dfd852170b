// `npm run verify`: the production proof (tests/verify/main.ts) on this machine, with real
// processes on loopback; one table of figures at the end, exit code 1 when any check fails.
// Arguments pass through: `npm run verify -- --only=load,faults --light`.
import { spawnSync } from 'node:child_process';
import { delimiter, resolve } from 'node:path';

const bin = resolve('node_modules', '.bin');
const run = spawnSync(
  resolve(bin, 'node'),
  ['--import', 'tsx', 'tests/verify/main.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  },
);
process.exit(run.status ?? 1);
