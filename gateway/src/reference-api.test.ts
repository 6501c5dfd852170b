// The reference api that the gateway starts for itself never outlives it: a gateway that crashes
// (here: its port is taken) must not leave an api holding its port and its memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { API_LISTENING } from './reference-api.js';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'dogstay-orphan-'));
const taken: Server = createServer();
afterAll(async () => {
  await new Promise((r) => taken.close(r));
  rmSync(dataDir, { recursive: true, force: true });
});

const listening = (server: Server): Promise<number> =>
  new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : 0);
    }),
  );

async function apiAnswers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/v1/health`)).status < 500;
  } catch {
    return false;
  }
}

it('stops the api it started when the gateway crashes', async () => {
  const gatewayPort = await listening(taken);

  const gateway = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['gateway/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(gatewayPort),
      // The api binds a port of its own and prints it: no other process can answer for it.
      API_PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'orphan-check-2468',
      REST_BASE_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  gateway.stdout.on('data', (b: Buffer) => (output += b.toString()));
  gateway.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const exit = await new Promise<number | null>((done) => gateway.once('exit', done));
  // The api was up (it starts first), then the gateway could not listen.
  expect(exit, output).not.toBe(0);
  expect(output).toContain('EADDRINUSE');
  const apiUrl = API_LISTENING.exec(output)?.[1];
  expect(apiUrl, output).toBeDefined();

  await expect.poll(() => apiAnswers(apiUrl!), { timeout: 30_000, interval: 250 }).toBe(false);
}, 180_000);
