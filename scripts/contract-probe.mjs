// `npm run contract:probe -- --rest <url> --token <bearer>` (or --email and --password): the
// contract probe (tests/probe/main.ts) with the repo's Node and tsx. Read-only against the server.
// Exit code 1 when a screen would lose data.
import { spawnSync } from 'node:child_process';
import { delimiter, resolve } from 'node:path';

const bin = resolve('node_modules', '.bin');
const run = spawnSync(
  resolve(bin, 'node'),
  ['--import', 'tsx', 'tests/probe/main.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  },
);
process.exit(run.status ?? 1);
