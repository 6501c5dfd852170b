import { seedDemoCoupons } from '../coupons/seed.js';
import { seedGallery } from '../gallery/seed.js';
import { seedNews } from '../news/seed.js';
import type { SeedContext } from './context.js';

export { seedCoupons } from '../coupons/seed.js';

/** Gallery images and covers, coupons, news categories and topics, with their demo image files. */
export async function seedMedia(ctx: SeedContext): Promise<void> {
  await seedGallery(ctx);
  await seedDemoCoupons(ctx);
  await seedNews(ctx);
}
