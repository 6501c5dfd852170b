import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestClient } from './client.js';

const TIMEOUT_MS = 400;
/** Japanese text whose UTF-8 bytes the upstream sends in pieces, cut inside characters. */
const TEXT = '冬季シーズン・わんちゃん歓迎'.repeat(50);

let server: Server;
let baseUrl: string;
/** Requests the upstream received per path (retries show here). */
const received = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    const path = req.url ?? '';
    const seen = (received.get(path) ?? 0) + 1;
    received.set(path, seen);
    if (path.endsWith('/slow')) return; // never answers
    if (path.endsWith('/busy')) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '7' });
      return void res.end('{"status":false}');
    }
    if (path.endsWith('/flaky')) {
      // 502 first, then a good answer.
      res.writeHead(seen === 1 ? 502 : 200, { 'content-type': 'application/json' });
      return void res.end(seen === 1 ? 'bad gateway' : '{"status":true,"data":"ok"}');
    }
    if (path.endsWith('/long')) {
      // No content-length: the size is only known while reading.
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 64; i++) res.write(Buffer.alloc(32 * 1024, 0x20));
      return void res.end();
    }
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

  it('cuts off a streamed answer without content-length past its limit', async () => {
    const client = new RestClient({ baseUrl, timeoutMs: 5_000, maxAnswerBytes: 512 * 1024 });
    const long = await client.send({ method: 'GET', path: '/long', requestId: 'r7' });
    expect(long).toEqual({
      failure: { kind: 'unavailable', reason: 'answer larger than 524288 bytes' },
    });
    await client.close();
  });

  it('retries a GET once on a 502/503/504 and counts both attempts', async () => {
    const client = new RestClient({ baseUrl, timeoutMs: 5_000 });
    let attempts = 0;
    const flaky = await client.send({ method: 'GET', path: '/flaky', requestId: 'r8' }, () => {
      attempts++;
    });
    expect(flaky).toMatchObject({ answer: { status: 200, body: '{"status":true,"data":"ok"}' } });
    expect(attempts).toBe(2);

    // Still 503 after the retry: the last answer reaches the caller, with its headers.
    attempts = 0;
    const busy = await client.send({ method: 'GET', path: '/busy', requestId: 'r9' }, () => {
      attempts++;
    });
    expect(busy).toMatchObject({ answer: { status: 503, headers: { 'retry-after': '7' } } });
    expect(attempts).toBe(2);
    expect(received.get('/api/v1/busy')).toBe(2);
    await client.close();
  });

  it('never retries a write', async () => {
    const client = new RestClient({ baseUrl, timeoutMs: 5_000 });
    let attempts = 0;
    received.delete('/api/v1/busy');
    const busy = await client.send(
      { method: 'POST', path: '/busy', body: {}, requestId: 'r10' },
      () => attempts++,
    );
    expect(busy).toMatchObject({ answer: { status: 503 } });
    expect(attempts).toBe(1);
    expect(received.get('/api/v1/busy')).toBe(1);
    await client.close();
  });

  it('retries a GET once on a refused connection, then fails as unavailable', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createNetServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const client = new RestClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, timeoutMs: 5_000 });
    let attempts = 0;
    const result = await client.send({ method: 'GET', path: '/x', requestId: 'r11' }, () => {
      attempts++;
    });
    expect(result).toEqual({
      failure: { kind: 'unavailable', reason: 'connection failed (ECONNREFUSED)' },
    });
    expect(attempts).toBe(2);
    await client.close();
  });
});
