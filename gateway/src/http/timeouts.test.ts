// Issue 34, item 9: a GraphQL body sent a byte at a time is cut off within the request timeout.
import { connect } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.js';

const TIMEOUT_MS = 1_000;

let gateway: RunningGateway;
beforeAll(async () => {
  // The slow request never gets as far as REST: no upstream is needed.
  gateway = await startGateway({
    restBaseUrl: 'http://127.0.0.1:9',
    port: 0,
    host: '127.0.0.1',
    requestTimeoutMs: TIMEOUT_MS,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(() => gateway?.close());

/** POSTs /graphql with a body trickling in a byte every `everyMs`; how long it stayed open. */
function slowBody(
  url: string,
  everyMs: number,
  giveUpMs: number,
): Promise<{ ms: number; answer: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n' +
          'apollo-require-preflight: true\r\ncontent-length: 1000\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
    socket.on('error', () => socket.destroy());
    // Still open: the server would have held it (Node's default is 300 s).
    setTimeout(() => socket.destroy(), giveUpMs).unref();
  });
}

describe('request timeout', () => {
  it('closes a slow-loris body (a byte every 200 ms) within the limit, with 408', async () => {
    const { ms, answer } = await slowBody(gateway.url, 200, TIMEOUT_MS + 4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + 1_500);
  });
});
