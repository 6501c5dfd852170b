import type { Db } from '../db/db.js';
import type { Random } from './random.js';

/** What seeders share: the database, the deterministic random source and the ids made so far. */
export interface SeedContext {
  db: Db;
  rng: Random;
  /** Multiplier for bookings (benchmarks). */
  scale: number;
  /** "Today" for the seed: dates are laid out around it. */
  today: Date;
  ids: Record<string, string[]>;
}

/** YYYY-MM-DD of today plus n days (UTC). */
export function dayOffset(ctx: SeedContext, days: number): string {
  const d = new Date(ctx.today.getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Inserts many rows in chunks with one multi-row INSERT per chunk. */
export async function insertMany(
  db: Db,
  table: string,
  columns: string[],
  rows: unknown[][],
  chunk = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const values = slice.map(
      (row) =>
        `(${row
          .map((v) => {
            params.push(v);
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
      params,
    );
  }
}
