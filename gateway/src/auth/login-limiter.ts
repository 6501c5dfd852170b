import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import type { LoginAliases } from './login-aliases.js';

/** How many failed sign-ins are allowed per login name (and account) and per client address in one window. */
export interface LoginLimits {
  perName: number;
  perIp: number;
  windowSeconds: number;
}

/** The account a successful sign-in reached: its id and the names it can sign in with. */
export interface SignedInAccount {
  id: string;
  names: string[];
}

/** One sign-in attempt, counted as a failure unless it is settled otherwise. */
export interface LoginAttempt {
  /** Signed in: the name's and account's failures are forgotten, the address's count taken back. */
  succeeded(account?: SignedInAccount): Promise<void>;
  /** Not a guess of credentials (bad input, upstream down): the attempt is taken back. */
  notCounted(): Promise<void>;
}

/** The counters, made by the factory on one store (memory or Redis). */
export interface LoginCounters {
  byName: RateLimiterAbstract;
  byAccount: RateLimiterAbstract;
  byIp: RateLimiterAbstract;
  /** Attempts of one client address for one account (or name): whether that client has failed. */
  byClient: RateLimiterAbstract;
}

/** Login names are hashed: no addresses in the store, keys of bounded length. */
export const nameKey = (name: string): string =>
  createHash('sha256').update(name.trim().toLowerCase()).digest('base64url');

export function tooManyRequests(requestId: string, retryAfter: number) {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return gatewayError(
    ErrorCode.TOO_MANY_REQUESTS,
    requestId,
    `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter },
  );
}

type Counted = [RateLimiterAbstract, string];

/**
 * Slows down password guessing with rate-limiter-flexible: every attempt is counted before REST is
 * called, per login name, per account (email and username of one account count together once the
 * gateway has seen it sign in) and per client address; past a limit the attempt is refused with
 * TOO_MANY_REQUESTS and a retryAfter in seconds. When the store fails, sign-ins are let through
 * and a warning is logged.
 *
 * Past the per-name (or per-account) limit, a client address that has not failed for that account
 * in the window still gets one try, so its owner's correct password gets through (OWASP: do not
 * let anyone who knows a name lock its owner out); a client that has failed for it is refused.
 * The api's limiter (api/src/auth/login-limit.ts) follows the same rule.
 */
export class LoginLimiter {
  constructor(
    private readonly counters: LoginCounters,
    private readonly aliases: LoginAliases,
    private readonly log: Logger,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  private storeFailed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.log.warn({ err: { message } }, 'login rate limit store failed; sign-in not limited');
  }

  private quietly(work: Promise<unknown>): Promise<void> {
    return work.then(
      () => undefined,
      (error: unknown) => this.storeFailed(error),
    );
  }

  private takeBack(counted: Counted[]): Promise<void> {
    return this.quietly(Promise.all(counted.map(([limiter, key]) => limiter.reward(key, 1))));
  }

  /** Counts an attempt; `knownAccount` when the caller is already known (password changes). */
  async begin(
    ip: string,
    name: string,
    requestId: string,
    knownAccount?: string,
  ): Promise<LoginAttempt> {
    const { byName, byAccount, byIp, byClient } = this.counters;
    const nameId = nameKey(name);
    let account = knownAccount;
    try {
      account ??= await this.aliases.accountOf(nameId);
    } catch (error) {
      this.storeFailed(error);
    }
    const clientKey = `${account ?? nameId}|${ip}`;
    const counted: Counted[] = [
      [byIp, ip],
      [byClient, clientKey],
      [byName, nameId],
      ...(account ? [[byAccount, account] as Counted] : []),
    ];
    const results = await Promise.allSettled(counted.map(([l, key]) => l.consume(key, 1)));
    const failure = results.find(
      (r): r is PromiseRejectedResult =>
        r.status === 'rejected' && !(r.reason instanceof RateLimiterRes),
    );
    if (failure) {
      this.storeFailed(failure.reason);
      return { succeeded: async () => {}, notCounted: async () => {} };
    }
    const waitOf = (r: PromiseSettledResult<RateLimiterRes>) =>
      r.status === 'rejected' ? (r.reason as RateLimiterRes).msBeforeNext : 0;
    const [ipResult, clientResult, ...nameResults] = results as [
      PromiseSettledResult<RateLimiterRes>,
      PromiseSettledResult<RateLimiterRes>,
      ...PromiseSettledResult<RateLimiterRes>[],
    ];
    const clientRes =
      clientResult.status === 'fulfilled'
        ? clientResult.value
        : (clientResult.reason as RateLimiterRes);
    // This client's earlier attempts for the account (or name) in the window, this one aside.
    const clientHasFailed = clientRes.consumedPoints > 1;
    const waits = [waitOf(ipResult), ...(clientHasFailed ? nameResults.map(waitOf) : [])];
    const wait = Math.max(...waits);
    if (wait > 0) {
      // A refused attempt never reached REST: it is not a failure.
      await this.takeBack(counted);
      throw tooManyRequests(requestId, Math.max(1, Math.ceil(wait / 1000)));
    }
    return {
      succeeded: (signedIn) => {
        const forget: Promise<unknown>[] = [
          byName.delete(nameId),
          byIp.reward(ip, 1),
          byClient.delete(clientKey),
        ];
        if (account) forget.push(byAccount.delete(account));
        if (signedIn) {
          forget.push(byAccount.delete(signedIn.id));
          forget.push(byClient.delete(`${signedIn.id}|${ip}`));
          forget.push(this.aliases.remember(signedIn.names.map(nameKey), signedIn.id));
        }
        return this.quietly(Promise.all(forget));
      },
      notCounted: () => this.takeBack(counted),
    };
  }

  close(): Promise<void> {
    return this.onClose();
  }
}
