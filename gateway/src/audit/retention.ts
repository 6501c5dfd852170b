import type { Logger } from 'pino';
import type { Store } from '../store/store.js';

/** Events deleted per statement: short statements, so requests' writes never wait long. */
export const PRUNE_BATCH = 5_000;
const EVERY_MS = 60 * 60_000;
const FIRST_AFTER_MS = 60_000;

/**
 * Deletes the events older than `days` in batches of {@link PRUNE_BATCH} (oldest first, through
 * the `at` index), yielding to the event loop between batches. Answers how many it deleted.
 */
export async function pruneAuditEvents(store: Store, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await store.query<{ id: string }>(
      `DELETE FROM audit_events WHERE id IN (
         SELECT id FROM audit_events WHERE at < now() - make_interval(days => $1)
         ORDER BY at LIMIT $2)
       RETURNING id::text AS id`,
      [days, PRUNE_BATCH],
    );
    deleted += rows.length;
    if (rows.length < PRUNE_BATCH) return deleted;
    await new Promise((next) => setImmediate(next));
  }
}

/**
 * Prunes on a timer (a minute after start, then hourly), off the request path; a store not opened
 * yet (a gateway that only reads) is left closed. Answers a function that stops the timer.
 */
export function startRetention(store: Store, days: number, log: Logger): () => void {
  let running = false;
  const run = () => {
    if (running || !store.openingOrOpen) return;
    running = true;
    pruneAuditEvents(store, days)
      .then((n) => {
        if (n > 0) log.info({ deleted: n, days }, 'audit events pruned');
      })
      .catch((error: unknown) => {
        log.warn({ err: { message: String(error) } }, 'audit retention failed; tried again later');
      })
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, FIRST_AFTER_MS);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
