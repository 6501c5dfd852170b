import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const FIELDS = `id title helpText status displayOrder price weekendPrice maxPeople maxChildren includedPeople
  includedChildren peopleExtraPrice childrenExtraPrice weekendPeopleExtraPrice weekendChildrenExtraPrice dogType
  dogsAllowed bigAndMediumDogsAllowed smallDogsAllowed maxBigAndMediumDogs maxSmallDogs includedBigAndMediumDogs
  includedSmallDogs includedDogs maxDogs legacyIncludedDogs legacyMaxDogs dogExtraPrice smallDogExtraPrice
  bigAndMediumDogExtraPrice weekendSmallDogExtraPrice weekendBigAndMediumDogExtraPrice combinedDogExtraPrice
  combinedDogWeekendExtraPrice timeSlotType inventory dogCategoryId categoryId
  dogCategory { id title status } category { id title }
  photos { fileName url }
  seasonPrices { id seasonId seasonTitle weekdayPrice weekendPrice dogExtraPrice peopleExtraPrice childrenExtraPrice season { id title startDate } }
  addOns { id title price minPeople maxPeople type description imageUrl perDayLimit }
  createdAt updatedAt`;

interface Pkg {
  id: string;
  title: string;
  status: string;
  dogType: string;
  timeSlotType: string;
  dogsAllowed: boolean;
  displayOrder: number;
  categoryId: string | null;
  dogCategoryId: string | null;
  dogCategory: { id: string; title: string; status: string } | null;
  category: { id: string; title: string } | null;
  photos: { fileName: string; url: string }[];
  seasonPrices: {
    id: string;
    seasonId: string;
    weekdayPrice: number;
    season: { id: string; startDate: string };
  }[];
  addOns: { id: string; title: string; type: string; minPeople: number; maxPeople: number }[];
  updatedAt: string;
}

const LIST = `query Packages($query: PackageListQuery) { packages(query: $query) { total page pageSize items { id title displayOrder status category { id title } dogCategory { id title } } } }`;
const GET = `query Package($id: ID!) { package(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: PackageInput!) { createPackage(input: $input) { message package { ${FIELDS} } } }`;
const UPDATE = `mutation Update($id: ID!, $input: PackagePatch!, $at: DateTime, $force: Boolean = true) { updatePackage(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message package { ${FIELDS} } } }`;
const DELETE = 'mutation Delete($id: ID!) { deletePackage(id: $id) { id message } }';

