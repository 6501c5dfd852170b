import type { SeedContext } from '../seed/context.js';
import { insertMany } from '../seed/context.js';
import { hoursBefore, seedImageName, seedStoredFiles } from '../storage/seed.js';

const IMAGE_TITLES = [
  '芝生広場でくつろぐ柴犬',
  'ドッグランを駆けるゴールデン',
  '木陰のピクニックシート',
  '湖畔のBBQテラス',
  '夕暮れのグランピングテント',
  '朝のお散歩コース',
  'ワンちゃん用ウェルカムセット',
  '手作りドッグケーキ',
  '森のハンモックエリア',
  '大型犬も入れるテラス席',
  '秋の紅葉と記念撮影',
  '焚き火を囲む夜',
  'ピクニックバスケットの中身',
  '小型犬専用ドッグラン',
  'ペットと泊まれるコテージ',
];
const COVER_TITLES = [
  '春のピクニック特集',
  '夏のBBQプラン',
  '秋の紅葉シーズン',
  '冬のコテージ滞在',
];

/** About 15 gallery images (some featured) and 4 cover images, all demo placeholders. */
export async function seedGallery(ctx: SeedContext): Promise<void> {
  const images = IMAGE_TITLES.map((title, i) => {
    const at = hoursBefore(ctx, i + 1);
    const file = seedImageName(`gallery-${String(i + 1).padStart(2, '0')}`);
    return [ctx.rng.id(), title, file, i < 3 || ctx.rng.chance(0.25) ? 1 : 2, at, at];
  });
  const covers = COVER_TITLES.map((title, i) => {
    const at = hoursBefore(ctx, i + 1);
    return [ctx.rng.id(), title, seedImageName(`cover-${String(i + 1).padStart(2, '0')}`), at, at];
  });
  await seedStoredFiles(ctx.db, [
    ...images.map((r) => r[2] as string),
    ...covers.map((r) => r[2] as string),
  ]);
  await insertMany(
    ctx.db,
    'gallery_images',
    ['id', 'title', 'file_name', 'featured', 'created_at', 'updated_at'],
    images,
  );
  await insertMany(
    ctx.db,
    'gallery_covers',
    ['id', 'title', 'cover_img', 'created_at', 'updated_at'],
    covers,
  );
  ctx.ids.galleryImages = images.map((r) => r[0] as string);
  ctx.ids.galleryCovers = covers.map((r) => r[0] as string);
}
