import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';
import { RedisAttemptStore } from './redis-store.js';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = pino({ level: 'silent' });

/** Whether something listens where Redis should be (the test is skipped otherwise). */
function listening(target: string): Promise<boolean> {
  const { hostname, port } = new URL(target);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
    socket.connect(Number(port || 6379), hostname);
  });
}

const available = await listening(url);
const stores: RedisAttemptStore[] = [];
function store(target = url): RedisAttemptStore {
  const s = new RedisAttemptStore(target, silent);
  stores.push(s);
  return s;
}
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
});

describe.skipIf(!available)(`Redis attempt store (${url})`, () => {
  it('counts in windows, takes attempts back without going below zero, resets', async () => {
    const s = store();
    expect(await s.connected).toBe(true);
    const key = `dogstay:test:${randomUUID()}`;
    expect(await s.hit(key, 60)).toEqual({ count: 1, ttlSeconds: 60 });
    expect((await s.hit(key, 60)).count).toBe(2);
    await s.undo(key);
    await s.undo(key);
    await s.undo(key);
    expect((await s.hit(key, 60)).count).toBe(1);
    await s.reset(key);
    await s.undo(`${key}:missing`);
    expect((await s.hit(key, 1)).ttlSeconds).toBe(1);
    await s.reset(key);
  });

  it('replicas share the counts: 5 failures over two gateways, the sixth refused by either', async () => {
    const [a, b] = [store(), store()];
    await Promise.all([a.connected, b.connected]);
    const limits = { perName: 5, perIp: 1000, windowSeconds: 60 };
    const one = new LoginLimiter(a, limits, silent);
    const two = new LoginLimiter(b, limits, silent);
    const name = `${randomUUID()}@x.jp`;
    const ip = `test-${randomUUID()}`;
    for (let i = 0; i < 5; i++) await (i % 2 ? one : two).begin(ip, name, 'r');
    await expect(one.begin(ip, name, 'r')).rejects.toMatchObject({
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    await expect(two.begin(ip, name, 'r')).rejects.toMatchObject({
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    await (await one.begin(`${ip}-other`, `${name}.other`, 'r')).succeeded();
  });
});

describe('Redis attempt store without Redis', () => {
  it('reports the failed connection and fails its commands at once', async () => {
    const s = store('redis://127.0.0.1:1');
    expect(await s.connected).toBe(false);
    const started = Date.now();
    await expect(s.hit('k', 60)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
