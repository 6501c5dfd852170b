import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { memoryReducingGc, startIdleRelease } from './idle-release';

const MB = 1048576;

/** A release driven by hand: a clock, a resident size and a counter of collections. */
function harness(startRss: number, quietSeconds = 3) {
  let now = 0;
  let resident = startRss;
  let collections = 0;
  const release = startIdleRelease({
    log: pino({ level: 'silent' }),
    checkEveryMs: 60_000,
    quietSeconds,
    rss: () => resident,
    collect: () => {
      collections += 1;
      resident = startRss;
    },
  });
  return {
    requests(n: number) {
      for (let i = 0; i < n; i++) release.noteRequest();
    },
    tick: () => release.check((now += 1000)),
    set rss(bytes: number) {
      resident = bytes;
    },
    get collections() {
      return collections;
    },
    stop: () => release.stop(),
  };
}

describe('releasing memory after a burst', () => {
  it('collects once, after three quiet seconds following a busy period that grew memory', () => {
    const h = harness(150 * MB);
    h.tick(); // quiet: baseline 150 MB
    h.requests(500);
    h.rss = 400 * MB;
    expect(h.tick()).toBe(false); // busy
    expect(h.tick()).toBe(false);
    expect(h.tick()).toBe(false);
    expect(h.tick()).toBe(true); // third quiet second
    expect(h.collections).toBe(1);
    expect(h.tick()).toBe(false); // nothing more while quiet
    h.stop();
  });

  it('waits the quiet seconds it is given (30 in production): a burst back sooner keeps its memory', () => {
    const h = harness(150 * MB, 30);
    h.tick();
    h.requests(500);
    h.tick();
    h.rss = 400 * MB;
    for (let i = 0; i < 29; i++) expect(h.tick()).toBe(false);
    h.requests(500); // traffic again after 29 s: the wait starts over
    expect(h.tick()).toBe(false);
    for (let i = 0; i < 29; i++) expect(h.tick()).toBe(false);
    expect(h.tick()).toBe(true); // thirtieth quiet second
    expect(h.collections).toBe(1);
    h.stop();
  });

  it('never collects while requests keep coming', () => {
    const h = harness(150 * MB);
    h.tick();
    h.rss = 400 * MB;
    for (let i = 0; i < 20; i++) {
      h.requests(100);
      h.tick();
    }
    expect(h.collections).toBe(0);
    h.stop();
  });

  it('leaves memory alone when it grew less than 20% over the quiet baseline', () => {
    const h = harness(150 * MB);
    h.tick();
    h.requests(500);
    h.tick();
    h.rss = 170 * MB;
    for (let i = 0; i < 5; i++) h.tick();
    expect(h.collections).toBe(0);
    h.stop();
  });

  it('waits 30 s between two collections', () => {
    const h = harness(150 * MB);
    h.tick();
    for (const expected of [1, 1, 2]) {
      h.requests(500);
      h.tick();
      h.rss = 400 * MB;
      for (let i = 0; i < 12; i++) h.tick();
      expect(h.collections).toBe(expected);
    }
    h.stop();
  });

  it('really gives pages back to the system (V8 last-resort collection)', async () => {
    const collect = memoryReducingGc();
    let keep: { a: number; b: string }[] | null = [];
    for (let i = 0; i < 1_500_000; i++) keep.push({ a: i, b: `x${i}` });
    const peak = process.memoryUsage.rss();
    keep = null;
    collect();
    await new Promise((r) => setTimeout(r, 200));
    expect(process.memoryUsage.rss()).toBeLessThan(peak - 50 * MB);
  });
});
