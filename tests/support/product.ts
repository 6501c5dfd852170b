// The whole product started the way `npm start` starts it (scripts/start.mjs: gateway + reference
// api + the web build) on a fresh embedded database in a temp DATA_DIR, on free ports.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../gateway/src/test-support/ports';
import { builtWeb } from './webBuild';

export const ROOT = resolve(import.meta.dirname, '../..');

export const E2E_ADMIN = {
  email: 'e2e-admin@dogstay.example',
  username: 'admin',
  password: 'e2e-admin-pass-2468',
};

export interface RunningProduct {
  url: string;
  /** The reference api `npm start` runs on loopback (its REST at `/api/v1`). */
  apiUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) {
      throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the product did not become ready:\n${output()}`);
}

/**
 * `node scripts/start.mjs` serving the tests' web build (./webBuild), on a fresh copy of a
 * DATA_DIR that `npm start` made and seeded, with ADMIN_EMAIL/ADMIN_PASSWORD and free ports.
 */
export async function startProduct(options: { registry?: string } = {}): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dogstay-e2e-'));
  await copyTree(await seededDataDir(), dataDir);
  return launch(dataDir, options);
}

/**
 * What every product starts from, made once before the end-to-end files start a product (the
 * `tests` project's global setup, in the background: products-prepared.ts): the web build and
 * the seeded DATA_DIR. Made there, two workers never build the web into the same folder at once.
 */
export async function prepareProducts(): Promise<void> {
  await builtWeb();
  await seededDataDir();
}

/**
 * Copies the folder `from` into the existing folder `to` with the system's `cp`. Node's `cpSync`
 * took 2.9 s of CPU for the seeded DATA_DIR (81 MB in 2 118 files), blocking the test runner;
 * `cp -R` takes 0.6 s in its own process.
 */
async function copyTree(from: string, to: string): Promise<void> {
  await promisify(execFile)('cp', ['-R', `${from}/.`, to]);
}

/** What writes a first start's DATA_DIR: the api (migrations, seed), the store, start.mjs. */
const DATA_SOURCES = ['api/src', 'db', 'gateway/src/store/migrations', 'scripts/start.mjs'];

function addTree(hash: ReturnType<typeof createHash>, path: string): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (name !== 'node_modules') addTree(hash, join(path, name));
    }
    return;
  }
  hash.update(path).update(readFileSync(path));
}

/**
 * A DATA_DIR as `npm start` leaves it after its first start (databases created and migrated,
 * demo data seeded, the admin made), kept in the temp folder per state of the code that writes it
 * and per day in Japan (the seed is laid around today). Creating the embedded databases is most
 * of a first start; each end-to-end file's product starts on a copy of this one instead, so no
 * file sees another's data.
 */
async function seededDataDir(): Promise<string> {
  const hash = createHash('sha1');
  for (const source of DATA_SOURCES) addTree(hash, join(ROOT, source));
  hash.update(JSON.stringify(E2E_ADMIN));
  hash.update(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10));
  const template = join(tmpdir(), `dogstay-e2e-data-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const making = mkdtempSync(join(tmpdir(), 'dogstay-e2e-data-making-'));
  const first = await launch(making, { keepData: true });
  // The gateway opens its store in the background: an admin-only read of it waits until it is made.
  const signIn = await fetch(`${first.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation L($e: String!, $p: String!) { login(email: $e, password: $p, issueToken: true) { accessToken } }',
      variables: { e: E2E_ADMIN.email, p: E2E_ADMIN.password },
    }),
  });
  const token = ((await signIn.json()) as { data?: { login?: { accessToken?: string } } }).data
    ?.login?.accessToken;
  await fetch(`${first.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ auditEvents(pageSize: 1) { total } }' }),
  });
  await first.stop();
  // Yesterday's or older code's copies are of no use any more.
  for (const name of readdirSync(tmpdir())) {
    if (/^dogstay-e2e-data-[0-9a-f]{16}$/.test(name)) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
  try {
    renameSync(making, template);
  } catch {
    rmSync(making, { recursive: true, force: true }); // another run made it meanwhile
  }
  return template;
}

/**
 * Stops a `scripts/start.mjs` spawned `detached` (its own process group): SIGTERM, which it
 * forwards to the gateway, which stops the api; whatever has not stopped in 10 s is killed.
 */
export async function stopStarted(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
}

/**
 * Starts `scripts/start.mjs` on `dataDir`. With a `registry` folder, the product is listed there
 * (`<pid>.json`: its process group and data folder) until it stops, so that whoever owns the
 * folder can stop what a test run left running (product-registry-setup.ts).
 */
async function launch(dataDir: string, options: { keepData?: boolean; registry?: string } = {}) {
  const [port, apiPort] = [await freePort(), await freePort()];
  const webDist = await builtWeb();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const listed = options.registry && child.pid ? join(options.registry, `${child.pid}.json`) : '';
  if (listed) writeFileSync(listed, JSON.stringify({ pid: child.pid, dataDir }));
  let log = '';
  child.stdout?.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (log += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopStarted(child);
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    if (listed) rmSync(listed, { force: true });
  };
  try {
    await waitReady(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, apiUrl: `http://127.0.0.1:${apiPort}`, dataDir, stop };
}
