import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../http/errors.js';

/** Failed sign-ins allowed per login name (and per account) and per client address in a window. */
export interface ApiLoginLimits {
  perName: number;
  perIp: number;
  windowSeconds: number;
}

const hashed = (text: string) =>
  createHash('sha256').update(text.trim().toLowerCase()).digest('base64url');

/** The counters one sign-in touches: its login name, its client address and, once known, its account. */
export interface LoginKeys {
  name: string;
  ip: string;
  account?: string | undefined;
}

/** One counted attempt: settled as a success, or left counted as a failure. */
export interface ApiLoginAttempt {
  /** A correct password: the name's, account's and this client's failures are forgotten. */
  succeeded(): Promise<void>;
}

type Entry = [RateLimiterMemory, string];

/**
 * Failed sign-ins and password checks counted with rate-limiter-flexible (in this process: the
 * reference api runs as one process per database). Every attempt is counted before the password
 * is checked (so parallel guesses cannot slip past the count) and a correct one is taken back.
 *
 * - Per client address (`perIp`): past it, that address is refused.
 * - Per login name and per account (`perName`; an email and a username of one account count
 *   together): past it, only a client that has not failed for that account in the window may
 *   still try (one attempt, so a correct password gets through: OWASP's "do not lock the owner
 *   out"); a client that has failed for it is refused. Someone who knows a name therefore cannot
 *   lock its owner out, and each further address buys a guesser one try per window.
 *
 * Past a limit: 429 with Retry-After.
 */
export class ApiLoginLimiter {
  private readonly byName: RateLimiterMemory;
  private readonly byIp: RateLimiterMemory;
  /** Failures of one client for one account (or name): whether that client "has failed". */
  private readonly byClient: RateLimiterMemory;

  constructor(private readonly limits: ApiLoginLimits) {
    const counter = (keyPrefix: string, points: number) =>
      new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds });
    this.byName = counter('name', limits.perName);
    this.byIp = counter('ip', limits.perIp);
    this.byClient = counter('client', Math.max(1, limits.perName));
  }

  private static consumed(result: PromiseSettledResult<RateLimiterRes>): RateLimiterRes {
    if (result.status === 'fulfilled') return result.value;
    if (result.reason instanceof RateLimiterRes) return result.reason;
    throw result.reason;
  }

  /**
   * Counts an attempt, or refuses it (429, Retry-After) when this address is over its limit, or
   * when the name or account is over its limit and this client has failed for it already.
   */
  async begin(keys: LoginKeys, reply: FastifyReply): Promise<ApiLoginAttempt> {
    const names: Entry[] = [[this.byName, `name:${hashed(keys.name)}`]];
    if (keys.account) names.push([this.byName, `account:${keys.account}`]);
    const ip: Entry = [this.byIp, keys.ip];
    const client: Entry = [this.byClient, `${keys.account ?? hashed(keys.name)}|${keys.ip}`];
    const all = [ip, client, ...names];
    const results = (
      await Promise.allSettled(all.map(([limiter, key]) => limiter.consume(key, 1)))
    ).map(ApiLoginLimiter.consumed);
    const [ipRes, clientRes, ...nameRes] = results as [
      RateLimiterRes,
      RateLimiterRes,
      ...RateLimiterRes[],
    ];
    const over = (res: RateLimiterRes, limit: number) => res.consumedPoints > limit;
    const clientHasFailed = clientRes.consumedPoints > 1;
    const waits: number[] = [];
    if (over(ipRes, this.limits.perIp)) waits.push(ipRes.msBeforeNext);
    if (clientHasFailed)
      for (const res of nameRes) if (over(res, this.limits.perName)) waits.push(res.msBeforeNext);
    if (waits.length > 0) {
      // A refused attempt checked no password: it is not a failure.
      await Promise.all(all.map(([limiter, key]) => limiter.reward(key, 1)));
      const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
      void reply.header('retry-after', String(seconds));
      throw new ApiError(429, 429, `Too many failed attempts. Try again in ${seconds} seconds.`);
    }
    return {
      succeeded: async () => {
        await Promise.all([
          ...[client, ...names].map(([limiter, key]) => limiter.delete(key)),
          ipRes.consumedPoints > 0 ? this.byIp.reward(keys.ip, 1) : undefined,
        ]);
      },
    };
  }
}
