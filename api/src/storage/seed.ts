import type { Db } from '../db/db.js';
import { insertMany, type SeedContext } from '../seed/context.js';
import { isValidStoredName } from './names.js';
import { placeholderPng, SEED_PREFIX } from './placeholder.js';

/** "gallery-01" → "seed/gallery-01.png": the name of a demo image. */
export const seedImageName = (base: string) => `${SEED_PREFIX}${base}.png`;

/**
 * Registers demo images as stored files. Their bytes are the generated placeholders, written
 * under DATA_DIR/files/seed/ the first time each is requested, so the seeder needs no config.
 */
export async function seedStoredFiles(db: Db, names: string[]): Promise<void> {
  const rows = [...new Set(names)].map((name) => [name, 'image/png', placeholderPng(name).length]);
  await insertMany(db, 'stored_files', ['name', 'content_type', 'size'], rows);
}

/** Demo timestamps an hour apart before the seed's "today", so lists have a stable, natural order. */
export const hoursBefore = (ctx: SeedContext, hours: number) =>
  new Date(ctx.today.getTime() - hours * 3_600_000).toISOString();

/**
 * Registers the demo photos packages and add-ons show (seed/…; the package seed names them without
 * registering them, and databases seeded before issue 34 lack their rows), so that only registered
 * demo names get a placeholder. Idempotent: run at every start. Only names not yet registered are
 * rendered (for their size): rendering all 40-odd placeholders took about 0.13 s of each start's
 * 1.7 s of CPU, and every end-to-end file starts a product.
 */
export async function registerPackageSeedImages(db: Db): Promise<void> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM (
       SELECT f->>'fileName' AS name FROM packages, jsonb_array_elements(files) AS f
         WHERE f->>'fileName' LIKE 'seed/%'
       UNION
       SELECT substr(image, length('/api/v1/files/') + 1) FROM package_add_ons
         WHERE image LIKE '/api/v1/files/seed/%'
     ) AS named
     WHERE NOT EXISTS (SELECT 1 FROM stored_files s WHERE s.name = named.name)`,
  );
  const names = rows.map((r) => r.name).filter((name) => isValidStoredName(name));
  if (names.length === 0) return;
  await db.query(
    `INSERT INTO stored_files (name, content_type, size)
     SELECT name, 'image/png', size FROM unnest($1::text[], $2::int[]) AS t(name, size)
     ON CONFLICT (name) DO NOTHING`,
    [names, names.map((name) => placeholderPng(name).length)],
  );
}
