import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { expect } from 'vitest';
import { patchPlans } from '../graphql/patch-updates.js';
import { dataOf } from './expect.js';
import { selectionOf } from './selection.js';
import type { GqlResult } from './stack.js';

/**
 * The patch table: every update mutation of the schema changes one field of a record and must
 * keep every other field. Run against the reference api (patch-updates.contract.test.ts) and a
 * stub upstream with another backend's shapes (patch-updates.stub-upstream.test.ts).
 */

/** What the table calls the gateway with (a Stack, or a gateway over a stub upstream). */
export interface GqlClient {
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GqlResult<T>>;
}

/** The field each update changes, and its new value from the stored record. */
export const patchChanges: Record<
  string,
  (stored: Record<string, unknown>) => Record<string, unknown>
> = {
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

/** The Query field listing records of a type (`seasons` for Season), for a stored id. */
function listOf(schema: GraphQLSchema, typeName: string): string | undefined {
  return Object.values(schema.getQueryType()!.getFields()).find((f) => {
    const page = getNamedType(f.type);
    if (!isObjectType(page) || !page.name.endsWith('Page')) return false;
    return getNamedType(page.getFields().items!.type).name === typeName;
  })?.name;
}

/** The first listed record of a type. */
export async function firstId(
  client: GqlClient,
  schema: GraphQLSchema,
  typeName: string,
): Promise<string> {
  const list = listOf(schema, typeName);
  if (!list) throw new Error(`no list of ${typeName}`);
  const result = await client.gql<Record<string, { items: { id: string }[] }>>(
    `{ ${list} { items { id } } }`,
  );
  const id = dataOf(result)[list]?.items[0]?.id;
  if (!id) throw new Error(`no stored ${typeName}`);
  return id;
}

/** The update mutations of the schema with how each reads its record back. */
export const patchCases = (schema: GraphQLSchema) => [...patchPlans(schema).entries()];

/**
 * One row of the table: reads the record's writable fields (the input's, nested ones too),
 * sends the one change, and expects the record read again to be the first read with the change.
 */
export async function expectOnlyTheChange(
  client: GqlClient,
  schema: GraphQLSchema,
  mutation: string,
  plan: ReturnType<typeof patchCases>[number][1],
): Promise<void> {
  const selection = selectionOf(plan.input, plan.record);
  const byId = plan.read.args.length === 1;
  const id = byId ? await firstId(client, schema, plan.record.name) : undefined;
  const read = async () => {
    const result = await client.gql<Record<string, Record<string, unknown>>>(
      byId
        ? `query R($id: ID!) { r: ${plan.read.name}(id: $id) { ${selection} } }`
        : `{ r: ${plan.read.name} { ${selection} } }`,
      byId ? { id } : {},
    );
    return dataOf(result).r!;
  };
  const before = await read();
  const change = patchChanges[mutation]!(before);
  const update = await client.gql(
    `mutation U(${byId ? '$id: ID!, ' : ''}$input: ${plan.input.name}!) {
      ${mutation}(${byId ? 'id: $id, ' : ''}input: $input, force: true) { message }
    }`,
    byId ? { id, input: change } : { input: change },
  );
  expect(update.errors).toEqual([]);
  expect(await read()).toEqual({ ...before, ...change });
}
