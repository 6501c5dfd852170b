import type { AttemptCount, AttemptStore } from './attempt-store.js';

interface Entry {
  count: number;
  expiresAt: number;
}

/** Above this many keys, expired ones are swept; above MAX_KEYS the oldest windows go first. */
const SWEEP_ABOVE = 10_000;
const MAX_KEYS = 100_000;

/** Attempt counts of one process: the default, right for a single gateway. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    if (this.entries.size <= SWEEP_ABOVE) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Map order is insertion order: the oldest windows are dropped first.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS) break;
      this.entries.delete(key);
    }
  }

  async hit(key: string, windowSeconds: number): Promise<AttemptCount> {
    let entry = this.live(key);
    if (!entry) {
      this.sweep();
      entry = { count: 0, expiresAt: this.now() + windowSeconds * 1000 };
      this.entries.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, ttlSeconds: Math.ceil((entry.expiresAt - this.now()) / 1000) };
  }

  async undo(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count--;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
