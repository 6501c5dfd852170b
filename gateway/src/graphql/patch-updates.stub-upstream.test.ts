import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractStub,
  patchUpstreamFixture,
  type ContractStub,
} from '../test-support/contract-stub.js';
import { expectOnlyTheChange, patchCases, patchChanges } from '../test-support/patch-table.js';
import { postGraphql, type GqlResult } from '../test-support/stack.js';
import { startGateway, type RunningGateway } from '../server.js';
import { buildSchema } from './schema.js';

// The patch table of patch-updates.contract.test.ts, with the gateway in front of a stub upstream
// over HTTP instead of the reference api (test-support/contract-stub.ts): other answer shapes
// (ids as {$oid}, numbers as strings, dates as instants, envelopes nested), and updates that
// replace the whole record, so an unsent field the gateway fails to send back is lost and shows.

const schema = buildSchema();
let stub: ContractStub;
let gateway: RunningGateway;
beforeAll(async () => {
  stub = await contractStub(patchUpstreamFixture());
  gateway = await startGateway({
    restBaseUrl: stub.url,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
    store: { kind: 'memory' },
  });
});
afterAll(async () => {
  await gateway?.close();
  await stub?.close();
});

const client = {
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GqlResult<T>> {
    return postGraphql<T>(gateway.url, query, variables, { authorization: 'Bearer stub-token' });
  },
};
const plans = patchCases(schema);

describe('patch updates over a stub upstream', () => {
  it('covers every update mutation of the schema', () => {
    expect(plans.map(([name]) => name).sort()).toEqual(Object.keys(patchChanges).sort());
    const written = Object.keys(patchUpstreamFixture().writes).length;
    expect(written).toBe(plans.length);
  });

  it.each(plans)('%s keeps every field it is not sent', (mutation, plan) =>
    expectOnlyTheChange(client, schema, mutation, plan),
  );
});
