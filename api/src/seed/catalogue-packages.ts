import { packageColumnValues } from '../packages/columns.js';
import type { PackageScalarDraft } from '../packages/schemas.js';
import { insertMany, type SeedContext } from './context.js';

/** Index into the seeded package categories: ピクニック, BBQ, グランピング, デイキャンプ, 宿泊プラン. */
type CategoryIndex = 0 | 1 | 2 | 3 | 4;
const PHOTO_PREFIX: Record<CategoryIndex, string> = {
  0: 'picnic',
  1: 'bbq',
  2: 'glamping',
  3: 'camp',
  4: 'stay',
};

interface SeedPackage {
  title: string;
  helpText: string;
  category: CategoryIndex;
  /** Index into the seeded dog categories: 小型犬OK, 中型犬OK, 大型犬OK, 多頭飼いOK, ドッグラン付き. */
  dogCategory: number;
  price: number;
  weekendPrice: number;
  people: [included: number, max: number];
  children: [included: number, max: number];
  /** 1 big and medium, 2 small, 3 both, 4 combine. */
  dogType: 1 | 2 | 3 | 4;
  /** Inventory per slot for multiple time slots; undefined for a single time slot. */
  inventory?: number;
  active?: boolean;
}

const PACKAGES: SeedPackage[] = [
  {
    title: '芝生ひろばピクニックセット',
    helpText: 'レジャーシートとバスケット付き。ドッグラン横の芝生でのんびり過ごせます。',
    category: 0,
    dogCategory: 4,
    price: 5500,
    weekendPrice: 6600,
    people: [2, 6],
    children: [0, 4],
    dogType: 3,
  },
  {
    title: 'わんこと湖畔ピクニック',
    helpText: '湖を望むテラス席で、愛犬と一緒にランチボックスを楽しめるプランです。',
    category: 0,
    dogCategory: 1,
    price: 6800,
    weekendPrice: 7800,
    people: [2, 5],
    children: [0, 3],
    dogType: 3,
    inventory: 4,
  },
  {
    title: '手ぶらBBQプラン',
    helpText: '食材・機材・炭はすべてご用意。わんこ用のお肉プレートも付いています。',
    category: 1,
    dogCategory: 2,
    price: 8800,
    weekendPrice: 9900,
    people: [2, 8],
    children: [0, 4],
    dogType: 3,
    inventory: 6,
  },
  {
    title: '海鮮BBQ わんこ同伴プラン',
    helpText: '地元漁港直送の海鮮を屋根付きデッキで。雨の日も安心です。',
    category: 1,
    dogCategory: 3,
    price: 12000,
    weekendPrice: 13800,
    people: [2, 8],
    children: [0, 4],
    dogType: 4,
    inventory: 4,
  },
  {
    title: '森のグランピング 1泊2日',
    helpText: '専用ドッグラン付きテントサイト。夕食BBQと朝食付きです。',
    category: 2,
    dogCategory: 4,
    price: 28000,
    weekendPrice: 32000,
    people: [2, 4],
    children: [0, 2],
    dogType: 3,
  },
  {
    title: 'ドームテント グランピング',
    helpText: '星空を眺められるドームテント。小型犬2頭まで一緒に泊まれます。',
    category: 2,
    dogCategory: 0,
    price: 35000,
    weekendPrice: 39000,
    people: [2, 4],
    children: [0, 2],
    dogType: 2,
  },
  {
    title: '焚き火デイキャンプ体験',
    helpText: 'スタッフが焚き火の起こし方から丁寧にご案内します。',
    category: 3,
    dogCategory: 1,
    price: 4400,
    weekendPrice: 5500,
    people: [1, 6],
    children: [0, 4],
    dogType: 3,
    inventory: 5,
  },
  {
    title: '愛犬と星空デイキャンプ',
    helpText: '夕方から夜にかけての特別枠。ホットドリンクとブランケット付き。',
    category: 3,
    dogCategory: 3,
    price: 6000,
    weekendPrice: 7200,
    people: [2, 6],
    children: [0, 3],
    dogType: 4,
    inventory: 3,
  },
  {
    title: 'ドッグラン付きコテージ宿泊',
    helpText: '専用ドッグラン付きのコテージ。キッチン完備で長期滞在にも。',
    category: 4,
    dogCategory: 4,
    price: 22000,
    weekendPrice: 26000,
    people: [2, 6],
    children: [0, 4],
    dogType: 3,
  },
  {
    title: '大型犬歓迎 ログハウス宿泊',
    helpText: '大型犬も一緒に過ごせる広々としたログハウスです。',
    category: 4,
    dogCategory: 2,
    price: 26000,
    weekendPrice: 30000,
    people: [2, 6],
    children: [0, 4],
    dogType: 1,
  },
  {
    title: '桜ピクニック 特別プラン',
    helpText: '桜並木の下で楽しむ季節限定のお花見ピクニックです。',
    category: 0,
    dogCategory: 0,
    price: 7500,
    weekendPrice: 8500,
    people: [2, 6],
    children: [0, 4],
    dogType: 2,
    active: false,
  },
  {
    title: '夏の川遊びBBQ',
    helpText: '川遊びのあとにBBQ。ライフジャケットの貸し出しもあります。',
    category: 1,
    dogCategory: 2,
    price: 9800,
    weekendPrice: 10800,
    people: [2, 8],
    children: [0, 4],
    dogType: 3,
    inventory: 5,
    active: false,
  },
];

