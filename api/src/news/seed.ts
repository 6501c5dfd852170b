import { dayOffset, insertMany, type SeedContext } from '../seed/context.js';
import { hoursBefore, seedImageName, seedStoredFiles } from '../storage/seed.js';

const CATEGORIES = ['お知らせ', 'イベント', 'キャンペーン', '施設情報'];

/** [category index, title, short description, Markdown body]. */
const TOPICS: [number, string, string, string][] = [
  [
    0,
    '年末年始の営業について',
    '12月29日から1月3日までの営業時間をご案内します。',
    '## 年末年始の営業時間\n\n- **12月29日〜12月31日**: 10:00〜16:00\n- **1月1日**: 休業\n- **1月2日〜1月3日**: 11:00〜16:00\n\nご予約はお早めにお願いいたします。',
  ],
  [
    1,
    'ワンちゃん運動会を開催します',
    '秋のドッグラン運動会、参加ワンちゃん募集中です。',
    '# ワンちゃん運動会 🐕\n\n今年も **ドッグラン運動会** を開催します！\n\n## 種目\n\n1. かけっこ\n2. おやつ探し\n3. 飼い主さんとの障害物リレー\n\n参加費は *無料* です。詳しくはスタッフまで。',
  ],
  [
    2,
    '春のピクニック早割キャンペーン',
    '3月末までのご予約でピクニックプランが15%オフ。',
    '## 早割キャンペーン\n\n3月31日までにご予約いただくと、ピクニックプランが **15%オフ** になります。\n\n> 他のクーポンとの併用はできません。',
  ],
  [
    3,
    'ドッグランをリニューアルしました',
    '小型犬エリアに新しい芝生と日よけを設置しました。',
    '## リニューアルのポイント\n\n- 小型犬エリアの芝生を張り替えました\n- 日よけテントを **3か所** 追加\n- 給水スポットを増設\n\nぜひ遊びにいらしてください。',
  ],
  [
    0,
    'ご予約システムメンテナンスのお知らせ',
    '11月30日深夜にシステムメンテナンスを行います。',
    '### メンテナンス日時\n\n11月30日 2:00〜5:00\n\nこの間はオンライン予約をご利用いただけません。ご不便をおかけしますが、ご理解をお願いいたします。',
  ],
  [
    1,
    'BBQ料理教室のご案内',
    'シェフ直伝のBBQレシピを学べる教室を開催します。',
    '# BBQ料理教室\n\nワンちゃんも食べられる **無塩のお肉レシピ** もご紹介します。\n\n- 定員: 10組\n- 持ち物: エプロン\n\n[ご予約はこちら](https://example.com/bbq)',
  ],
  [
    2,
    '夏休みファミリーキャンペーン',
    'お子さま連れのご家族にドリンクをプレゼント。',
    '## 夏休み限定\n\nお子さま連れのご家族に **ソフトドリンク** をプレゼントします。\n\n期間: 7月20日〜8月31日',
  ],
  [
    3,
    '大型犬向けコテージがオープン',
    '大型犬とゆったり過ごせるコテージが完成しました。',
    '## 新コテージのご紹介\n\n| 設備 | 内容 |\n| --- | --- |\n| 広さ | 60㎡ |\n| ドッグラン | 専用 |\n| 定員 | 4名・犬3頭 |\n\n大型犬のご家族にぴったりです。',
  ],
  [
    0,
    '狂犬病予防接種証明書のご提示について',
    'ご来場時に予防接種の証明書をご提示ください。',
    '## ご来場のお願い\n\nすべてのワンちゃんについて、**狂犬病予防接種** と **混合ワクチン** の証明書をご提示ください。\n\n- 写真やコピーでも構いません\n- 1年以内の接種が対象です',
  ],
  [
    1,
    '紅葉ライトアップ・ナイトピクニック',
    '11月の週末限定で夜のピクニックを楽しめます。',
    '# 紅葉ライトアップ\n\n11月の **金・土・日** はライトアップを実施します。\n\n夜のピクニックでは *ランタン* を無料で貸し出します。',
  ],
];

/** 4 news categories and 10 news topics with Markdown bodies and demo images. */
export async function seedNews(ctx: SeedContext): Promise<void> {
  const categories = CATEGORIES.map((title, i) => {
    const at = hoursBefore(ctx, 24 * 60 + i);
    return [ctx.rng.id(), title, at, at];
  });
  await insertMany(
    ctx.db,
    'news_categories',
    ['id', 'title', 'created_at', 'updated_at'],
    categories,
  );

  const images: string[] = [];
  const topics = TOPICS.map(([category, title, short, body], i) => {
    const n = String(i + 1).padStart(2, '0');
    const cover = seedImageName(`news-${n}-cover`);
    const thumb = seedImageName(`news-${n}-thumb`);
    images.push(cover, thumb);
    const at = hoursBefore(ctx, i * 24 * 5 + 1);
    const date = dayOffset(ctx, -(i * 5 + ctx.rng.int(0, 3)));
    return [ctx.rng.id(), title, cover, thumb, short, body, categories[category]![0], date, at, at];
  });
  await seedStoredFiles(ctx.db, images);
  await insertMany(
    ctx.db,
    'news_topics',
    [
      'id',
      'title',
      'cover_img',
      'thumb_img',
      'short_description',
      'long_description',
      'category_id',
      'date',
      'created_at',
      'updated_at',
    ],
    topics,
  );
  ctx.ids.newsCategories = categories.map((c) => c[0] as string);
  ctx.ids.newsTopics = topics.map((t) => t[0] as string);
}
