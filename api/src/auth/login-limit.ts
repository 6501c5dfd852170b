import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
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

/**
 * Failed sign-ins and password checks counted with rate-limiter-flexible (in this process: the
 * reference api runs as one process per database). An email and a username of one account count
 * together through the account key. Past a limit: 429 with Retry-After.
 */
export class ApiLoginLimiter {
  private readonly byName: RateLimiterMemory;
  private readonly byIp: RateLimiterMemory;

  constructor(private readonly limits: ApiLoginLimits) {
    this.byName = new RateLimiterMemory({
      keyPrefix: 'name',
      points: limits.perName,
      duration: limits.windowSeconds,
    });
    this.byIp = new RateLimiterMemory({
      keyPrefix: 'ip',
      points: limits.perIp,
      duration: limits.windowSeconds,
    });
  }

  private entries(keys: LoginKeys): [RateLimiterMemory, string, number][] {
    const list: [RateLimiterMemory, string, number][] = [
      [this.byName, `name:${hashed(keys.name)}`, this.limits.perName],
      [this.byIp, keys.ip, this.limits.perIp],
    ];
    if (keys.account) list.push([this.byName, `account:${keys.account}`, this.limits.perName]);
    return list;
  }

  /** Refuses (429, Retry-After) when any counter of the attempt is used up. */
  async check(keys: LoginKeys, reply: FastifyReply): Promise<void> {
    let wait = 0;
    for (const [limiter, key, limit] of this.entries(keys)) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= limit) wait = Math.max(wait, res.msBeforeNext);
    }
    if (wait <= 0) return;
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    void reply.header('retry-after', String(seconds));
    throw new ApiError(429, 429, `Too many failed attempts. Try again in ${seconds} seconds.`);
  }

  async failed(keys: LoginKeys): Promise<void> {
    await Promise.all(
      this.entries(keys).map(([limiter, key]) => limiter.penalty(key, 1).catch(() => undefined)),
    );
  }

  /** A correct password: the name's and account's failures are forgotten. */
  async succeeded(keys: LoginKeys): Promise<void> {
    const forget = this.entries(keys).filter(([limiter]) => limiter === this.byName);
    await Promise.all(forget.map(([limiter, key]) => limiter.delete(key)));
  }
}
