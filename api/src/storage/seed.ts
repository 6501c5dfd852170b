import type { Db } from '../db/db.js';
import { insertMany, type SeedContext } from '../seed/context.js';
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
