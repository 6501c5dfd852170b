import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, upstreamCalls } from '../test-support/expect.js';
import {
  expectOnlyTheChange,
  firstId,
  patchCases,
  patchChanges,
} from '../test-support/patch-table.js';
import { startStack, type Stack } from '../test-support/stack.js';
import { buildSchema } from './schema.js';

// Every update mutation of the schema takes a patch: changing one field keeps every other field.
// Each mutation changes one field of a seeded record of the reference api; the test reads the
// record's writable fields (the input's fields, nested ones too) before and after
// (test-support/patch-table.ts; the same table runs on a stub upstream in
// patch-updates.stub-upstream.test.ts).

let stack: Stack;
const schema: GraphQLSchema = buildSchema();
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.close());

const seededId = (typeName: string) => firstId(stack, schema, typeName);
const plans = patchCases(schema);

describe('patch updates', () => {
  it('covers every update mutation of the schema', () => {
    expect(plans.map(([name]) => name).sort()).toEqual(Object.keys(patchChanges).sort());
  });

  it.each(plans)('%s keeps every field it is not sent', (mutation, plan) =>
    expectOnlyTheChange(stack, schema, mutation, plan),
  );
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