describe('packages', () => {
  let created: Pkg;
  let seasonIds: string[];
  let dogCategoryId: string;
  let categoryId: string;

  beforeAll(async () => {
    const refs = dataOf(
      await stack.gql<{
        seasons: { items: { id: string }[] };
        dogCategories: { items: { id: string }[] };
        packageCategories: { items: { id: string }[] };
      }>(
        '{ seasons(query: { pageSize: 2 }) { items { id } } dogCategories { items { id } } packageCategories { items { id } } }',
      ),
    );
    seasonIds = refs.seasons.items.map((s) => s.id);
    dogCategoryId = refs.dogCategories.items[0]!.id;
    categoryId = refs.packageCategories.items[0]!.id;
  });

  it('lists rows with their categories (titles without extra REST calls), sorted by displayOrder', async () => {
    const result = await stack.gql<{ packages: { total: number; items: Pkg[] } }>(LIST, {
      query: { pageSize: 5, sortBy: 'displayOrder' },
    });
    const page = dataOf(result).packages;
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.items).toHaveLength(5);
    const orders = page.items.map((p) => p.displayOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(page.items.some((p) => p.category?.title)).toBe(true);
    expect(upstreamCalls(result)).toBe(1);
  });

  it('filters by category and status (in the gateway: REST has no such filter), paged', async () => {
    type Page = { packages: { total: number; page: number; items: Pkg[] } };
    const all = dataOf(await stack.gql<Page>(LIST, { query: { pageSize: 1000 } })).packages.items;
    const category = all.find((p) => p.category)!.category!;
    const inCategory = all.filter((p) => p.category?.id === category.id);
    const byCategory = dataOf(
      await stack.gql<Page>(LIST, { query: { pageSize: 1000, categoryId: category.id } }),
    ).packages;
    expect(byCategory.total).toBe(inCategory.length);
    expect(byCategory.items.every((p) => p.category?.id === category.id)).toBe(true);

    const inactive = all.filter((p) => p.status === 'INACTIVE').length;
    const byStatus = dataOf(
      await stack.gql<Page>(LIST, { query: { pageSize: 1000, status: 'INACTIVE' } }),
    ).packages;
    expect(byStatus.total).toBe(inactive);
    expect(byStatus.items.every((p) => p.status === 'INACTIVE')).toBe(true);

    const active = all.filter((p) => p.status === 'ACTIVE' && p.category?.id === category.id);
    const second = dataOf(
      await stack.gql<Page>(LIST, {
        query: { page: 2, pageSize: 1, status: 'ACTIVE', categoryId: category.id, sortBy: 'title' },
      }),
    ).packages;
    expect(second.total).toBe(active.length);
    expect(second.page).toBe(2);
    const titles = active.map((p) => p.title).sort((a, b) => a.localeCompare(b));
    expect(second.items.map((p) => p.title)).toEqual(active.length > 1 ? [expect.any(String)] : []);
    if (active.length > 1) expect(titles).toContain(second.items[0]!.title);
  });

  it('lists the package options', async () => {
    const options = dataOf(
      await stack.gql<{ packageOptions: { id: string; timeSlotType: string; status: string }[] }>(
        '{ packageOptions { id title timeSlotType inventory status displayOrder } }',
      ),
    ).packageOptions;
    expect(options.length).toBeGreaterThan(0);
    expect(options[0]!.timeSlotType).toMatch(/^(SINGLE|MULTIPLE)$/);
  });

  it('creates a package with season prices and add-ons as typed children', async () => {
    const input = {
      title: 'ゲートウェイテストプラン',
      helpText: '説明',
      status: 'ACTIVE',
      displayOrder: 99,
      price: 5000,
      weekendPrice: 6000,
      maxPeople: 6,
      maxChildren: 3,
      includedPeople: 2,
      peopleExtraPrice: 1500,
      childrenExtraPrice: 800,
      dogType: 'COMBINED',
      dogsAllowed: true,
      includedDogs: 1,
      maxDogs: 3,
      combinedDogExtraPrice: 500,
      timeSlotType: 'MULTIPLE',
      inventory: 4,
      dogCategoryId,
      categoryId,
      photos: [{ fileName: 'seed/picnic-1.jpg', url: '/api/v1/files/seed/picnic-1.jpg' }],
      seasonPrices: seasonIds.map((seasonId, i) => ({
        seasonId,
        weekdayPrice: 7000 + i,
        weekendPrice: 8000,
        dogExtraPrice: 300,
        peopleExtraPrice: 100,
        childrenExtraPrice: 50,
      })),
      addOns: [
        {
          title: 'BBQセット',
          price: 3000,
          minPeople: 2,
          maxPeople: 6,
          type: 'PACKAGE_BASED',
          perDayLimit: 5,
        },
      ],
    };
    const result = dataOf(
      await stack.gql<{ createPackage: { message: string; package: Pkg } }>(CREATE, { input }),
    ).createPackage;
    expect(result.message).toBeTruthy();
    created = result.package;
    expect(created).toMatchObject({
      title: input.title,
      dogType: 'COMBINED',
      timeSlotType: 'MULTIPLE',
      dogsAllowed: true,
      dogCategoryId,
      categoryId,
    });
    expect(created.dogCategory).toMatchObject({ id: dogCategoryId, status: 'ACTIVE' });
    expect(created.photos).toEqual(input.photos);
    expect(created.seasonPrices.map((s) => s.seasonId)).toEqual(seasonIds);
    expect(created.seasonPrices[0]!.season.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(created.addOns).toMatchObject([
      { title: 'BBQセット', type: 'PACKAGE_BASED', minPeople: 2, maxPeople: 6 },
    ]);
  });

  it('names missing fields in docs/product.md §5 order by their GraphQL input names', async () => {
    const error = errorOf(
      await stack.gql(CREATE, { input: { title: 'x', helpText: 'y', maxPeople: 2 } }),
      'BAD_USER_INPUT',
    );
    const fields = error.extensions.fieldErrors!.map((e) => e.field);
    expect(fields.slice(0, 3)).toEqual(['includedPeople', 'price', 'weekendPrice']);
    expect(fields).toContain('displayOrder');
    expect(fields).toContain('dogCategoryId');
    expect(fields).toContain('photos');
    expect(error.message).toBe('please enter no of people');
  });

  it('refuses an add-on whose minimum is above its maximum as DOMAIN_ERROR', async () => {
    const addOns = [{ title: 'bad', minPeople: 5, maxPeople: 2, type: 'PEOPLE_BASED' }];
    expect(
      errorOf(
        await stack.gql(UPDATE, {
          id: created.id,
          input: { title: created.title, helpText: 'y', maxPeople: 6, addOns },
        }),
        'DOMAIN_ERROR',
      ).extensions.upstreamCode,
    ).toBe(5024);
  });

  it('refuses included people above the maximum on includedPeople, before saving', async () => {
    const create = await stack.gql(CREATE, {
      input: { title: 'x', helpText: 'y', maxPeople: 2, includedPeople: 4 },
    });
    const refused = errorOf(create, 'BAD_USER_INPUT');
    expect(refused.extensions.fieldErrors).toEqual([
      {
        field: 'includedPeople',
        message: 'includedPeople (4) must not exceed maxPeople (2).',
        reason: 'TOO_LARGE',
        limit: 2,
      },
    ]);
    expect(upstreamCalls(create)).toBe(0);
    // Only one of the two given: compared with the stored maximum.
    const update = await stack.gql(UPDATE, {
      id: created.id,
      input: { title: created.title, helpText: 'y', includedPeople: 99 },
    });
    expect(errorOf(update, 'BAD_USER_INPUT').extensions.fieldErrors![0]!.field).toBe(
      'includedPeople',
    );
  });

  it('gets it; the same package twice costs one REST call', async () => {
    const result = await stack.gql<{ a: Pkg; b: Pkg }>(
      `query Two($id: ID!) { a: package(id: $id) { id title addOns { id } } b: package(id: $id) { id } }`,
      { id: created.id },
    );
    expect(dataOf(result).a.addOns).toHaveLength(1);
    expect(upstreamCalls(result)).toBe(1);
    errorOf(await stack.gql(GET, { id: 'no-such-package' }), 'NOT_FOUND');
  });

  it('updates fields and children entry by entry; a stale expectedUpdatedAt is a CONFLICT', async () => {
    const [first, second] = created.seasonPrices;
    const input = {
      title: 'ゲートウェイテストプラン改',
      helpText: '説明2',
      maxPeople: 8,
      dogType: 'BOTH',
      seasonPrices: [
        { id: first!.id, seasonId: first!.seasonId, weekdayPrice: 9999 },
        { id: second!.id, delete: true },
      ],
      addOns: [{ title: '花火', price: 500, minPeople: 1, maxPeople: 4, type: 'PEOPLE_BASED' }],
      categoryId: null,
    };
    const updated = dataOf(
      await stack.gql<{ updatePackage: { package: Pkg } }>(UPDATE, {
        id: created.id,
        input,
        at: created.updatedAt,
      }),
    ).updatePackage.package;
    expect(updated).toMatchObject({
      title: input.title,
      dogType: 'BOTH',
      categoryId: null,
      category: null,
      dogCategoryId,
    });
    expect(updated.seasonPrices).toHaveLength(1);
    expect(updated.seasonPrices[0]).toMatchObject({ id: first!.id, weekdayPrice: 9999 });
    expect(updated.addOns.map((a) => a.title).sort()).toEqual(['BBQセット', '花火']);
    expect(
      errorOf(
        await stack.gql(UPDATE, {
          id: created.id,
          input: { title: 'x', helpText: 'y', maxPeople: 6 },
          at: created.updatedAt,
        }),
        'CONFLICT',
      ).extensions.reason,
    ).toBe('STALE_UPDATE');
  });

  it('deletes it', async () => {
    expect(
      dataOf(await stack.gql<{ deletePackage: { id: string } }>(DELETE, { id: created.id }))
        .deletePackage.id,
    ).toBe(created.id);
    errorOf(await stack.gql(GET, { id: created.id }), 'NOT_FOUND');
  });
});
