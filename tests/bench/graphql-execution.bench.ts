// Benchmark of GraphQL execution alone (gateway/src/graphql/executor.ts): the gateway's real
// schema and resolvers, with the REST layer answering from memory (as the stub upstream of the
// gateway benchmark does over HTTP), run by graphql-js and by graphql-jit as the gateway runs a
// repeated operation. Median µs per operation over 5 rounds, for one season by id and for a page
// of 100 seasons (normalising the REST records included, as in a real request).
import { execute, parse, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../../gateway/src/context';
import { JitExecution } from '../../gateway/src/graphql/executor';
import { buildSchema } from '../../gateway/src/graphql/schema';
import { restSeason } from './rest-season';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target?: string;
}

const ROUNDS = 5;
const SEASON_FIELDS =
  'id title status startDate endDate timeSlots { id startTime endTime } createdAt updatedAt';

/** The parts of a request's context the season resolvers use, answering from memory. */
function contextFromMemory(): GatewayContext {
  const season = {
    id: 'season-1',
    title: '冬季シーズン 1',
    status: 'ACTIVE',
    startDate: '2026-12-01',
    endDate: '2027-02-28',
    timeSlots: restSeason('season-1', '').timeSlot,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  const page = {
    results: Array.from({ length: 100 }, (_, i) => restSeason(`season-${i}`, `冬季シーズン ${i}`)),
    total: 100,
  };
  return {
    requestId: 'bench',
    loaders: { season: { load: async () => season } },
    rest: {
      get: async () => ({ message: 'Success', value: { ...page, pageNo: 1, pageSize: 100 } }),
    },
  } as unknown as GatewayContext;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function perOperationUs(
  run: () => Promise<{ errors?: readonly unknown[] }>,
  iterations: number,
): Promise<number> {
  const first = await run();
  if (first.errors?.length) throw new Error(JSON.stringify(first.errors));
  for (let i = 0; i < iterations / 5; i++) await run(); // warm-up
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) await run();
    rounds.push(Number(process.hrtime.bigint() - start) / 1000 / iterations);
  }
  return median(rounds);
}

export default async function benchGraphqlExecution(): Promise<BenchRow[]> {
  const schema = buildSchema();
  const jit = new JitExecution(schema, { compileAfterRuns: 0 });
  const contextValue = contextFromMemory();
  const cases: {
    label: string;
    document: DocumentNode;
    variables: Record<string, unknown>;
    n: number;
  }[] = [
    {
      label: 'season by id',
      document: parse(`query Season($id: ID!) { season(id: $id) { ${SEASON_FIELDS} } }`),
      variables: { id: 'season-1' },
      n: 20_000,
    },
    {
      label: 'page of 100 seasons',
      document: parse(
        `query Seasons($query: SeasonListQuery) { seasons(query: $query) { items { ${SEASON_FIELDS} } total } }`,
      ),
      variables: { query: { pageSize: 100 } },
      n: 1_000,
    },
  ];
  const rows: BenchRow[] = [];
  for (const { label, document, variables, n } of cases) {
    const plain = await perOperationUs(
      async () => execute({ schema, document, variableValues: variables, contextValue }),
      n,
    );
    const compiled = await perOperationUs(
      () => jit.run(document, null, variables, contextValue),
      n,
    );
    rows.push(
      {
        name: `${label}: graphql-js, per operation`,
        value: Math.round(plain * 10) / 10,
        unit: 'µs',
      },
      {
        name: `${label}: graphql-jit, per operation`,
        value: Math.round(compiled * 10) / 10,
        unit: 'µs',
      },
      { name: `${label}: graphql-js / graphql-jit`, value: plain / compiled, unit: 'x' },
    );
  }
  return rows;
}
