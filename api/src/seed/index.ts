import type { ApiConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { Random } from './random.js';
import type { SeedContext } from './context.js';
import { seedCatalogueBasics } from './catalogue-basics.js';
import { seedCatalogue } from './catalogue.js';
import { seedMedia } from './media.js';
import { seedOperations } from './operations.js';

/** Area seeders in dependency order: later ones use ids of earlier ones through ctx.ids. */
const seeders: ((ctx: SeedContext) => Promise<void>)[] = [
  seedCatalogueBasics,
  seedCatalogue,
  seedMedia,
  seedOperations,
];

export interface SeedOptions {
  scale?: number;
  /** Defaults to the current date; tests fix it for stable figures. */
  today?: Date;
}

/** Seeds the demo data set once: does nothing when any season already exists. Returns whether it seeded. */
export async function seedIfEmpty(
  db: Db,
  _config: Pick<ApiConfig, 'seedScale'>,
  options: SeedOptions = {},
): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM seasons');
  if ((row?.n ?? 0) > 0) return false;
  const today = options.today ?? new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  await db.transaction(async (tx) => {
    const ctx: SeedContext = {
      db: tx,
      rng: new Random(20261121),
      scale: options.scale ?? _config.seedScale,
      today,
      ids: {},
    };
    for (const seed of seeders) await seed(ctx);
  });
  return true;
}
