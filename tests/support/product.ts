// The whole product started the way `npm start` starts it (scripts/start.mjs: gateway + reference
// api + the web build) on a fresh embedded database in a temp DATA_DIR, on free ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports';
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
 * `node scripts/start.mjs` serving the tests' web build (./webBuild), with a fresh DATA_DIR,
 * ADMIN_EMAIL/ADMIN_PASSWORD and free ports.
 */
export async function startProduct(): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dogstay-e2e-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      WEB_DIST: builtWeb(),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (log += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      // start.mjs forwards SIGTERM to the gateway, which stops the api.
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, apiUrl: `http://127.0.0.1:${apiPort}`, dataDir, stop };
}
