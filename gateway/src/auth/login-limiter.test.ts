import { pino } from 'pino';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { memoryAliases } from './login-aliases.js';
import { createLoginLimiter } from './login-limiter-factory.js';
import { LoginLimiter, type LoginAttempt } from './login-limiter.js';

const limits = { perName: 5, perIp: 20, windowSeconds: 900 };
const silent = pino({ level: 'silent' });
const setup = (windowSeconds = 900) => createLoginLimiter({ ...limits, windowSeconds }, silent);

async function refusal(attempt: Promise<LoginAttempt>) {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e as { extensions: Record<string, unknown>; message: string },
  );
  expect(error).not.toBeNull();
  return error!;
}

describe('login limiter (rate-limiter-flexible, memory)', () => {
  it('allows 5 failures of one name, then refuses with TOO_MANY_REQUESTS and retryAfter', async () => {
    const limiter = setup();
    for (let i = 0; i < 5; i++) await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
    const error = await refusal(limiter.begin('10.0.0.1', 'A@x.jp ', 'r'));
    expect(error.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(error.extensions.retryAfter).toBeGreaterThan(890);
    expect(error.extensions.retryAfter).toBeLessThanOrEqual(900);
    expect(error.message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    // Another name from the same address is still let through.
    await limiter.begin('10.0.0.1', 'b@x.jp', 'r');
  });

  it('opens again when the window ends; refused attempts do not extend it', async () => {
    const limiter = setup(1);
    for (let i = 0; i < 5; i++) await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
    for (let i = 0; i < 3; i++) await refusal(limiter.begin('10.0.0.1', 'a@x.jp', 'r'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
  });

  it('limits one address across names', async () => {
    const limiter = setup();
    for (let i = 0; i < 20; i++) await limiter.begin('10.0.0.2', `n${i}@x.jp`, 'r');
    const error = await refusal(limiter.begin('10.0.0.2', 'fresh@x.jp', 'r'));
    expect(error.extensions.code).toBe('TOO_MANY_REQUESTS');
    await limiter.begin('10.0.0.3', 'fresh@x.jp', 'r');
  });

  it('counts the email and the username of an account together once it has signed in', async () => {
    const limiter = setup();
    await (
      await limiter.begin('10.0.0.1', 'a@x.jp', 'r')
    ).succeeded({ id: 'u1', names: ['a@x.jp', 'alice'] });
    for (let i = 0; i < 3; i++) await limiter.begin('10.0.0.4', 'a@x.jp', 'r');
    for (let i = 0; i < 2; i++) await limiter.begin('10.0.0.5', 'ALICE', 'r');
    const error = await refusal(limiter.begin('10.0.0.5', 'alice', 'r'));
    expect(error.extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('issue 34 item 11: past the name limit, a client that has not failed gets one try', async () => {
    const limiter = setup();
    for (let i = 0; i < 5; i++) await limiter.begin('10.0.1.1', 'owner@x.jp', 'r');
    // The guesser is refused, whatever it sends next.
    await refusal(limiter.begin('10.0.1.1', 'owner@x.jp', 'r'));
    // Another new address gets one try; once it failed it is refused too.
    await limiter.begin('10.0.1.3', 'owner@x.jp', 'r');
    await refusal(limiter.begin('10.0.1.3', 'owner@x.jp', 'r'));
    // The owner, from an address that has not failed, reaches REST and signs in.
    const owner = await limiter.begin('10.0.1.2', 'owner@x.jp', 'r');
    await owner.succeeded({ id: 'u-owner', names: ['owner@x.jp'] });
  });

  it('issue 34 item 11: concurrent tries from one new client past the limit let one through', async () => {
    const limiter = setup();
    for (let i = 0; i < 5; i++) await limiter.begin('10.0.2.1', 'busy@x.jp', 'r');
    const tries = await Promise.allSettled(
      Array.from({ length: 10 }, () => limiter.begin('10.0.2.2', 'busy@x.jp', 'r')),
    );
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
  });

  it('a success clears the name and takes the attempt back from the address', async () => {
    const limiter = setup();
    for (let i = 0; i < 4; i++) await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
    await (await limiter.begin('10.0.0.1', 'a@x.jp', 'r')).succeeded();
    for (let i = 0; i < 5; i++) await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
    await refusal(limiter.begin('10.0.0.1', 'a@x.jp', 'r'));
  });

  it('attempts that are not guesses are taken back', async () => {
    const limiter = setup();
    for (let i = 0; i < 10; i++)
      await (await limiter.begin('10.0.0.1', 'a@x.jp', 'r')).notCounted();
    await limiter.begin('10.0.0.1', 'a@x.jp', 'r');
  });

  it('counts concurrent attempts before any answer: 50 at once let 5 through', async () => {
    const limiter = setup();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => limiter.begin('10.0.0.1', 'a@x.jp', 'r')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('lets sign-ins through when the store fails', async () => {
    const broken = new RateLimiterMemory({ points: 5, duration: 900 });
    broken.consume = () => Promise.reject(new Error('down'));
    const limiter = new LoginLimiter(
      { byName: broken, byAccount: broken, byIp: broken, byClient: broken },
      memoryAliases(),
      silent,
    );
    for (let i = 0; i < 10; i++) await (await limiter.begin('1.1.1.1', 'a', 'r')).succeeded();
  });
});