const ADD_ONS = [
  {
    title: '炭・着火剤セット',
    price: 1500,
    type: 1,
    minPeople: 1,
    maxPeople: 8,
    description: 'BBQ用の炭と着火剤のセットです。',
  },
  {
    title: 'ドリンク飲み放題',
    price: 1200,
    type: 2,
    minPeople: 2,
    maxPeople: 10,
    description: 'ソフトドリンクとお茶が飲み放題。',
  },
  {
    title: 'わんこ用おやつセット',
    price: 800,
    type: 1,
    minPeople: 1,
    maxPeople: 10,
    description: '無添加のおやつ3種。',
  },
  {
    title: 'レンタルタープ',
    price: 3000,
    type: 1,
    minPeople: 1,
    maxPeople: 8,
    description: '日差しや小雨を防げる大型タープ。',
  },
  {
    title: '焼きマシュマロセット',
    price: 600,
    type: 2,
    minPeople: 1,
    maxPeople: 10,
    description: '串とマシュマロのセット(1名分)。',
  },
  {
    title: '犬用ライフジャケット',
    price: 1000,
    type: 1,
    minPeople: 1,
    maxPeople: 6,
    description: '川遊びや湖畔散歩に。サイズ各種あり。',
  },
] as const;

/** Season multipliers (percent of the base price) for the seeded seasons, by index. */
const SEASON_RATE = [100, 90, 115, 130, 125];

const roundYen = (yen: number) => Math.round(yen / 100) * 100;

