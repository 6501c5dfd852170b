// Setup file of the unit projects (`npm run test:unit`): the fast layer starts no process, server,
// database or browser. Opening a listening socket, connecting one, or starting a child process
// throws here, so a test that needs the stack fails in the fast layer with this message and
// belongs in its part's stack project (see tests/support/layers.ts for how files are sorted).
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { UNIT_LAYER_REFUSAL } from './layers';

function refuse(what: string): never {
  throw new Error(`${what}: ${UNIT_LAYER_REFUSAL}`);
}

net.Server.prototype.listen = function listen(): never {
  return refuse('listen');
};
net.Socket.prototype.connect = function connect(): never {
  return refuse('connect');
};
for (const name of [
  'spawn',
  'spawnSync',
  'fork',
  'exec',
  'execSync',
  'execFile',
  'execFileSync',
] as const) {
  Object.assign(childProcess, { [name]: () => refuse(name) });
}
// `import { spawn } from 'node:child_process'` reads the patched functions too.
syncBuiltinESMExports();
