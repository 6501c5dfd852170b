// The gateway's log reaches standard output, written asynchronously in chunks (logger.ts): a
// quiet process's line still shows within about a second, and a line logged just before the
// process exits is not lost. A real Node process, as main.ts runs the logger.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Logs `first`, waits for "go" on stdin, then logs `last` and exits at once. */
const SCRIPT = `
const { createLogger } = await import('./gateway/src/logger.ts');
const log = createLogger('info');
log.info('first');
process.stdin.once('data', () => { log.info('last'); process.exit(0); });
`;

it('shows a line while the process idles, and writes the last one on exit', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const messages = () =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => (JSON.parse(l) as { msg: string }).msg);

  // Far below 4 KB: only the periodic flush can write it while the process waits.
  await expect.poll(messages, { timeout: 15_000, interval: 100 }).toEqual(['first']);
  child.stdin.write('go\n');
  expect(await exited, output).toBe(0);
  expect(messages()).toEqual(['first', 'last']);
}, 30_000);
