import { describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedIfEmpty } from '../seed/index.js';
import { SEED_TODAY } from '../test-support/api.js';
import { placeholderPng } from './placeholder.js';
import { registerPackageSeedImages } from './seed.js';

const TABLES = {
  gallery_images: 'id, title, file_name, featured, created_at',
  gallery_covers: 'id, title, cover_img, created_at',
  coupons:
    'id, title, discount_amount, discount_percentage, discount_type, status, image, created_at',
  news_categories: 'id, title, created_at',
  news_topics: 'id, title, cover_img, thumb_img, long_description, category_id, date, created_at',
  stored_files: 'name, content_type, size',
};

async function seededMedia(): Promise<{ db: Db; snapshot: Record<string, unknown[]> }> {
  const db = await openDb({});
  await migrate(db);
  await seedIfEmpty(db, { seedScale: 1 }, { today: SEED_TODAY });
  const snapshot: Record<string, unknown[]> = {};
  for (const [table, columns] of Object.entries(TABLES)) {
    snapshot[table] = await db.query(`SELECT ${columns} FROM ${table} ORDER BY 1`);
  }
  return { db, snapshot };
}

const packageImages = (db: Db) =>
  db.query<{ name: string; size: number }>(
    `SELECT s.name, s.size FROM stored_files s
       WHERE s.name IN (SELECT f->>'fileName' FROM packages, jsonb_array_elements(files) AS f)
       ORDER BY 1`,
  );

/**
 * The start's registration of the packages' demo photos (api/src/start.ts): each gets its
 * placeholder's size; a name missing again (a database seeded before its row existed) is added
 * back, and the others are left as they are.
 */
async function registersPackageImagesOnce(db: Db): Promise<void> {
  await registerPackageSeedImages(db);
  const registered = await packageImages(db);
  expect(registered.length).toBeGreaterThan(0);
  for (const { name, size } of registered) expect(size, name).toBe(placeholderPng(name).length);
  const [gone] = registered;
  await db.query('DELETE FROM stored_files WHERE name = $1', [gone!.name]);
  await registerPackageSeedImages(db);
  expect(await packageImages(db)).toEqual(registered);
}

describe('media seed', () => {
  // Two databases migrated and seeded from nothing (the point: the seed is deterministic), about
  // 10 s each on the loaded 2-core machine, so more than the project's 20 s per test.
  it('is deterministic, of the announced size, and registers every demo image as a stored file', async () => {
    const a = await seededMedia();
    const b = await seededMedia();
    try {
      expect(a.snapshot).toEqual(b.snapshot);
      expect(a.snapshot.gallery_images).toHaveLength(15);
      expect(a.snapshot.gallery_covers).toHaveLength(4);
      expect(a.snapshot.coupons).toHaveLength(20);
      expect(a.snapshot.news_categories).toHaveLength(4);
      expect(a.snapshot.news_topics).toHaveLength(10);
      const featured = (a.snapshot.gallery_images as { featured: number }[]).filter(
        (r) => r.featured === 1,
      );
      expect(featured.length).toBeGreaterThanOrEqual(3);
      expect(featured.length).toBeLessThan(15);
      const stored = new Map(
        (a.snapshot.stored_files as { name: string; size: number }[]).map((r) => [r.name, r.size]),
      );
      const used = [
        ...(a.snapshot.gallery_images as { file_name: string }[]).map((r) => r.file_name),
        ...(a.snapshot.gallery_covers as { cover_img: string }[]).map((r) => r.cover_img),
        ...(a.snapshot.coupons as { image: string }[]).map((r) => r.image).filter(Boolean),
        ...(a.snapshot.news_topics as { cover_img: string; thumb_img: string }[]).flatMap((r) => [
          r.cover_img,
          r.thumb_img,
        ]),
      ];
      for (const name of used) {
        expect(name).toMatch(/^seed\/[a-z0-9-]+\.png$/);
        expect(stored.get(name), name).toBe(placeholderPng(name).length);
      }
      await registersPackageImagesOnce(a.db);
    } finally {
      await a.db.close();
      await b.db.close();
    }
  }, 90_000);
});
