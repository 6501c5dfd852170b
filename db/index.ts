// The one database layer of the api and the gateway's own store: PGlite (embedded PostgreSQL,
// in a folder or in memory) or a PostgreSQL server, behind one small interface, with SQL
// migrations. One file run as it is (Node's type stripping runs the compiled gateway's import of
// it), so it uses only erasable TypeScript: no parameter properties, no enums.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import createSubscriber from 'pg-listen';

/** The one database interface every query goes through: PGlite and PostgreSQL speak the same SQL. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements (migrations). No parameters. */
  exec(sql: string): Promise<void>;
  /** Runs fn inside one transaction; throws roll it back. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  /**
   * Calls onMessage with the payload of each `pg_notify(channel, …)` that any connection to this
   * database commits (every replica of a PostgreSQL one; this process of an embedded one).
   * Resolves, once listening, to a function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

type Lite = Pick<PGlite, 'query' | 'exec'> &
  Partial<Pick<PGlite, 'transaction' | 'close' | 'listen'>>;

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private readonly pg: Lite;
  constructor(pg: Lite) {
    this.pg = pg;
  }

  async query<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.pg.query<T>(sql, params);
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
    if (!this.pg.transaction) return fn(this);
    return this.pg.transaction((tx) => fn(new PgliteDb(tx)));
  }

  async listen(channel: string, onMessage: (payload: string) => void) {
    if (!this.pg.listen) throw new Error('a transaction cannot listen');
    const stop = await this.pg.listen(channel, onMessage);
    return () => stop();
  }

  async close(): Promise<void> {
    await this.pg.close?.();
  }

  /** The whole data directory as a tar (PGlite's dumpDataDir), to open copies of it. */
  async dump(): Promise<Blob> {
    const lite = this.pg as Partial<Pick<PGlite, 'dumpDataDir'>>;
    if (!lite.dumpDataDir) throw new Error('a transaction cannot dump its database');
    return lite.dumpDataDir('none');
  }
}

/** A PGlite database's data directory as a tar; refused for PostgreSQL. */
export function dumpDb(db: Db): Promise<Blob> {
  if (!(db instanceof PgliteDb))
    throw new Error('only an embedded (PGlite) database can be dumped');
  return db.dump();
}

class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly client: pg.Pool | pg.PoolClient;
  private readonly pool: pg.Pool | undefined;
  private readonly url: string | undefined;
  constructor(client: pg.Pool | pg.PoolClient, pool?: pg.Pool, url?: string) {
    this.client = client;
    this.pool = pool;
    this.url = url;
  }

  async query<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.client.query(sql, params);
    return result.rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }

  async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
    if (!this.pool) return fn(this);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(new PostgresDb(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * LISTEN on a connection of its own (pg-listen), which reconnects for as long as it takes: a
   * lost connection is said once per loss, and notifications sent meanwhile are missed (callers
   * keep a short cache expiry as the backstop).
   */
  async listen(channel: string, onMessage: (payload: string) => void) {
    if (!this.url) throw new Error('a transaction cannot listen');
    const subscriber = createSubscriber(
      { connectionString: this.url },
      { parse: (payload: string) => payload, retryTimeout: 0, retryInterval: 1000 },
    );
    subscriber.events.on('error', (error) => {
      console.warn(`database: listening on ${channel} failed (${error.message})`);
    });
    subscriber.notifications.on(channel, (payload: string) => onMessage(payload));
    await subscriber.connect();
    await subscriber.listenTo(channel);
    return () => subscriber.close();
  }

  async close(): Promise<void> {
    await this.pool?.end();
  }
}

// Dates and timestamps come back as strings from both engines, so callers format them once.
pg.types.setTypeParser(1082, (v) => v); // date
pg.types.setTypeParser(1114, (v) => v); // timestamp
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString()); // timestamptz
pg.types.setTypeParser(20, (v) => Number(v)); // bigint (count(*))

export interface OpenDbOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from this dump of a data directory (dumpDb) instead of an empty database. */
  loadDataDir?: Blob | undefined;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, DROP DATABASE … FORCE) emits
    // 'error' on the pool; without a listener that would end the process. The next query reconnects.
    pool.on('error', (error) => {
      console.warn(`database: idle connection lost (${error.message})`);
    });
    await pool.query('SELECT 1');
    return new PostgresDb(pool, pool, options.databaseUrl);
  }
  const parsers = {
    1082: (v: string) => v,
    1114: (v: string) => v,
    1184: (v: string) => new Date(v).toISOString(),
    20: (v: string) => Number(v),
  };
  const liteOptions = {
    parsers,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  const lite = options.dataDir ? new PGlite(options.dataDir, liteOptions) : new PGlite(liteOptions);
  await lite.waitReady;
  return new PgliteDb(lite);
}

/**
 * Applies every `NNN_name.sql` of `folder` not yet applied, in name order, each in its own
 * transaction, under an advisory lock (`lockKey`, one per database user of this layer) so that
 * replicas starting together apply each once. Returns the names applied now.
 */
export async function migrate(db: Db, folder: string, lockKey: number): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  await db.query('SELECT pg_advisory_lock($1)', [lockKey]);
  try {
    const done = new Set(
      (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(join(folder, file), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      });
      applied.push(file);
    }
    return applied;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [lockKey]);
  }
}
