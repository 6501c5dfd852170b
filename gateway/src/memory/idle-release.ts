// Hands memory back to the operating system once a burst of traffic is over.
//
// Under 200 concurrent clients the gateway's heap grows to ~250 MB of pages. When the burst ends,
// V8 collects the garbage but keeps the freed pages in its page pool, and its memory reducer, which
// should return them, keeps reading the allocation rate as high while the process sits idle (seen
// with --trace-memory-reducer on Node 24: "high alloc" every 8 s, no reducing GC, RSS stuck near its
// peak). Measured: after a 200×30 s load the live heap is back to ~35 MB while RSS stays ~400 MB.
//
// So the gateway does it itself: when the request rate has been low for `quietSeconds` after being
// busy, and resident memory is well above its quiet baseline, it runs one memory-reducing full
// collection (V8's "last resort" flavour: collects, compacts and releases pooled pages). It runs
// only while idle, at most once per `minGapMs`, and logs what it gave back.
//
// Giving pages back is not free: the next burst faults every one of them in again (~200 MB after
// 50 connections), and on these virtual machines a page fault is dear. In interleaved runs 20 s
// apart (50 connections, the season query), a gateway that had released before each run spent
// 1.4-2x the CPU per request of one that had kept its memory in four comparisons out of six (e.g.
// 537 against 265 µs, medians of 5), and about the same in the other two: the cost depends on
// whether the host has taken the pages back meanwhile. So the quiet wait is 30 s by default
// (config.ts), not a few seconds: bursts that follow each other keep their memory, and a gateway
// left alone still returns to its resting size half a minute later.

import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Logger } from 'pino';

/** Seconds of quiet after a burst before memory is given back, unless configured otherwise. */
export const DEFAULT_QUIET_SECONDS = 30;

export interface IdleReleaseOptions {
  log: Logger;
  /** How often the request rate and memory are looked at. */
  checkEveryMs?: number;
  /** Quiet means at most this many requests per second, for `quietSeconds` in a row. */
  quietRequestsPerSecond?: number;
  quietSeconds?: number;
  /** Release only when resident memory exceeds the quiet baseline by this factor. */
  growthFactor?: number;
  /** Never two releases closer together than this. */
  minGapMs?: number;
  /** Resident memory in bytes (tests give their own). */
  rss?: () => number;
  /** The collection to run (tests give their own); by default V8's memory-reducing full GC. */
  collect?: () => void;
}

export interface IdleRelease {
  /** Called for every request the gateway receives. */
  noteRequest(): void;
  /** One check, as the timer runs it; returns whether memory was released. */
  check(now?: number): boolean;
  stop(): void;
}

/** A memory-reducing full collection; exposes V8's gc function when the process lacks it. */
export function memoryReducingGc(): () => void {
  let gc = globalThis.gc;
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as NodeJS.GCFunction;
  }
  const run = gc;
  return () => void run({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export function startIdleRelease(options: IdleReleaseOptions): IdleRelease {
  const {
    log,
    checkEveryMs = 1000,
    quietRequestsPerSecond = 2,
    quietSeconds = DEFAULT_QUIET_SECONDS,
    growthFactor = 1.2,
    minGapMs = 30_000,
    rss = () => process.memoryUsage.rss(),
  } = options;
  const collect = options.collect ?? memoryReducingGc();
  let requests = 0;
  /** When the current quiet stretch began; undefined while busy. */
  let quietFrom: number | undefined;
  let busySinceRelease = false;
  let baseline = Number.POSITIVE_INFINITY;
  let lastRelease = Number.NEGATIVE_INFINITY;
  let lastCheck = Date.now();

  const check = (now = Date.now()): boolean => {
    const seconds = Math.max((now - lastCheck) / 1000, 0.001);
    const rate = requests / seconds;
    const intervalStart = lastCheck;
    lastCheck = now;
    requests = 0;
    if (rate > quietRequestsPerSecond) {
      quietFrom = undefined;
      busySinceRelease = true;
      return false;
    }
    quietFrom ??= intervalStart;
    const resident = rss();
    // The baseline is the smallest resident size seen while quiet (the process at rest) or right
    // after a release; a process busy from its first second has none yet and releases once.
    if (!busySinceRelease) baseline = Math.min(baseline, resident);
    const due =
      busySinceRelease &&
      now - quietFrom >= quietSeconds * 1000 &&
      now - lastRelease >= minGapMs &&
      (baseline === Number.POSITIVE_INFINITY || resident > baseline * growthFactor);
    if (!due) return false;
    const began = Date.now();
    collect();
    const after = rss();
    lastRelease = now;
    busySinceRelease = false;
    baseline = Math.min(baseline, after);
    log.info(
      {
        rssBeforeMb: Math.round(resident / 1048576),
        rssAfterMb: Math.round(after / 1048576),
        pauseMs: Date.now() - began,
      },
      'memory released after a busy period',
    );
    return true;
  };

  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  return {
    noteRequest: () => {
      requests += 1;
    },
    check,
    stop: () => clearInterval(timer),
  };
}
