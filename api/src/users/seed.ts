import { dayOffset, insertMany, type SeedContext } from '../seed/context.js';

/** A seeded customer as bookings copy it. */
export interface SeededCustomer {
  id: string;
  firstName: string;
  lastName: string;
  englishFirstName: string;
  englishLastName: string;
  email: string;
  phone: string;
  state: string;
  district: string;
  city: string;
  pincode: string;
  apartment: string;
  dogs: { dogName: string; breedName: string; size: 1 | 2; dateOfVaccine: string; file: string }[];
}

/** Common family names with their romanisation. */
const FAMILY: [string, string][] = [
  ['佐藤', 'Sato'],
  ['鈴木', 'Suzuki'],
  ['高橋', 'Takahashi'],
  ['田中', 'Tanaka'],
  ['伊藤', 'Ito'],
  ['渡辺', 'Watanabe'],
  ['山本', 'Yamamoto'],
  ['中村', 'Nakamura'],
  ['小林', 'Kobayashi'],
  ['加藤', 'Kato'],
  ['吉田', 'Yoshida'],
  ['山田', 'Yamada'],
  ['佐々木', 'Sasaki'],
  ['山口', 'Yamaguchi'],
  ['松本', 'Matsumoto'],
  ['井上', 'Inoue'],
  ['木村', 'Kimura'],
  ['林', 'Hayashi'],
  ['清水', 'Shimizu'],
  ['森', 'Mori'],
];
const GIVEN: [string, string][] = [
  ['花子', 'Hanako'],
  ['太郎', 'Taro'],
  ['陽菜', 'Hina'],
  ['蓮', 'Ren'],
  ['結衣', 'Yui'],
  ['大翔', 'Hiroto'],
  ['美咲', 'Misaki'],
  ['翔太', 'Shota'],
  ['さくら', 'Sakura'],
  ['健太', 'Kenta'],
  ['愛', 'Ai'],
  ['悠真', 'Yuma'],
  ['葵', 'Aoi'],
  ['湊', 'Minato'],
  ['彩', 'Aya'],
  ['拓海', 'Takumi'],
];
const PLACES: { state: string; district: string; city: string; pincode: string }[] = [
  { state: '東京都', district: '三軒茶屋', city: '世田谷区', pincode: '154-0024' },
  { state: '東京都', district: '吉祥寺本町', city: '武蔵野市', pincode: '180-0004' },
  { state: '神奈川県', district: '青葉区', city: '横浜市', pincode: '225-0002' },
  { state: '神奈川県', district: '鵠沼海岸', city: '藤沢市', pincode: '251-0037' },
  { state: '千葉県', district: '舞浜', city: '浦安市', pincode: '279-0031' },
  { state: '埼玉県', district: '浦和区', city: 'さいたま市', pincode: '330-0063' },
  { state: '静岡県', district: '伊豆高原', city: '伊東市', pincode: '413-0232' },
  { state: '山梨県', district: '上吉田', city: '富士吉田市', pincode: '403-0005' },
  { state: '長野県', district: '北佐久郡', city: '軽井沢町', pincode: '389-0102' },
  { state: '愛知県', district: '中区', city: '名古屋市', pincode: '460-0008' },
];
const BUILDINGS = ['', '', 'グリーンハイツ101', 'サンライズ203', 'パークコート502', 'メゾン桜305'];
const BREEDS: [string, 1 | 2][] = [
  ['柴犬', 2],
  ['トイプードル', 2],
  ['チワワ', 2],
  ['ミニチュアダックスフンド', 2],
  ['ポメラニアン', 2],
  ['フレンチブルドッグ', 2],
  ['ゴールデンレトリバー', 1],
  ['ラブラドールレトリバー', 1],
  ['ボーダーコリー', 1],
  ['ウェルシュコーギー', 1],
];
const DOG_NAMES = [
  'ポチ',
  'ココ',
  'モモ',
  'ハナ',
  'ソラ',
  'レオ',
  'マロン',
  'チョコ',
  'ムギ',
  'コタロウ',
  'きなこ',
  'ラッキー',
];
const STAFF: { family: [string, string]; given: [string, string]; status: 1 | 2 }[] = [
  { family: ['石川', 'Ishikawa'], given: ['美穂', 'Miho'], status: 1 },
  { family: ['岡田', 'Okada'], given: ['健', 'Ken'], status: 1 },
  { family: ['前田', 'Maeda'], given: ['由紀', 'Yuki'], status: 2 },
];

export const CUSTOMER_COUNT = 40;

