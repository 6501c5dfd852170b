import { insertMany, dayOffset, type SeedContext } from './context.js';

/** Seasons with time slots, dog categories and package categories. */
export async function seedCatalogueBasics(ctx: SeedContext): Promise<void> {
  const slots = (pairs: [string, string][]) =>
    JSON.stringify(pairs.map(([startTime, endTime]) => ({ id: ctx.rng.id(), startTime, endTime })));
  const seasons: [string, string, number, string, string, string][] = [
    [
      ctx.rng.id(),
      '通常シーズン',
      1,
      dayOffset(ctx, -120),
      dayOffset(ctx, 60),
      slots([
        ['10:00', '13:00'],
        ['14:00', '17:00'],
      ]),
    ],
    [
      ctx.rng.id(),
      '冬季シーズン',
      1,
      dayOffset(ctx, 61),
      dayOffset(ctx, 150),
      slots([['11:00', '14:00']]),
    ],
    [
      ctx.rng.id(),
      '春の桜シーズン',
      1,
      dayOffset(ctx, 151),
      dayOffset(ctx, 210),
      slots([
        ['09:00', '12:00'],
        ['13:00', '16:00'],
        ['16:30', '19:00'],
      ]),
    ],
    [
      ctx.rng.id(),
      'ゴールデンウィーク',
      1,
      dayOffset(ctx, 211),
      dayOffset(ctx, 220),
      slots([
        ['09:00', '12:00'],
        ['13:00', '17:00'],
      ]),
    ],
    [
      ctx.rng.id(),
      '夏休みシーズン',
      2,
      dayOffset(ctx, 221),
      dayOffset(ctx, 280),
      slots([
        ['08:00', '11:00'],
        ['15:00', '19:00'],
      ]),
    ],
  ];
  await insertMany(
    ctx.db,
    'seasons',
    ['id', 'title', 'is_active', 'start_date', 'end_date', 'time_slots'],
    seasons,
  );
  ctx.ids.seasons = seasons.map((s) => s[0]);

  const dogCategories = ['小型犬OK', '中型犬OK', '大型犬OK', '多頭飼いOK', 'ドッグラン付き'].map(
    (title) => [ctx.rng.id(), title, 1],
  );
  await insertMany(ctx.db, 'room_categories', ['id', 'title', 'is_active'], dogCategories);
  ctx.ids.roomCategories = dogCategories.map((c) => c[0] as string);

  const packageCategories = ['ピクニック', 'BBQ', 'グランピング', 'デイキャンプ', '宿泊プラン'].map(
    (title) => [ctx.rng.id(), title, 1],
  );
  await insertMany(ctx.db, 'package_categories', ['id', 'title', 'is_active'], packageCategories);
  ctx.ids.packageCategories = packageCategories.map((c) => c[0] as string);
}
