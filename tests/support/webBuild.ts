// The web app as the tests and benches serve it: one production build per state of the web's
// sources. Each end-to-end file used to build its own copy (about 40 s each, some eight minutes of
// a full `npm test`); now it is built once (in `npm test`, by the `tests` project's global setup,
// in the background) and every later caller finds it current.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '../..');
const WEB = join(ROOT, 'web');

/** Where the build goes; set it per checkout when several checkouts test at once. */
export const TEST_WEB_DIST =
  process.env.TEST_WEB_DIST ?? process.env.OPS_WEB_DIST ?? '/tmp/dogstay-test-web-dist';

const STAMP = '.sources-sha1';
/** What the build reads besides `src/`, `public/` and `build/` (its vite plugins). */
const WEB_FILES = ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

function addTree(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) addTree(hash, path);
    else if (entry.isFile()) hash.update(path).update(readFileSync(path));
  }
}

/** A digest of every file the web build reads (sources, generated code, config). */
function sourcesDigest(): string {
  const hash = createHash('sha1');
  addTree(hash, join(WEB, 'src'));
  addTree(hash, join(WEB, 'public'));
  addTree(hash, join(WEB, 'build'));
  for (const file of WEB_FILES) {
    const path = join(WEB, file);
    if (existsSync(path)) hash.update(path).update(readFileSync(path));
  }
  return hash.digest('hex');
}

const VITE = join(ROOT, 'node_modules/.bin/vite');
const BUILD_ARGS = ['build', '--outDir', TEST_WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'];

/**
 * Builds the web app into TEST_WEB_DIST unless the build there was made from the same sources, and
 * returns the folder (for `WEB_DIST`). Without blocking: vitest's main process calls it too.
 */
export async function builtWeb(): Promise<string> {
  const digest = sourcesDigest();
  const stamp = join(TEST_WEB_DIST, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return TEST_WEB_DIST;
  try {
    await promisify(execFile)(VITE, BUILD_ARGS, {
      cwd: WEB,
      // A production build even under vitest (which sets NODE_ENV=test: React would be its dev
      // build).
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 << 20,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`web build failed:\n${stdout}\n${stderr}`);
  }
  writeFileSync(stamp, digest);
  return TEST_WEB_DIST;
}
