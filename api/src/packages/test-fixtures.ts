import type { TestApi } from '../test-support/api.js';

export interface CatalogueIds {
  roomCategories: string[];
  packageCategories: string[];
  /** Seeded seasons, by start date. */
  seasons: string[];
}

const idsOf = async (api: TestApi, path: string) =>
  ((await api.call('GET', path)).body.results as { _id: string }[]).map((r) => r._id);

/** Ids of the seeded categories and seasons, read through the api. */
export async function catalogueIds(api: TestApi): Promise<CatalogueIds> {
  return {
    roomCategories: await idsOf(api, '/room/list?pageSize=100&sortColumn=createdAt'),
    packageCategories: await idsOf(api, '/package-category/list?pageSize=100&sortColumn=createdAt'),
    seasons: await idsOf(api, '/season/list?pageSize=100&sortColumn=startDate'),
  };
}

/** A valid package draft (every docs/product.md §5 rule met), two season prices and one add-on. */
export function packageDraft(
  ids: CatalogueIds,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: 'テスト用ピクニック',
    helpText: 'テスト用の説明文です。',
    maxPeople: 6,
    numberOfPeople: 2,
    price: 5000,
    weekendPrice: 6000,
    peopleExtraPrice: 1500,
    childrenExtraPrice: 800,
    orderBy: 99,
    timeSlot: 1,
    roomCategory: ids.roomCategories[0],
    category: ids.packageCategories[0],
    dogType: 3,
    smallDogExtraPrice: 1000,
    bigAndMediumDogExtraPrice: 1500,
    file: [{ fileName: 'test/picnic.jpg', photo: '/api/v1/files/test/picnic.jpg' }],
    seasonPrice: [
      {
        seasonId: ids.seasons[0],
        weekDayPrice: 5000,
        weekEndPrice: 6000,
        dogExtraPrice: 1000,
        peopleExtraPrice: 1500,
        childrenExtraPrice: 800,
      },
      {
        seasonId: ids.seasons[1],
        weekDayPrice: 4500,
        weekEndPrice: 5500,
        dogExtraPrice: 900,
        peopleExtraPrice: 1400,
        childrenExtraPrice: 700,
      },
    ],
    addOns: [
      {
        title: '炭セット',
        price: 1500,
        minPeople: 1,
        maxPeople: 8,
        type: 1,
        description: '炭と着火剤',
        image: '/api/v1/files/test/coal.jpg',
        noOfAddOnPerDay: 10,
      },
    ],
    ...overrides,
  };
}

export interface SavedPackage {
  _id: string;
  updatedAt: string;
  seasonPrice: { _id: string; seasonId: string; seasonTitle: string; weekDayPrice: number }[];
  addOns: { _id: string; title: string; price: number }[];
  [field: string]: unknown;
}

/** Creates a package through the api and returns it. */
export async function createPackage(
  api: TestApi,
  draft: Record<string, unknown>,
): Promise<SavedPackage> {
  const res = await api.call('POST', '/admin/package/create', draft);
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.data as SavedPackage;
}

/** The package as GET /admin/package/get/{id} returns it (the first element of data). */
export async function fetchPackage(api: TestApi, id: string): Promise<SavedPackage> {
  const res = await api.call('GET', `/admin/package/get/${id}`);
  return (res.body.data as SavedPackage[])[0]!;
}
