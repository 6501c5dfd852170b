import type { Db } from '../db/db.js';
import type { SeedContext } from '../seed/context.js';
import { insertMany } from '../seed/context.js';
import { Random } from '../seed/random.js';
import { hoursBefore, seedImageName, seedStoredFiles } from '../storage/seed.js';

const COLUMNS = [
  'id',
  'title',
  'description',
  'discount_amount',
  'discount_percentage',
  'discount_type',
  'status',
  'image',
  'created_at',
  'updated_at',
];

/** [title, description, type, amount in yen or percent]. */
const COUPONS: [string, string, 1 | 2, number][] = [
  ['初回ご利用割引', '初めてのご予約に使える割引クーポンです。', 1, 1000],
  ['ワンちゃん同伴割', 'ワンちゃんとご一緒のご予約が対象です。', 2, 10],
  ['平日限定ピクニック割', '月曜日から木曜日のピクニックプランに。', 2, 15],
  ['BBQプラン500円引き', 'BBQプランのご予約で500円割引。', 1, 500],
  ['グランピング早割', '30日前までのご予約で適用されます。', 2, 20],
  ['リピーター感謝クーポン', '2回目以降のご利用に感謝を込めて。', 1, 1500],
  ['誕生日月クーポン', 'ワンちゃんのお誕生日月にどうぞ。', 2, 10],
  ['大型犬歓迎キャンペーン', '大型犬とご一緒のご予約で割引。', 1, 800],
  ['多頭飼いファミリー割', '2頭以上のワンちゃんとのご来場に。', 2, 12],
  ['雨の日応援クーポン', '雨天のご来場で使えるクーポンです。', 1, 300],
  ['春の桜ピクニック割', '桜シーズン限定の割引です。', 2, 8],
  ['夏休みファミリー割', 'お子さま連れのご家族におすすめ。', 1, 1200],
  ['紅葉シーズン特典', '秋の行楽シーズン限定クーポン。', 2, 5],
  ['年末年始おでかけ割', '年末年始のご予約が対象です。', 1, 2000],
  ['ドッグラン利用者限定', 'ドッグラン利用者のみ使えます。', 1, 400],
  ['コテージ連泊割', '2泊以上のご宿泊で割引。', 2, 18],
  ['SNS投稿キャンペーン', 'SNSへのご投稿でプレゼント。', 1, 700],
  ['お友だち紹介クーポン', 'ご紹介いただいた方とお友だちに。', 1, 1000],
  ['シニア犬やさしい割', '10歳以上のワンちゃんとご一緒に。', 2, 10],
  ['閉園前ナイトピクニック割', '夕方以降のご利用に。', 2, 25],
];

/** 20 demo coupons with Japanese titles; every fourth one has an image, a few are inactive. */
export async function seedDemoCoupons(ctx: SeedContext): Promise<void> {
  const images: string[] = [];
  const rows = COUPONS.map(([title, description, type, value], i) => {
    const image = i % 4 === 0 ? seedImageName(`coupon-${String(i + 1).padStart(2, '0')}`) : '';
    if (image) images.push(image);
    const at = hoursBefore(ctx, i + 1);
    const status = ctx.rng.chance(0.2) ? 2 : 1;
    return [
      ctx.rng.id(),
      title,
      description,
      type === 1 ? value : 0,
      type === 2 ? value : 0,
      type,
      status,
      image,
      at,
      at,
    ];
  });
  await seedStoredFiles(ctx.db, images);
  await insertMany(ctx.db, 'coupons', COLUMNS, rows);
  ctx.ids.coupons = rows.map((r) => r[0] as string);
}

const BULK_PREFIX = '一括クーポン';

/**
 * Bulk-inserts `count` coupons (benchmarks: e.g. 10 000 for the coupon list's pageSize=10000).
 * Deterministic; calling it again appends more with new numbers. Returns how many now exist.
 */
export async function seedCoupons(db: Db, count: number): Promise<number> {
  const [existing] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM coupons WHERE title LIKE $1`,
    [`${BULK_PREFIX} %`],
  );
  const offset = existing?.n ?? 0;
  const rng = new Random(7_310_000 + offset);
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: count }, (_, k) => {
    const n = offset + k + 1;
    const type = rng.chance(0.5) ? 1 : 2;
    const at = new Date(base + n * 60_000).toISOString();
    return [
      rng.id(),
      `${BULK_PREFIX} ${String(n).padStart(5, '0')}`,
      `ベンチマーク用のクーポン ${n} 件目です。`,
      type === 1 ? rng.int(1, 50) * 100 : 0,
      type === 2 ? rng.int(1, 50) : 0,
      type,
      rng.chance(0.9) ? 1 : 2,
      '',
      at,
      at,
    ];
  });
  await insertMany(db, 'coupons', COLUMNS, rows);
  return offset + count;
}
