// Global setup of the `tests` project: the web build and the seeded data every end-to-end product
// starts from (made once, in the background, before any worker starts a product: 51 ms when both
// are already made), and a folder, for this run only, where every end-to-end product is listed
// while it runs (product.ts). At the end of the run, whatever is still listed (the workers' shared
// products, or one a crashed worker left) is stopped and its data folder removed.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareProducts } from './product';

interface Listed {
  pid: number;
  dataDir: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stopListed({ pid, dataDir }: Listed): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM'); // start.mjs stops the gateway, which stops the api
  } catch {
    // already gone
  }
  for (let i = 0; i < 40 && alive(pid); i++) await new Promise((r) => setTimeout(r, 250));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // stopped
  }
  rmSync(dataDir, { recursive: true, force: true });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const registry = mkdtempSync(join(tmpdir(), 'dogstay-e2e-products-'));
  project.provide('productRegistry', registry);
  // Made while the other projects run (a cold run: about 22 s, nearly all of it the web build and
  // the first start that seeds the data); the first end-to-end file waits for the file written
  // here (products-prepared.ts).
  const marker = join(mkdtempSync(join(tmpdir(), 'dogstay-e2e-prepared-')), 'outcome');
  project.provide('productsPrepared', marker);
  const preparing = prepareProducts().then(
    () => writeFileSync(marker, 'ok'),
    (error: unknown) =>
      writeFileSync(
        marker,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      ),
  );
  return async () => {
    await preparing;
    rmSync(dirname(marker), { recursive: true, force: true });
    const left = readdirSync(registry).map(
      (name) => JSON.parse(readFileSync(join(registry, name), 'utf8')) as Listed,
    );
    await Promise.all(left.map(stopListed));
    rmSync(registry, { recursive: true, force: true });
  };
}
