import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema.js';
import { startGateway, type RunningGateway } from '../server.js';
import { rootOperations } from '../test-support/operations.js';
import { postGraphql } from '../test-support/stack.js';

// Generated from the schema: a root field added later is covered without touching this test.
const operations = rootOperations(buildSchema()).filter((op) => op.field !== 'login');

let upstreamHits = 0;
let upstream: Server;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    upstreamHits++;
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const { port } = upstream.address() as AddressInfo;
  gateway = await startGateway({
    restBaseUrl: `http://127.0.0.1:${port}`,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
  });
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((r) => upstream?.close(r));
});

describe('without a token every root field but login answers UNAUTHENTICATED before any REST call', () => {
  it('covers every root field of the schema', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it.each(operations.map((op) => [`${op.kind} ${op.field}`, op] as const))('%s', async (_, op) => {
    const result = await postGraphql(gateway.url, op.document, op.variables, {});
    expect(result.errors.map((e) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    expect(result.errors[0]?.extensions.requestId).toEqual(expect.any(String));
    expect(result.data).toBeNull();
    expect(upstreamHits).toBe(0);
  });

  it('an expired or forged session cookie is not a free pass either', async () => {
    const result = await postGraphql(gateway.url, '{ viewer { id } }', undefined, {
      cookie: 'other=1',
    });
    expect(result.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