function draftOf(ctx: SeedContext, p: SeedPackage, order: number): PackageScalarDraft {
  const photos = ctx.rng.int(1, 3);
  const prefix = PHOTO_PREFIX[p.category];
  const smallDogs = p.dogType !== 1;
  const bigDogs = p.dogType !== 2;
  return {
    title: p.title,
    helpText: p.helpText,
    price: p.price,
    weekendPrice: p.weekendPrice,
    numberOfPeople: p.people[0],
    maxPeople: p.people[1],
    numberOfChildren: p.children[0],
    maxChild: p.children[1],
    peopleExtraPrice: roundYen(p.price * 0.3),
    childrenExtraPrice: roundYen(p.price * 0.15),
    weekendPeopleExtraPrice: roundYen(p.weekendPrice * 0.3),
    weekendChildrenExtraPrice: roundYen(p.weekendPrice * 0.15),
    dogType: p.dogType,
    dogsEnable: 1,
    smallDogsEnable: smallDogs ? 1 : 2,
    bigAndMediumDogsEnable: bigDogs ? 1 : 2,
    maxSmallDogs: smallDogs ? 3 : 0,
    maxBigAndMediumDogs: bigDogs ? 2 : 0,
    numberOfSmallDogs: smallDogs ? 1 : 0,
    numberOfBigAndMediumDogs: bigDogs ? 1 : 0,
    numberOfDogs: p.dogType === 4 ? 1 : 0,
    maxDogs: p.dogType === 4 ? 4 : 0,
    noOfDogs: 1,
    maxNoOfDogs: 4,
    dogExtraPrice: 1000,
    smallDogExtraPrice: 1000,
    bigAndMediumDogExtraPrice: 1500,
    weekendSmallDogExtraPrice: 1200,
    weekendBigAndMediumDogExtraPrice: 1800,
    dogsExtraPrice: p.dogType === 4 ? 1200 : 0,
    dogsWeekendPrice: p.dogType === 4 ? 1500 : 0,
    timeSlot: p.inventory ? 2 : 1,
    inventory: p.inventory ?? 0,
    roomCategory: ctx.ids.roomCategories![p.dogCategory]!,
    category: ctx.ids.packageCategories![p.category]!,
    orderBy: (order + 1) * 10,
    isActive: p.active === false ? 2 : 1,
    file: Array.from({ length: photos }, (_, i) => {
      const fileName = `seed/${prefix}-${((order + i) % 4) + 1}.jpg`;
      return { fileName, photo: `/api/v1/files/${fileName}` };
    }),
  };
}

/** Picks `count` distinct items, in a deterministic order. */
function pickDistinct<T>(ctx: SeedContext, items: readonly T[], count: number): T[] {
  const pool = [...items];
  return Array.from(
    { length: Math.min(count, pool.length) },
    () => pool.splice(ctx.rng.int(0, pool.length - 1), 1)[0]!,
  );
}

/** About 12 packages with 1-3 season prices and 0-3 add-ons each; ids go to ctx.ids.packages. */
export async function seedPackages(ctx: SeedContext): Promise<void> {
  const seasonIds = ctx.ids.seasons!;
  const activeSeasons = [0, 1, 2, 3];
  ctx.ids.packages = [];
  for (const [order, p] of PACKAGES.entries()) {
    const id = ctx.rng.id();
    const values = packageColumnValues(draftOf(ctx, p, order));
    await insertMany(
      ctx.db,
      'packages',
      ['id', ...Object.keys(values)],
      [[id, ...Object.values(values)]],
    );
    ctx.ids.packages.push(id);

    // The regular season (index 0) always, so the coming weeks have prices; then 0-2 more.
    const seasons = [0, ...pickDistinct(ctx, activeSeasons.slice(1), ctx.rng.int(0, 2))];
    await insertMany(
      ctx.db,
      'package_season_prices',
      [
        'id',
        'package_id',
        'season_id',
        'week_day_price',
        'week_end_price',
        'dog_extra_price',
        'people_extra_price',
        'children_extra_price',
        'position',
      ],
      seasons.map((s, position) => {
        const rate = SEASON_RATE[s]! / 100;
        return [
          ctx.rng.id(),
          id,
          seasonIds[s]!,
          roundYen(p.price * rate),
          roundYen(p.weekendPrice * rate),
          roundYen(1000 * rate),
          roundYen(p.price * 0.3 * rate),
          roundYen(p.price * 0.15 * rate),
          position,
        ];
      }),
    );

    const addOns = pickDistinct(ctx, ADD_ONS, ctx.rng.int(0, 3));
    await insertMany(
      ctx.db,
      'package_add_ons',
      [
        'id',
        'package_id',
        'title',
        'price',
        'min_people',
        'max_people',
        'type',
        'description',
        'image',
        'no_of_add_on_per_day',
        'position',
      ],
      addOns.map((a, position) => {
        const image = `/api/v1/files/seed/addon-${ADD_ONS.indexOf(a) + 1}.jpg`;
        return [
          ctx.rng.id(),
          id,
          a.title,
          a.price,
          a.minPeople,
          a.maxPeople,
          a.type,
          a.description,
          image,
          ctx.rng.int(5, 20),
          position,
        ];
      }),
    );
  }
}
