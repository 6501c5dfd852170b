// `npm run dev`: the three parts for development, each reloading on a change.
// - api/      `tsx watch api/src/main.ts` on 127.0.0.1:API_PORT (4001): restarts when its sources change;
// - gateway/  `tsx watch gateway/src/main.ts` on PORT (4000) in front of it (REST_BASE_URL);
// - web/      Vite's dev server on 127.0.0.1:5173 with hot reload, proxying /graphql and /api to
//             the gateway (web/vite.config.ts). Open http://127.0.0.1:5173.
// Data stays in DATA_DIR (./data), as with `npm start`. Ctrl+C stops all three.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { EMBEDDED_DB_NODE_FLAGS } from '../db/node-flags.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const apiPort = process.env.API_PORT || '4001';
const port = process.env.PORT || '4000';
const WEB = 'http://127.0.0.1:5173';

const parts = [
  {
    name: 'api',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', ...EMBEDDED_DB_NODE_FLAGS, 'api/src/main.ts'],
    env: { API_PORT: apiPort },
  },
  {
    name: 'gateway',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', ...EMBEDDED_DB_NODE_FLAGS, 'gateway/src/main.ts'],
    // Its start banner points at Vite's server, where the web app is in development.
    env: { PORT: port, REST_BASE_URL: `http://127.0.0.1:${apiPort}`, WEB_URL: WEB },
  },
  {
    name: 'web',
    // Vite itself rather than `npm run`, so Ctrl+C reaches it.
    command: join('..', bin('vite')),
    args: [],
    cwd: 'web',
    env: { GATEWAY_URL: `http://127.0.0.1:${port}` },
  },
];

const children = parts.map((part) =>
  spawn(part.command, part.args, {
    stdio: 'inherit',
    cwd: part.cwd ?? '.',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development', ...part.env },
  }),
);
console.log(`dev: web ${WEB} (hot reload), gateway http://127.0.0.1:${port}/graphql`);

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
children.forEach((child, i) =>
  child.on('exit', (code) => {
    if (!stopping) console.error(`dev: ${parts[i].name} exited (${code}); stopping the others`);
    stop('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null))
      process.exit(code ?? 0);
  }),
);
