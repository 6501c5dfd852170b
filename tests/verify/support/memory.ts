// The gateway's resident memory, measured after a garbage collection (SIGUSR2 → gc(), see
// gc-signal.mjs) and a short settle: the lowest of a few samples.
import { rssBytes } from './processes';
import { sleep } from './report';

export async function settledRss(pid: number, samples = 4): Promise<number> {
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < samples; i++) {
    process.kill(pid, 'SIGUSR2');
    await sleep(750);
    lowest = Math.min(lowest, rssBytes(pid));
  }
  return lowest;
}

export const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
