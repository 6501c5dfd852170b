import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 7_320_001;

/** Applies every migrations/NNN_name.sql not yet applied, in name order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  await db.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
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
    await db.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
  }
}
