import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AttemptStore } from './attempt-store.js';
import { LoginLimiter, type LoginAttempt } from './login-limiter.js';
import { MemoryAttemptStore } from './memory-store.js';

const limits = { perName: 5, perIp: 20, windowSeconds: 900 };
const silent = pino({ level: 'silent' });

function setup() {
  let now = 1_000_000;
  const limiter = new LoginLimiter(new MemoryAttemptStore(() => now), limits, silent);
  return {
    limiter,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

async function refusal(attempt: Promise<LoginAttempt>) {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e as { extensions: Record<string, unknown>; message: string },
  );
  expect(error).not.toBeNull();
  return error!;
}

describe('login limiter', () => {
  it('allows 5 failures of one name, then refuses with TOO_MANY_REQUESTS and retryAfter', async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 5; i++) await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
    advance(60);
    const error = await refusal(limiter.begin('10.0.0.1', 'A@x.jp ', 'r'));
    expect(error.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 840 });
    expect(error.message).toBe('Too many failed sign-ins. Try again in 14 minutes.');
    // Another name from the same address is still let through.
    await limiter.begin('10.0.0.1', 'b@x.jp', 'r');
  });

  it('opens again when the window ends; refused attempts do not extend it', async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 5; i++) await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
    for (let i = 0; i < 3; i++) await refusal(limiter.begin('10.0.0.1', 'a@x.jp', 'r'));
    advance(900);
    await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
  });

  it('limits one address across names', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 20; i++) await limiter.begin('10.0.0.2', `n${i}@x.jp`, 'r');
    const error = await refusal(limiter.begin('10.0.0.2', 'fresh@x.jp', 'r'));
    expect(error.extensions.code).toBe('TOO_MANY_REQUESTS');
    await limiter.begin('10.0.0.3', 'fresh@x.jp', 'r');
  });

  it('a success clears the name and takes the attempt back from the address', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 4; i++) await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
    await (await limiter.begin('10.0.0.1', 'a@x.jp', 'r')).succeeded();
    for (let i = 0; i < 5; i++) await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
    await refusal(limiter.begin('10.0.0.1', 'a@x.jp', 'r'));
  });

  it('attempts that are not guesses are taken back', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 10; i++)
      await (await limiter.begin('10.0.0.1', 'a@x.jp', 'r')).notCounted();
    await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
  });

  it('counts concurrent attempts before any answer: 50 at once let 5 through', async () => {
    const { limiter } = setup();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => limiter.begin('10.0.0.1', 'a@x.jp', 'r')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('lets sign-ins through when the store fails', async () => {
    const broken: AttemptStore = {
      hit: () => Promise.reject(new Error('down')),
      undo: () => Promise.reject(new Error('down')),
      reset: () => Promise.reject(new Error('down')),
      close: async () => {},
    };
    const limiter = new LoginLimiter(broken, limits, silent);
    for (let i = 0; i < 10; i++) await (await limiter.begin('1.1.1.1', 'a', 'r')).succeeded();
  });
});
