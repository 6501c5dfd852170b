// Issue 16, finding 4: DATA_DIR (embedded database with its write-ahead log, uploaded files, the
// generated token secret) is private to the api's user, checked on the real api process.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from './storage/test-helpers.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN = { email: 'modes@dogstay.example', password: 'modes-pass-1234' };

/** Every path under root whose mode gives group or other any access. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}

let dataDir: string;
let child: ChildProcess;
let url: string;
let token: string;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dogstay-modes-'));
  // What an older version left behind: everything open to everyone.
  mkdirSync(join(dataDir, 'files', 'gallery'), { recursive: true });
  writeFileSync(join(dataDir, 'files', 'gallery', 'old.png'), pngBytes(3));
  chmodSync(join(dataDir, 'files', 'gallery', 'old.png'), 0o666);
  for (const dir of [dataDir, join(dataDir, 'files'), join(dataDir, 'files', 'gallery')])
    chmodSync(dir, 0o777);
  // Port 0: the api takes a free port itself and prints it. A port found free beforehand could
  // be taken by another worker's server meanwhile, whose /health would then answer for this one.
  child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(
      () => reject(new Error(`the api did not start:\n${printed}`)),
      120_000,
    );
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      printed += text;
      const listening = /api listening on (http:\/\/\S+)\/api\/v1/.exec(printed);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the api exited with ${code}:\n${printed}`));
    });
  });
  const login = await call('POST', '/admin/login', ADMIN);
  const signedIn = login.body.data as { accessToken?: string } | undefined;
  // Said in full when it fails.
  if (!signedIn?.accessToken) {
    throw new Error(
      `sign-in to the api on ${url} failed (api exit code ${child.exitCode}): ` +
        `${login.status} ${JSON.stringify(login.body)}`,
    );
  }
  token = signedIn.accessToken;
}, 150_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('DATA_DIR modes', () => {
  it('after writes to the database and an upload, nothing is open to group or other', async () => {
    const season = await call('POST', '/season/add', {
      title: 'modes',
      startDate: '2031-01-01',
      endDate: '2031-01-31',
      timeSlot: [],
    });
    expect(season.status).toBeLessThan(300);
    const signed = await call('POST', '/gallery/signed-url', { fileName: 'modes.png' });
    const { signedUrl } = signed.body.data as { signedUrl: string };
    const put = await fetch(signedUrl, {
      method: 'PUT',
      body: pngBytes(9),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    // While it runs, every folder is 0700: no other user can reach any file inside.
    const openDirs = openToOthers(dataDir).filter((line) =>
      lstatSync(line.split(' ')[0]!).isDirectory(),
    );
    expect(openDirs).toEqual([]);
    // Stop the api so PGlite flushes and checkpoints (its WAL and data files are written).
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;

    expect(readdirSync(dataDir).sort()).toEqual(
      expect.arrayContaining(['files', 'pglite', 'token-secret']),
    );
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(dataDir, 'token-secret')).mode & 0o777).toBe(0o600);
    expect(lstatSync(join(dataDir, 'files', 'gallery', 'old.png')).mode & 0o777).toBe(0o600);
  });
});
