import type { Db } from '@dogstay/db';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { DomainErrorReason } from '../__generated__/resolvers-types.js';
import type { RestClient } from '../rest/client.js';
import type { UpstreamAccount } from '../rest/session.js';
import { ErrorCode, GatewayError, gatewayError } from '../rest/errors.js';
import { storeWork } from '../store/store.js';
import { KEY_REVOKED_CHANNEL, keyRepo, type KeyCheckRow } from './repo.js';
import { Sealing } from './sealing.js';
import { keyIdOf, secretMatches } from './secret.js';
import { UpstreamTokens } from './upstream.js';

/** A request's key, checked: who it is, and its service account's upstream token. */
export interface KeyIdentity {
  keyId: string;
  keyName: string;
  scope: 'READ' | 'READ_WRITE';
  /** The service account's upstream token, signed in on first use (held per key and replica). */
  upstream: UpstreamAccount;
}

export type KeyCheck = { identity: KeyIdentity } | { refusal: GatewayError };

/**
 * How long a replica trusts a key's row before reading it again. Reading it on every request
 * added 2.8 ms p50 to a request on this (loaded, 2-core) machine with the embedded store, against
 * a target of 0.1 ms (tests/bench/api-keys.bench.ts). A revoke drops the row at once in every
 * replica (the store's notification); this expiry is the backstop for a replica whose listening
 * connection was lost when the revoke was sent.
 */
export const KEY_ROW_TTL_MS = 1_000;

/** How often a key's `lastUsedAt` is written, at most, per replica (and in the store's SQL). */
export const LAST_USED_EVERY_MS = 60_000;

const MESSAGES: Record<string, string> = {
  KEY_MALFORMED:
    'The bearer starts like an API key (dsk_…) but is not one: send the whole secret as shown when the key was created.',
  KEY_UNKNOWN: 'This API key does not exist: check the secret, or ask an administrator for a key.',
  KEY_REVOKED: 'This API key was revoked; ask an administrator for a new one.',
  KEY_EXPIRED: 'This API key has expired; ask an administrator for a new one.',
};

/**
 * API keys at request time. A request's key row is read from the store (one primary-key read) and
 * kept KEY_ROW_TTL_MS in this replica. A revoke is heard at once by every replica (LISTEN on
 * KEY_REVOKED_CHANNEL, from the first key read on); within KEY_ROW_TTL_MS by one that was not
 * listening then. A store that cannot be read refuses the request (STORE_UNAVAILABLE), never lets
 * it through.
 */
export class ApiKeys {
  readonly tokens: UpstreamTokens;
  private readonly touched = new Map<string, number>();
  private readonly rows = new LRUCache<string, KeyCheckRow>({ max: 10_000, ttl: KEY_ROW_TTL_MS });
  /** Listening for revokes (started by the first key read, which opens the store anyway). */
  private listening: Promise<(() => Promise<void>) | null> | undefined;

  constructor(
    private readonly store: Db,
    client: RestClient,
    readonly sealing: Sealing,
    private readonly log: Logger,
  ) {
    this.tokens = new UpstreamTokens(client, sealing);
  }

  /** The key a bearer names, or why it is refused (UNAUTHENTICATED with a reason, or the store's). */
  async check(secret: string, requestId: string): Promise<KeyCheck> {
    try {
      const row = await this.liveRow(secret, requestId);
      this.touch(row.id);
      return {
        identity: {
          keyId: row.id,
          keyName: row.name,
          scope: row.scope,
          upstream: {
            token: () => this.tokens.of(row, requestId),
            renew: (stale) => this.tokens.renew(row, requestId, stale),
          },
        },
      };
    } catch (error) {
      if (error instanceof GatewayError) return { refusal: error };
      this.log.error({ err: { message: String(error) } }, 'API key check failed');
      return { refusal: gatewayError(ErrorCode.INTERNAL_SERVER_ERROR, requestId) };
    }
  }

  /** Says something in the gateway's log (a revoked key's account that stayed at REST). */
  readonly warn = (message: string): void => {
    this.log.warn(message);
  };

  /** Whether a bearer is a live key, without signing in (the body-size check before reading). */
  async isLive(secret: string, requestId: string): Promise<boolean> {
    try {
      await this.liveRow(secret, requestId);
      return true;
    } catch {
      return false;
    }
  }

  private async liveRow(secret: string, requestId: string): Promise<KeyCheckRow> {
    const id = keyIdOf(secret);
    if (!id) throw refusal(requestId, 'KEY_MALFORMED');
    const row = this.rows.get(id) ?? (await this.read(id, requestId));
    if (!row || !row.account_id || !secretMatches(secret, row.secret_hash))
      throw refusal(requestId, 'KEY_UNKNOWN');
    if (row.revoked_at !== null) throw refusal(requestId, 'KEY_REVOKED');
    if (row.expires_at !== null && new Date(row.expires_at).getTime() <= Date.now())
      throw refusal(requestId, 'KEY_EXPIRED');
    return row;
  }

  private async read(id: string, requestId: string): Promise<KeyCheckRow | null> {
    this.hearRevokes();
    const row = await storeWork(requestId, () => keyRepo.forCheck(this.store, id));
    if (row) this.rows.set(id, row);
    return row;
  }

  /** A revoked key: this replica refuses it from its next request on. */
  forget(id: string): void {
    this.rows.delete(id);
    this.tokens.forget(id);
  }

  private hearRevokes(): void {
    this.listening ??= this.store
      .listen(KEY_REVOKED_CHANNEL, (id) => this.forget(id))
      .catch((error: unknown) => {
        this.listening = undefined; // tried again on the next key read
        this.log.warn({ err: { message: String(error) } }, 'could not listen for API key revokes');
        return null;
      });
  }

  /** Stops listening (the gateway's close). */
  async close(): Promise<void> {
    const stop = await this.listening;
    this.listening = undefined;
    await stop?.();
  }

  /** lastUsedAt without a write per request: at most once a minute per key and replica. */
  private touch(id: string): void {
    const now = Date.now();
    if (now - (this.touched.get(id) ?? 0) < LAST_USED_EVERY_MS) return;
    this.touched.set(id, now);
    keyRepo.touch(this.store, id).catch((error: unknown) => {
      this.touched.delete(id);
      this.log.warn({ err: { message: String(error) } }, 'could not record an API key’s last use');
    });
  }
}

function refusal(requestId: string, reason: DomainErrorReason): GatewayError {
  return gatewayError(ErrorCode.UNAUTHENTICATED, requestId, MESSAGES[reason], { reason });
}
