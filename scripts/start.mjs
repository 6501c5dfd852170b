// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the gateway, which also starts the reference api when REST_BASE_URL is unset. Prints the URL and
// the sign-in.
import { spawn, spawnSync } from 'node:child_process';
import { EMBEDDED_DB_NODE_FLAGS } from '../db/node-flags.mjs';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const webDist = process.env.WEB_DIST || join('web', 'dist');

function webHasBuildScript() {
  try {
    return Boolean(JSON.parse(readFileSync(join('web', 'package.json'), 'utf8')).scripts?.build);
  } catch {
    return false;
  }
}

/** Newest modification time (ms) of a file or, for a folder, of any file under it. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why the web app needs building: its build is missing, or older than its sources. */
function webBuildReason() {
  const built = join(webDist, 'index.html');
  if (!existsSync(built)) return `${webDist} is missing`;
  // A custom WEB_DIST is someone else's build: serve it as it is.
  if (process.env.WEB_DIST) return null;
  const sources = ['src', 'public', 'build', 'index.html', 'package.json', 'vite.config.ts'];
  const newest = Math.max(...sources.map((s) => newestMtime(join('web', s))));
  return newest > statSync(built).mtimeMs ? 'the sources changed since the last build' : null;
}

const reason = webHasBuildScript() ? webBuildReason() : null;
if (reason) {
  // Quiet: Vite's list of 300 files would push the sign-in off the screen. Its output is shown
  // only when the build fails.
  process.stdout.write(`start: building the web app (${reason}) … `);
  const startedAt = Date.now();
  const build = spawnSync('npm', ['run', '-w', 'web', 'build'], { encoding: 'utf8' });
  if (build.status === 0) {
    console.log(`done in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  } else {
    console.log('failed');
    console.warn(`${build.stdout ?? ''}${build.stderr ?? ''}`.trim());
    console.warn('start: the web build failed; serving GraphQL only');
  }
}

// `npm start -- --reset-admin-password`: apply ADMIN_PASSWORD to the existing admin account (the
// api started by the gateway reads RESET_ADMIN_PASSWORD); otherwise it is used only at creation.
const resetAdmin = process.argv.includes('--reset-admin-password');
if (resetAdmin && !process.env.ADMIN_PASSWORD) {
  console.error('start: --reset-admin-password needs ADMIN_PASSWORD=… (the new password)');
  process.exit(1);
}
// Against a REST server of its own (REST_BASE_URL) the gateway runs alone, with V8's heap bounded
// as in the image (Dockerfile). Without it, the reference api shares the process and its heap.
const heapFlags = '--max-semi-space-size=8 --max-old-space-size=192';
const env = {
  // A request's log line is for operators; here it would scroll the sign-in away. LOG_LEVEL=info
  // npm start brings it back.
  LOG_LEVEL: 'warn',
  ...process.env,
  ...(process.env.REST_BASE_URL
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${heapFlags}`.trim() }
    : {}),
  ...(resetAdmin ? { RESET_ADMIN_PASSWORD: '1' } : {}),
};
// tsx as Node's loader in this Node, not its CLI: the CLI is a second Node process in front of the
// gateway (about 0.25 s of CPU at each start) only to relay signals, which this script does.
// The gateway's store and the api it starts are the embedded database (db/node-flags.mjs).
const gateway = spawn(
  process.execPath,
  [...EMBEDDED_DB_NODE_FLAGS, '--import', 'tsx', 'gateway/src/main.ts'],
  {
    stdio: 'inherit',
    env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => gateway.kill(signal));
}
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
