import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDb, type Db } from '@dogstay/db';

/**
 * The gateway's own store (idempotency keys now; deleted records, the audit trail and tool keys
 * build on it): PostgreSQL when GATEWAY_DATABASE_URL is set (replicas share it), else embedded
 * PGlite in DATA_DIR/gateway-store, or in memory for tests. The same database layer as the api's
 * (@dogstay/db); its SQL migrations (./migrations) run on start.
 */
export type StoreLocation =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string } | { kind: 'memory' };

// The migrations stay beside this file's source: ../../src/store/migrations is this folder both
// from src/store (tsx, tests) and from dist/store (the compiled gateway).
const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../src/store/migrations');
/** The store's advisory lock for migrations (the api's is 7 320 001). */
const LOCK_KEY = 7_320_002;

export async function openStore(location: StoreLocation): Promise<Db> {
  // Only the gateway's own user may read its folder (idempotent answers, later the audit trail).
  if (location.kind === 'pglite') mkdirSync(location.dir, { recursive: true, mode: 0o700 });
  const db = await openDb(
    location.kind === 'postgres'
      ? { databaseUrl: location.url }
      : { dataDir: location.kind === 'pglite' ? location.dir : undefined },
  );
  try {
    await migrate(db, MIGRATIONS, LOCK_KEY);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
