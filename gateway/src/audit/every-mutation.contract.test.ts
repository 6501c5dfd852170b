import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema.js';
import { rootOperations } from '../test-support/operations.js';
import { startStack, type Stack } from '../test-support/stack.js';
import { Store } from '../store/store.js';

// No change goes unrecorded: every Mutation field of the schema, sent to the gateway in front of
// the real reference api (a minimal call: most are refused, which is recorded too), leaves one
// completed event in the gateway's store under the request's id. A mutation added to the schema
// without recording fails here.

let stack: Stack;
// The in-memory store is one per process: the gateway's and this one are the same database.
const store = new Store({ kind: 'memory' });
const schema = buildSchema();
const operations = rootOperations(schema)
  .filter((op) => op.kind === 'mutation')
  // Signing out last: the calls after it keep their token.
  .sort((a, b) => Number(a.field === 'logout') - Number(b.field === 'logout'));

beforeAll(async () => {
  stack = await startStack();
}, 180_000);
// Opening an in-memory PGlite store takes seconds, more on a busy machine.
beforeAll(async () => {
  await store.ready();
}, 180_000);
afterAll(async () => stack?.close());

/** The request's events; sign-in, sign-out and ping complete theirs beside the answer. */
async function eventsOf(requestId: string) {
  for (let tries = 0; ; tries += 1) {
    const events = await store.query<{ mutation: string; outcome: string }>(
      'SELECT mutation, outcome FROM audit_events WHERE request_id = $1',
      [requestId],
    );
    if (tries >= 50 || (events.length > 0 && events[0]!.outcome !== 'PENDING')) return events;
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('every mutation writes its event', () => {
  it('covers every Mutation field of the schema', () => {
    const fields = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect(operations.map((op) => op.field).sort()).toEqual(fields);
  });

  it.each(operations.map((op) => [op.field, op] as const))('%s', async (field, op) => {
    const requestId = `audit-every-${field}`;
    const result = await stack.gql(op.document, op.variables, {
      headers: { 'x-request-id': requestId },
    });
    // The call reached the resolver (a refusal of the call itself would test nothing).
    expect(result.errors.map((e) => e.extensions.code)).not.toContain('GRAPHQL_VALIDATION_FAILED');
    const events = await eventsOf(requestId);
    expect(events).toHaveLength(1);
    expect(events[0]!.mutation).toBe(field);
    expect(['SUCCEEDED', 'FAILED']).toContain(events[0]!.outcome);
    expect(events[0]!.outcome).toBe(result.errors.length === 0 ? 'SUCCEEDED' : 'FAILED');
  });
});
