import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, upstreamCalls } from '../test-support/expect.js';
import { selectionOf } from '../test-support/selection.js';
import { startStack, type Stack } from '../test-support/stack.js';
import { buildSchema } from './schema.js';
import { patchPlans } from './patch-updates.js';

// Every update mutation of the schema takes a patch: changing one field keeps every other field.
// Each mutation changes one field of a seeded record of the reference api; the test reads the
// record's writable fields (the input's fields, nested ones too) before and after.

let stack: Stack;
const schema: GraphQLSchema = buildSchema();
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

/** The field each update changes, and its new value from the stored record. */
const changes: Record<string, (stored: Record<string, unknown>) => Record<string, unknown>> = {
  updateAvailability: (s) => ({ inventory: Number(s.inventory ?? 1) + 1 }),
  updateCoupon: (s) => ({ title: `${String(s.title)} 改` }),
  updateDogCategory: (s) => ({ status: s.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' }),
  updateGalleryCover: (s) => ({ title: `${String(s.title)} 改` }),
  updateGalleryImage: (s) => ({ title: `${String(s.title)} 改` }),
  updateHoliday: (s) => ({ title: `${String(s.title)} 改` }),
  updateNewsCategory: (s) => ({ title: `${String(s.title)} 改` }),
  updateNewsTopic: (s) => ({ title: `${String(s.title)} 改` }),
  updatePackage: (s) => ({ title: `${String(s.title)} 改` }),
  updatePackageCategory: (s) => ({ status: s.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' }),
  updateSeason: (s) => ({ title: `${String(s.title)} 改` }),
  updateSiteSettings: (s) => ({ picnicPrice: Number(s.picnicPrice ?? 0) + 100 }),
  updateUser: (s) => ({ fullName: `${String(s.fullName ?? '')} 改` }),
};

/** The Query field listing records of a type (`seasons` for Season), for a seeded id. */
function listOf(typeName: string): string | undefined {
  return Object.values(schema.getQueryType()!.getFields()).find((f) => {
    const page = getNamedType(f.type);
    if (!isObjectType(page) || !page.name.endsWith('Page')) return false;
    return getNamedType(page.getFields().items!.type).name === typeName;
  })?.name;
}

async function seededId(typeName: string): Promise<string> {
  const list = listOf(typeName);
  if (!list) throw new Error(`no list of ${typeName}`);
  const result = await stack.gql<Record<string, { items: { id: string }[] }>>(
    `{ ${list} { items { id } } }`,
  );
  const id = dataOf(result)[list]?.items[0]?.id;
  if (!id) throw new Error(`no seeded ${typeName}`);
  return id;
}

const plans = [...patchPlans(schema).entries()];

describe('patch updates', () => {
  it('covers every update mutation of the schema', () => {
    expect(plans.map(([name]) => name).sort()).toEqual(Object.keys(changes).sort());
  });

  it.each(plans)('%s keeps every field it is not sent', async (mutation, plan) => {
    const selection = selectionOf(plan.input, plan.record);
    const byId = plan.read.args.length === 1;
    const id = byId ? await seededId(plan.record.name) : undefined;
    const read = async () => {
      const result = await stack.gql<Record<string, Record<string, unknown>>>(
        byId
          ? `query R($id: ID!) { r: ${plan.read.name}(id: $id) { ${selection} } }`
          : `{ r: ${plan.read.name} { ${selection} } }`,
        byId ? { id } : {},
      );
      return dataOf(result).r!;
    };
    const before = await read();
    const change = changes[mutation]!(before);
    const update = await stack.gql(
      `mutation U(${byId ? '$id: ID!, ' : ''}$input: ${plan.input.name}!) {
        ${mutation}(${byId ? 'id: $id, ' : ''}input: $input, force: true) { message }
      }`,
      byId ? { id, input: change } : { input: change },
    );
    expect(update.errors).toEqual([]);
    expect(await read()).toEqual({ ...before, ...change });
  });
});

describe('a patch refuses', () => {
  it('null on a field the record requires, before any write', async () => {
    const id = await seededId('Season');
    const result = await stack.gql(
      `mutation U($id: ID!) { updateSeason(id: $id, input: { title: null }, force: true) { message } }`,
      { id },
    );
    expect(errorOf(result, 'BAD_USER_INPUT').extensions.fieldErrors?.[0]?.field).toBe('title');
    expect(upstreamCalls(result)).toBe(1); // the read of the stored season, no write
  });

  it('a stale expectedUpdatedAt with CONFLICT, before any write', async () => {
    const id = await seededId('Season');
    const result = await stack.gql(
      `mutation U($id: ID!) {
        updateSeason(id: $id, input: { title: "古い版" }, expectedUpdatedAt: "2001-01-01T00:00:00.000Z") { message }
      }`,
      { id },
    );
    errorOf(result, 'CONFLICT');
    expect(upstreamCalls(result)).toBe(1);
  });

  it('an unknown id with NOT_FOUND, writing nothing', async () => {
    const result = await stack.gql(
      `mutation { updateSeason(id: "000000000000000000000000", input: { title: "x" }, force: true) { message } }`,
    );
    errorOf(result, 'NOT_FOUND');
    expect(upstreamCalls(result)).toBe(1);
  });
});
