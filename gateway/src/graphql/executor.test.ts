import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  execute,
  getIntrospectionQuery,
  GraphQLError,
  Kind,
  parse,
  type ExecutionResult,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { JitExecution } from './executor.js';
import { buildSchema } from './schema.js';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    enum Status {
      ACTIVE
      INACTIVE
    }
    type Slot {
      id: ID!
      start: String!
    }
    type Season {
      id: ID!
      title: String!
      status: Status!
      slots: [Slot!]!
      broken: String
    }
    type Query {
      season(id: ID!): Season
      seasons(ids: [ID!]!): [Season!]!
    }
  `,
  resolvers: {
    Query: {
      season: (_: unknown, { id }: { id: string }) => {
        if (id === 'missing') {
          throw new GraphQLError('No such season', { extensions: { code: 'NOT_FOUND' } });
        }
        return {
          id,
          title: `Season ${id}`,
          status: 'ACTIVE',
          slots: [{ id: 'a', start: '09:00' }],
        };
      },
      seasons: (_: unknown, { ids }: { ids: string[] }) =>
        ids.map((id) => ({ id, title: id, status: 'INACTIVE', slots: [] })),
    },
    Season: {
      broken: () => {
        throw new Error('database detail');
      },
    },
  },
});

const DOCUMENT = parse(`
  fragment F on Season { id title status slots { id start } }
  query One($id: ID!, $withSlots: Boolean = true) {
    season(id: $id) { ...F other: title slots @include(if: $withSlots) { id } }
  }
  query Many($ids: [ID!]!) { seasons(ids: $ids) { id status __typename } }
  query Broken { season(id: "1") { id broken } }
`);

const run = (
  execution: JitExecution,
  operationName: string,
  variables: Record<string, unknown>,
): Promise<ExecutionResult> => execution.run(DOCUMENT, operationName, variables, {});

/** A result as a client would see it (errors as JSON), and each error's original. */
const seen = (result: ExecutionResult) => ({
  json: JSON.parse(JSON.stringify({ data: result.data, errors: result.errors })) as unknown,
  originals: result.errors?.map((e) => e.originalError?.message),
});

describe('graphql-jit execution inside Apollo', () => {
  it('runs an operation on graphql-js first and compiled from its second run', async () => {
    const execution = new JitExecution(schema, { compileAfterRuns: 1 });
    const first = await run(execution, 'One', { id: '7' });
    expect(execution.isCompiled(DOCUMENT, 'One')).toBe(false);
    const second = await run(execution, 'One', { id: '7' });
    expect(execution.isCompiled(DOCUMENT, 'One')).toBe(true);
    expect(second).toEqual(first);
    expect(first.data).toEqual({
      season: {
        id: '7',
        title: 'Season 7',
        status: 'ACTIVE',
        slots: [{ id: 'a', start: '09:00' }],
        other: 'Season 7',
      },
    });
    expect(execution.isCompiled(DOCUMENT, 'Many')).toBe(false);
  });

  it('compiles each operation of a document on its own', async () => {
    const execution = new JitExecution(schema, { compileAfterRuns: 0 });
    await run(execution, 'Many', { ids: ['x'] });
    expect(execution.isCompiled(DOCUMENT, 'Many')).toBe(true);
    expect(execution.isCompiled(DOCUMENT, 'One')).toBe(false);
  });

  it('answers the same data and errors compiled as on graphql-js', async () => {
    const plain = new JitExecution(schema, { compileAfterRuns: 1_000 });
    const jit = new JitExecution(schema, { compileAfterRuns: 0 });
    const cases: [string, Record<string, unknown>][] = [
      ['One', { id: '3', withSlots: false }],
      ['One', { id: 'missing' }],
      ['Many', { ids: ['a', 'b'] }],
      ['Broken', {}],
    ];
    for (const [operation, variables] of cases) {
      const expected = seen(await run(plain, operation, variables));
      expect(seen(await run(jit, operation, variables))).toEqual(expected);
    }
    expect(jit.isCompiled(DOCUMENT, 'Broken')).toBe(true);
  });

  it('hands on field errors as graphql-js makes them: extensions, path, locations, original', async () => {
    const jit = new JitExecution(schema, { compileAfterRuns: 0 });
    const [notFound] = (await run(jit, 'One', { id: 'missing' })).errors ?? [];
    expect(notFound).toBeInstanceOf(GraphQLError);
    expect(notFound?.extensions).toEqual({ code: 'NOT_FOUND' });
    expect(notFound?.path).toEqual(['season']);
    expect(notFound?.locations).toEqual([{ line: 4, column: 5 }]);
    const [broken] = (await run(jit, 'Broken', {})).errors ?? [];
    expect(broken?.extensions).toEqual({});
    expect(broken?.originalError?.message).toBe('database detail');
  });

  it('leaves variables that do not coerce to graphql-js, whose errors Apollo answers with 400', async () => {
    const jit = new JitExecution(schema, { compileAfterRuns: 0 });
    for (const variables of [{}, { id: { nested: true } }]) {
      const result = await run(jit, 'One', variables);
      expect(result.data).toBeUndefined();
      // Apollo tells a variable error by its one VariableDefinition node (BAD_USER_INPUT, 400).
      expect(result.errors?.[0]?.nodes?.map((n) => n.kind)).toEqual([Kind.VARIABLE_DEFINITION]);
      expect(result.errors?.[0]?.message).toMatch(/^Variable "\$id"/);
    }
  });

  it("answers Sandbox's introspection of the gateway's schema as graphql-js does", async () => {
    const gatewaySchema = buildSchema();
    const document = parse(getIntrospectionQuery({ descriptions: true }));
    const jit = new JitExecution(gatewaySchema, { compileAfterRuns: 0 });
    const compiled = await jit.run(document, null, {}, {});
    expect(jit.isCompiled(document, null)).toBe(true);
    expect(compiled).toEqual(await execute({ schema: gatewaySchema, document }));
  });
});
