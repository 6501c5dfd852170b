/** A counter of login attempts under one key, and how long until its window ends. */
export interface AttemptCount {
  count: number;
  /** Seconds until the counter's window ends and it starts again from zero. */
  ttlSeconds: number;
}

/**
 * Where login attempts are counted: fixed windows that start with a key's first attempt.
 * In memory for one process; Redis when several gateway replicas must share the counts.
 */
export interface AttemptStore {
  /** Adds one attempt under key, starting a window of windowSeconds when none is open. */
  hit(key: string, windowSeconds: number): Promise<AttemptCount>;
  /** Takes one attempt back (it was not a failure); never below zero, never opens a window. */
  undo(key: string): Promise<void>;
  /** Forgets the key (a successful sign-in clears its login name). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