const USER_COLUMNS = [
  'id',
  'email',
  'username',
  'first_name',
  'last_name',
  'english_first_name',
  'english_last_name',
  'full_name',
  'role',
  'status',
  'phone',
  'pincode',
  'state',
  'district',
  'city',
  'apartment',
  'has_dog',
  'dogs',
  'created_at',
];

const phone = (ctx: SeedContext) =>
  `0${ctx.rng.pick(['80', '90', '70'])}-${ctx.rng.int(1000, 9999)}-${ctx.rng.int(1000, 9999)}`;
const createdAt = (ctx: SeedContext, fromDays: number, toDays: number) =>
  `${dayOffset(ctx, -ctx.rng.int(fromDays, toDays))}T${String(ctx.rng.int(0, 23)).padStart(2, '0')}:${String(ctx.rng.int(0, 59)).padStart(2, '0')}:00Z`;

/** Family names of the customers: each name once in random order, then random ones, so a name is shared by one to a few customers. */
function familyNames(ctx: SeedContext, count: number): [string, string][] {
  const pool = [...FAMILY];
  const once = Array.from(
    { length: pool.length },
    () => pool.splice(ctx.rng.int(0, pool.length - 1), 1)[0]!,
  );
  return Array.from({ length: count }, (_, i) => once[i] ?? ctx.rng.pick(FAMILY));
}

function dogsOf(ctx: SeedContext): SeededCustomer['dogs'] {
  if (ctx.rng.chance(0.15)) return [];
  return Array.from({ length: ctx.rng.int(1, 3) }, () => {
    const [breedName, size] = ctx.rng.pick(BREEDS);
    return {
      dogName: ctx.rng.pick(DOG_NAMES),
      breedName,
      size,
      dateOfVaccine: dayOffset(ctx, -ctx.rng.int(10, 330)),
      file: '',
    };
  });
}

/** About 40 customers with Japanese and romanised names, addresses and dogs. */
export async function seedCustomers(ctx: SeedContext): Promise<SeededCustomer[]> {
  const customers: SeededCustomer[] = [];
  const rows: unknown[][] = [];
  const families = familyNames(ctx, CUSTOMER_COUNT);
  for (let i = 0; i < CUSTOMER_COUNT; i++) {
    const [lastName, englishLastName] = families[i]!;
    const [firstName, englishFirstName] = ctx.rng.pick(GIVEN);
    const place = ctx.rng.pick(PLACES);
    const local = `${englishFirstName}.${englishLastName}${i + 1}`.toLowerCase();
    const c: SeededCustomer = {
      id: ctx.rng.id(),
      firstName,
      lastName,
      englishFirstName,
      englishLastName,
      email: `${local}@example.jp`,
      phone: phone(ctx),
      ...place,
      apartment:
        `${ctx.rng.int(1, 5)}-${ctx.rng.int(1, 20)}-${ctx.rng.int(1, 30)} ${ctx.rng.pick(BUILDINGS)}`.trim(),
      dogs: dogsOf(ctx),
    };
    customers.push(c);
    const dogs = c.dogs.map(({ dogName, breedName, dateOfVaccine, file }) => ({
      dogName,
      breedName,
      dateOfVaccine,
      file,
    }));
    rows.push([
      c.id,
      c.email,
      local,
      firstName,
      lastName,
      englishFirstName,
      englishLastName,
      `${lastName} ${firstName}`,
      'customer',
      ctx.rng.chance(0.9) ? 1 : 2,
      c.phone,
      c.pincode,
      c.state,
      c.district,
      c.city,
      c.apartment,
      dogs.length > 0 ? 1 : 2,
      JSON.stringify(dogs),
      createdAt(ctx, 90, 720),
    ]);
  }
  await insertMany(ctx.db, 'users', USER_COLUMNS, rows);
  return customers;
}

/** Three staff accounts without a password: an admin sets one with update user password. */
export async function seedStaff(ctx: SeedContext): Promise<string[]> {
  const rows = STAFF.map((s, i) => {
    const username = `${s.given[1]}.${s.family[1]}`.toLowerCase();
    return [
      ctx.rng.id(),
      `${username}@dogstay.example`,
      username,
      s.given[0],
      s.family[0],
      s.given[1],
      s.family[1],
      `${s.family[0]} ${s.given[0]}`,
      'staff',
      s.status,
      phone(ctx),
      '',
      '',
      '',
      '',
      '',
      2,
      '[]',
      createdAt(ctx, 100 + i * 30, 400),
    ];
  });
  await insertMany(ctx.db, 'users', USER_COLUMNS, rows);
  return rows.map((r) => r[0] as string);
}
