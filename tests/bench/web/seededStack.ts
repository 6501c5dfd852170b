// The product with the reference api seeded at 100 000 bookings (SEED_SCALE, as in
// staff-operations.bench.ts): the api in a child process of its own (seeding takes minutes, longer
// than `npm start` waits for it), the gateway in front of it serving the web build.
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { pino } from 'pino';
import { startGateway } from '../../../gateway/src/server';
import { freePort } from '../../../gateway/src/test-support/ports.js';
import { start, stop } from '../gateway.bench.js';
import { BOOKINGS_PER_SCALE } from '../../../api/src/bookings/seed';
import { EMBEDDED_DB_NODE_FLAGS } from '../../../db/node-flags.mjs';

export const SEEDED_BOOKINGS = 100_000;
export const SEEDED_ADMIN = {
  email: 'bench-web@dogstay.example',
  password: 'bench-web-password-1',
};

export interface SeededStack {
  url: string;
  apiUrl: string;
  seedSeconds: number;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the seeded api did not start within ${seconds} s`);
}

/** Starts the api (in memory, seeded) and a gateway serving `webDist` in front of it. */
export async function startSeededStack(webDist: string): Promise<SeededStack> {
  const apiUrl = `http://127.0.0.1:${await freePort()}`;
  const started = performance.now();
  const api = start(
    [
      ...EMBEDDED_DB_NODE_FLAGS,
      '--import',
      'tsx',
      'api/src/main.ts',
      '--scale',
      String(SEEDED_BOOKINGS / BOOKINGS_PER_SCALE),
    ],
    {
      API_PORT: new URL(apiUrl).port,
      API_HOST: '127.0.0.1',
      DATA_IN_MEMORY: '1',
      DATA_DIR: `/tmp/dogstay-bench-web-${randomBytes(6).toString('hex')}`,
      ADMIN_EMAIL: SEEDED_ADMIN.email,
      ADMIN_PASSWORD: SEEDED_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  );
  try {
    await waitHealthy(apiUrl, api, 900);
  } catch (error) {
    await stop(api);
    throw error;
  }
  const seedSeconds = (performance.now() - started) / 1000;
  const gateway = await startGateway({
    restBaseUrl: apiUrl,
    port: 0,
    host: '127.0.0.1',
    webDist,
    logger: pino({ level: 'silent' }),
  });
  return {
    url: gateway.url,
    apiUrl,
    seedSeconds,
    async stop() {
      await gateway.close();
      await stop(api);
    },
  };
}
