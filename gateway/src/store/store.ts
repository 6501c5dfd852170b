import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDb, type Db } from '@dogstay/db';
import { ErrorCode, gatewayError } from '../rest/errors.js';

/**
 * The gateway's own store (idempotency keys now; deleted records, the audit trail and tool keys
 * build on it): PostgreSQL when GATEWAY_DATABASE_URL is set (replicas share it), else embedded
 * PGlite in DATA_DIR/gateway-store, or in memory for tests. The same database layer as the api's
 * (@dogstay/db); its SQL migrations (./migrations) run when it opens.
 */
export type StoreLocation =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } | { kind: 'memory' };

// The migrations stay beside this file's source: ../../src/store/migrations is this folder both
// from src/store (tsx, tests) and from dist/store (the compiled gateway).
const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../src/store/migrations');
/** The store's advisory lock for migrations (the api's is 7 320 001). */
const LOCK_KEY = 7_320_002;

/**
 * The store, opened on first use: a gateway that only reads never pays for it. An embedded PGlite
 * costs about 2 s and 240 MB of memory to open (20 s and 700 MB the first time, when it creates
 * its database), so the default `npm start` opens it at start (main.ts, `ready()`), and tests
 * open it only when they write. A failed open is tried again on the next use.
 */
export class Store implements Db {
  readonly kind: Db['kind'];
  private opening: Promise<Db> | undefined;
  private open = false;

  constructor(private readonly location: StoreLocation) {
    this.kind = location.kind === 'postgres' ? 'postgres' : 'pglite';
  }

  /** Whether opening has begun, or is done (a timer's work waits for a use to open it). */
  get openingOrOpen(): boolean {
    return this.opening !== undefined;
  }

  /** Whether the store has opened and run its migrations (/readyz waits for it). */
  get isOpen(): boolean {
    return this.open;
  }

  /** Opens the store and runs its migrations, if not done yet. */
  ready(): Promise<Db> {
    if (this.opening) return this.opening;
    // Settles only its own attempt: a close() meanwhile, or a later attempt, is left alone.
    const opening: Promise<Db> = openStore(this.location).then(
      (db) => {
        if (this.opening === opening) this.open = true;
        return db;
      },
      (error: unknown) => {
        if (this.opening === opening) this.opening = undefined;
        throw error;
      },
    );
    this.opening = opening;
    return opening;
  }

  async query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]) {
    return (await this.ready()).query<T>(sql, params);
  }

  async exec(sql: string): Promise<void> {
    return (await this.ready()).exec(sql);
  }

  async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
    return (await this.ready()).transaction(fn);
  }

  async listen(channel: string, onMessage: (payload: string) => void) {
    return (await this.ready()).listen(channel, onMessage);
  }

  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = undefined;
    this.open = false;
    // A shared in-memory store outlives the gateways of one test process.
    if (opening && this.location.kind !== 'memory') await (await opening).close();
  }
}

/** One in-memory store per process: creating a PGlite database takes seconds, reusing it none. */
let memory: Promise<Db> | undefined;

async function openStore(location: StoreLocation): Promise<Db> {
  if (location.kind === 'memory') {
    memory ??= migrated(await openDb({}));
    return memory;
  }
  // Only the gateway's own user may read its folder (idempotent answers, later the audit trail).
  if (location.kind === 'pglite') mkdirSync(location.dir, { recursive: true, mode: 0o700 });
  return migrated(
    await openDb(
      location.kind === 'postgres' ? { databaseUrl: location.url } : { dataDir: location.dir },
    ),
  );
}

async function migrated(db: Db): Promise<Db> {
  try {
    await migrate(db, MIGRATIONS, LOCK_KEY);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Work on the gateway's store for a request: any failure of the store is STORE_UNAVAILABLE, a
 * refusal that changes nothing (the callers use it before their REST write).
 */
export async function storeWork<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw gatewayError(
      ErrorCode.UPSTREAM_UNAVAILABLE,
      requestId,
      "The gateway's store is unavailable; nothing was changed. Try again shortly.",
      { reason: 'STORE_UNAVAILABLE' },
    );
  }
}
