// Issue 34, item 9: a request body sent a byte at a time is cut off within the request timeout.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/api.js';

const TIMEOUT_MS = 1_000;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false, config: { requestTimeoutMs: TIMEOUT_MS } });
});
afterAll(() => api?.close());

/**
 * Sends a POST whose body trickles in a byte every `everyMs`; resolves with how long the server
 * kept the connection and what it answered.
 */
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
        'POST /api/v1/admin/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n' +
          'content-length: 1000\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const done = () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    };
    socket.on('close', done);
    // Still open: the server would have held it (Node's default is 300 s).
    setTimeout(() => socket.destroy(), giveUpMs).unref();
    socket.on('error', () => socket.destroy());
  });
}

describe('request timeout', () => {
  it('closes a slow-loris body (a byte every 200 ms) within the limit, with 408', async () => {
    const { ms, answer } = await slowBody(api.url, 200, TIMEOUT_MS + 4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The limit, plus at most one check interval (250 ms here) and some slack.
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + 1_500);
  });
});
