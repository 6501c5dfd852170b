import { type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema.js';
import { dataOf, errorOf } from '../test-support/expect.js';
import { selectionOf, withoutIds } from '../test-support/selection.js';
import { startStack, type Stack } from '../test-support/stack.js';

// A deleted package comes back whole: its fields, season prices and add-ons, and the availability
// periods and holidays the REST server deleted with it; its old id leads to the restored one.

let stack: Stack;
const schema = buildSchema();
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const PACKAGE_FIELDS = selectionOf(
  schema.getType('PackageInput') as GraphQLInputObjectType,
  schema.getType('Package') as GraphQLObjectType,
);

type Pkg = Record<string, unknown> & { id: string; title: string };

async function readPackage(id: string): Promise<Pkg> {
  const result = await stack.gql<{ package: Pkg }>(
    `query P($id: ID!) { package(id: $id) { id ${PACKAGE_FIELDS} } }`,
    { id },
  );
  return dataOf(result).package;
}

describe('a deleted package restored whole', () => {
  let pkg: Pkg;
  let restoreId: string;

  beforeAll(async () => {
    const seeded = dataOf(
      await stack.gql<{ packages: { items: { id: string }[] } }>('{ packages { items { id } } }'),
    ).packages.items[0]!;
    const { id: _id, ...copy } = withoutIds(await readPackage(seeded.id)) as Pkg;
    const created = await stack.gql<{ createPackage: { package: { id: string } } }>(
      'mutation C($input: PackageInput!) { createPackage(input: $input) { package { id } } }',
      { input: { ...copy, title: '復元テストプラン' } },
    );
    pkg = await readPackage(dataOf(created).createPackage.package.id);
    const period = await stack.gql(
      'mutation A($input: AvailabilityInput!) { createAvailability(input: $input) { availability { id } } }',
      {
        input: { packageId: pkg.id, startDate: '2031-05-01', endDate: '2031-05-06', inventory: 4 },
      },
    );
    dataOf(period);
    const holiday = await stack.gql(
      'mutation H($input: HolidayInput!) { createHoliday(input: $input) { holiday { id } } }',
      { input: { title: '臨時休業', packageId: pkg.id, date: '2031-05-10' } },
    );
    dataOf(holiday);
  });

  it('names what its delete removes', async () => {
    const result = await stack.gql<{ package: { dependents: Record<string, number> } }>(
      'query D($id: ID!) { package(id: $id) { dependents { availabilityPeriods holidays seasonPrices addOns } } }',
      { id: pkg.id },
    );
    expect(dataOf(result).package.dependents).toMatchObject({
      availabilityPeriods: 1,
      holidays: 1,
    });
  });

  it('deletes it, keeping it for restore', async () => {
    const deleted = await stack.gql<{ deletePackage: { restoreId: string | null } }>(
      'mutation D($id: ID!) { deletePackage(id: $id) { id restoreId } }',
      { id: pkg.id },
    );
    restoreId = dataOf(deleted).deletePackage.restoreId!;
    expect(restoreId).toBeTruthy();
    errorOf(
      await stack.gql('query P($id: ID!) { package(id: $id) { id } }', { id: pkg.id }),
      'NOT_FOUND',
    );
  });

  it('restores the package with its periods and holidays; the old id leads to it', async () => {
    const restored = await stack.gql<{
      restoreDeleted: { id: string; previousId: string; notRestored: string[] };
    }>(
      'mutation R($r: ID!) { restoreDeleted(restoreId: $r) { message id previousId notRestored } }',
      { r: restoreId },
    );
    const answer = dataOf(restored).restoreDeleted;
    expect(answer.previousId).toBe(pkg.id);
    expect(answer.notRestored).toEqual([]);
    const again = await readPackage(pkg.id);
    expect(again.id).toBe(answer.id);
    expect(withoutIds({ ...again, id: undefined })).toEqual(withoutIds({ ...pkg, id: undefined }));
    const result = await stack.gql<{ package: { dependents: Record<string, number> } }>(
      'query D($id: ID!) { package(id: $id) { dependents { availabilityPeriods holidays } } }',
      { id: answer.id },
    );
    expect(dataOf(result).package.dependents).toEqual({ availabilityPeriods: 1, holidays: 1 });
  });

  it('refuses a second restore', async () => {
    const twice = await stack.gql('mutation R($r: ID!) { restoreDeleted(restoreId: $r) { id } }', {
      r: restoreId,
    });
    expect(errorOf(twice, 'CONFLICT').extensions.reason).toBe('ALREADY_RESTORED');
  });
});
