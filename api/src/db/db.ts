import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** The one database interface every query goes through: PGlite and PostgreSQL speak the same SQL. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements (migrations). No parameters. */
  exec(sql: string): Promise<void>;
  /** Runs fn inside one transaction; throws roll it back. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  constructor(
    private readonly pg: Pick<PGlite, 'query' | 'exec'> &
      Partial<Pick<PGlite, 'transaction' | 'close'>>,
  ) {}

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
  constructor(
    private readonly client: pg.Pool | pg.PoolClient,
    private readonly pool?: pg.Pool,
  ) {}

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

  async close(): Promise<void> {
    await this.pool?.end();
  }
}

// Dates and timestamps come back as strings from both engines, so the api formats them once.
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
    return new PostgresDb(pool, pool);
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
