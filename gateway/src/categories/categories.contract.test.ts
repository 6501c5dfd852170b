import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { startStack, type Stack } from '../test-support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

interface Category {
  id: string;
  title: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}
const FIELDS = 'id title status createdAt updatedAt';

const kinds = [
  {
    name: 'dog categories',
    list: 'dogCategories',
    one: 'dogCategory',
    create: 'createDogCategory',
    update: 'updateDogCategory',
    remove: 'deleteDogCategory',
    payload: 'dogCategory',
  },
  {
    name: 'package categories',
    list: 'packageCategories',
    one: 'packageCategory',
    create: 'createPackageCategory',
    update: 'updatePackageCategory',
    remove: 'deletePackageCategory',
    payload: 'packageCategory',
  },
] as const;

describe.each(kinds)('$name', (k) => {
  const LIST = `query List($query: CategoryListQuery) { ${k.list}(query: $query) { total page pageSize items { ${FIELDS} } } }`;
  const GET = `query One($id: ID!) { ${k.one}(id: $id) { ${FIELDS} } }`;
  const CREATE = `mutation Create($input: CategoryInput!) { ${k.create}(input: $input) { message ${k.payload} { ${FIELDS} } } }`;
  const UPDATE = `mutation Update($id: ID!, $input: CategoryPatch!, $at: DateTime, $force: Boolean = true) { ${k.update}(id: $id, input: $input, expectedUpdatedAt: $at, force: $force) { message ${k.payload} { ${FIELDS} } } }`;
  const DELETE = `mutation Delete($id: ID!) { ${k.remove}(id: $id) { id message } }`;
  let created: Category;
  const title = `テスト${k.payload}`;

  it('lists with paging and sorting by status', async () => {
    type Page = Record<
      string,
      { total: number; page: number; pageSize: number; items: Category[] }
    >;
    const page = dataOf(await stack.gql<Page>(LIST, { query: { pageSize: 3, sortBy: 'status' } }))[
      k.list
    ]!;
    expect(page).toMatchObject({ page: 1, pageSize: 3 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(3);
  });

  it('creates, and refuses a duplicate title and an empty one', async () => {
    const result = dataOf(
      await stack.gql<Record<string, { message: string } & Record<string, Category>>>(CREATE, {
        input: { title },
      }),
    )[k.create]!;
    expect(result.message).toBeTruthy();
    created = result[k.payload]!;
    expect(created).toMatchObject({ title, status: 'ACTIVE' });
    expect(
      errorOf(await stack.gql(CREATE, { input: { title } }), 'DOMAIN_ERROR').extensions
        .upstreamCode,
    ).toBe(5071);
    expect(
      errorOf(await stack.gql(CREATE, { input: { title: ' ' } }), 'BAD_USER_INPUT').extensions
        .fieldErrors,
    ).toEqual([{ field: 'title', message: 'please enter title', reason: 'REQUIRED' }]);
    // The api's schema check, in its own (ajv) words: the reason and the limit travel with them.
    const long = errorOf(
      await stack.gql(CREATE, { input: { title: 'x'.repeat(201) } }),
      'BAD_USER_INPUT',
    );
    expect(long.extensions.fieldErrors).toEqual([
      { field: 'title', message: expect.any(String), reason: 'TOO_LONG', limit: 200 },
    ]);
  });

  it('gets one; several ids in one request cost one REST call', async () => {
    const page = dataOf(
      await stack.gql<Record<string, { items: Category[] }>>(LIST, { query: { pageSize: 2 } }),
    )[k.list]!;
    const [a, b] = page.items;
    const result = await stack.gql<Record<string, Category>>(
      `query Two($a: ID!, $b: ID!) { a: ${k.one}(id: $a) { id } b: ${k.one}(id: $b) { id } c: ${k.one}(id: $a) { title } }`,
      { a: a!.id, b: b!.id },
    );
    const data = dataOf(result);
    expect([data.a!.id, data.b!.id]).toEqual([a!.id, b!.id]);
    expect(upstreamCalls(result)).toBe(1);
    expect(
      dataOf(await stack.gql<Record<string, Category>>(GET, { id: created.id }))[k.one],
    ).toMatchObject({ id: created.id, title });
    errorOf(await stack.gql(GET, { id: 'missing' }), 'NOT_FOUND');
  });

  it('updates; a stale expectedUpdatedAt is a CONFLICT', async () => {
    const updated = dataOf(
      await stack.gql<Record<string, Record<string, Category>>>(UPDATE, {
        id: created.id,
        input: { title: `${title}2`, status: 'INACTIVE' },
        at: created.updatedAt,
      }),
    )[k.update]![k.payload]!;
    expect(updated).toMatchObject({ title: `${title}2`, status: 'INACTIVE' });
    errorOf(
      await stack.gql(UPDATE, {
        id: created.id,
        input: { title: `${title}3` },
        at: created.updatedAt,
      }),
      'CONFLICT',
    );
  });

  it('deletes', async () => {
    const deleted = dataOf(
      await stack.gql<Record<string, { id: string }>>(DELETE, { id: created.id }),
    )[k.remove]!;
    expect(deleted.id).toBe(created.id);
    errorOf(await stack.gql(GET, { id: created.id }), 'NOT_FOUND');
  });
});
