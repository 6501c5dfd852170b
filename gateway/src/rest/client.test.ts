import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestClient } from './client.js';

const TIMEOUT_MS = 400;
/** Japanese text whose UTF-8 bytes the upstream sends in pieces, cut inside characters. */
const TEXT = '冬季シーズン・わんちゃん歓迎'.repeat(50);

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    if (req.url?.endsWith('/slow')) return; // never answers
    if (req.url?.endsWith('/huge')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(Buffer.alloc(2 * 1024 * 1024, 0x20));
    }
    const bytes = Buffer.from(JSON.stringify({ status: true, data: TEXT }));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    // Pieces of 7 bytes, each written on its own turn: a 3-byte character is split again and again.
    let at = 0;
    const next = () => {
      if (at >= bytes.length) return void res.end();
      res.write(bytes.subarray(at, (at += 7)));
      setImmediate(next);
    };
    next();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('REST client', () => {
  it('joins a body that arrives in pieces cut inside multi-byte characters', async () => {
    const client = new RestClient({ baseUrl, timeoutMs: 5_000 });
    const result = await client.send({ method: 'GET', path: '/text', requestId: 'r1' });
    await client.close();
    expect(result).toMatchObject({
      answer: {
        status: 200,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ status: true, data: TEXT }),
      },
    });
  });

  it('answers a timeout at the deadline, also for a call still queued for a connection', async () => {
    // One connection: the second call waits in the queue behind the first, which never ends.
    const client = new RestClient({ baseUrl, timeoutMs: TIMEOUT_MS, connections: 1 });
    const started = performance.now();
    const [first, second] = await Promise.all([
      client.send({ method: 'GET', path: '/slow', requestId: 'r2' }),
      client.send({ method: 'POST', path: '/slow', body: {}, requestId: 'r3' }),
    ]);
    const elapsed = performance.now() - started;
    for (const result of [first, second]) {
      expect(result).toEqual({
        failure: { kind: 'timeout', reason: `no answer within ${TIMEOUT_MS} ms` },
      });
    }
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 100);
    // The aborted calls free the connection: the client keeps serving.
    const after = await client.send({ method: 'GET', path: '/text', requestId: 'r4' });
    expect(after).toMatchObject({ answer: { status: 200 } });
    await client.close();
  });

  it('cuts off an answer larger than its limit, and keeps serving', async () => {
    const client = new RestClient({ baseUrl, timeoutMs: 5_000, maxAnswerBytes: 1024 * 1024 });
    const huge = await client.send({ method: 'GET', path: '/huge', requestId: 'r5' });
    expect(huge).toEqual({
      failure: { kind: 'unavailable', reason: 'answer larger than 1048576 bytes' },
    });
    const after = await client.send({ method: 'GET', path: '/text', requestId: 'r6' });
    expect(after).toMatchObject({ answer: { status: 200 } });
    await client.close();
  });
});
