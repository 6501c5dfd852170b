// The gateway's memory after a garbage collection (SIGUSR2 → gc() and a `verify-memory {…}` line,
// see gc-signal.mjs) and a short settle: resident memory (lowest of a few samples) and live heap.
import type { Proc } from './processes';
import { rssBytes } from './processes';
import { sleep } from './report';

export interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

function lastReport(proc: Proc): Omit<Memory, 'rss'> {
  const line = proc
    .output()
    .split('\n')
    .findLast((l) => l.startsWith('verify-memory '));
  if (!line) throw new Error(`${proc.name} reported no memory (started without gc-signal.mjs?)`);
  return JSON.parse(line.slice('verify-memory '.length)) as Omit<Memory, 'rss'>;
}

export async function settledMemory(proc: Proc, samples = 4): Promise<Memory> {
  let rss = Number.POSITIVE_INFINITY;
  for (let i = 0; i < samples; i++) {
    process.kill(proc.pid, 'SIGUSR2');
    await sleep(750);
    rss = Math.min(rss, rssBytes(proc.pid));
  }
  return { ...lastReport(proc), rss };
}

export const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
