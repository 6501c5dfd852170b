import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { ErrorCode, gatewayError } from '../rest/errors.js';
import type { AttemptStore } from './attempt-store.js';

/** How many failed sign-ins are allowed per login name and per client address in one window. */
export interface LoginLimits {
  perName: number;
  perIp: number;
  windowSeconds: number;
}

/** One sign-in attempt, counted as a failure unless it is settled otherwise. */
export interface LoginAttempt {
  /** Signed in: the name's failures are forgotten and the address's count taken back. */
  succeeded(): Promise<void>;
  /** Not a guess of credentials (bad input, upstream down): the attempt is taken back. */
  notCounted(): Promise<void>;
}

const PREFIX = 'dogstay:login:';
/** Login names are hashed: no addresses in the store, keys of bounded length. */
const nameKey = (name: string) =>
  `${PREFIX}name:${createHash('sha256').update(name.trim().toLowerCase()).digest('base64url')}`;
const ipKey = (ip: string) => `${PREFIX}ip:${ip}`;

export function tooManyRequests(requestId: string, retryAfter: number) {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return gatewayError(
    ErrorCode.TOO_MANY_REQUESTS,
    requestId,
    `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter },
  );
}

/**
 * Slows down password guessing: every attempt is counted before REST is called, per login name
 * and per client address; past the limits the attempt is refused with TOO_MANY_REQUESTS and a
 * retryAfter in seconds. When the store fails, sign-ins are let through and a warning is logged.
 */
export class LoginLimiter {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: LoginLimits,
    private readonly log: Logger,
  ) {}

  private quietly(work: Promise<unknown>): Promise<void> {
    return work.then(
      () => undefined,
      (error: unknown) => this.storeFailed(error),
    );
  }

  private storeFailed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.log.warn({ err: { message } }, 'login rate limit store failed; sign-in not limited');
  }

  async begin(ip: string, name: string, requestId: string): Promise<LoginAttempt> {
    const keys = [nameKey(name), ipKey(ip)] as const;
    const { windowSeconds, perName, perIp } = this.limits;
    const undo = () => this.quietly(Promise.all(keys.map((k) => this.store.undo(k))));
    let counts;
    try {
      counts = await Promise.all(keys.map((k) => this.store.hit(k, windowSeconds)));
    } catch (error) {
      this.storeFailed(error);
      return { succeeded: async () => {}, notCounted: async () => {} };
    }
    const [byName, byIp] = counts;
    const retryAfter = Math.max(
      byName!.count > perName ? byName!.ttlSeconds : 0,
      byIp!.count > perIp ? byIp!.ttlSeconds : 0,
    );
    if (retryAfter > 0) {
      // A refused attempt never reached REST: it is not a failure.
      await undo();
      throw tooManyRequests(requestId, retryAfter);
    }
    return {
      succeeded: () =>
        this.quietly(Promise.all([this.store.reset(keys[0]), this.store.undo(keys[1])])),
      notCounted: undo,
    };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
