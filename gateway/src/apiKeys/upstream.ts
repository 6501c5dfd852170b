import { AuthSource } from '../auth/source.js';
import type { RestClient } from '../rest/client.js';
import { ErrorCode, GatewayError, gatewayError } from '../rest/errors.js';
import { RestSession } from '../rest/session.js';
import type { KeyCheckRow } from './repo.js';
import type { Sealing } from './sealing.js';

interface Held {
  token: string;
  /** When the REST server said the token ends (ms since epoch); null when it did not say. */
  endsAt: number | null;
}

/** REST refusals of a service account's sign-in that mean the account cannot be used. */
const ACCOUNT_REFUSED = new Set<string>([
  ErrorCode.DOMAIN_ERROR,
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
]);

/**
 * The upstream tokens of the keys' service accounts, one per key in this replica: signed in on
 * first use with the account's password (decrypted only then), used until the REST server says it
 * ended (its `expiresIn`, or a 401: `renew`), then signed in again. Requests arriving while a
 * sign-in runs share it.
 */
export class UpstreamTokens {
  private readonly held = new Map<string, Held>();
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    private readonly client: RestClient,
    private readonly sealing: Sealing,
  ) {}

  /** The key's upstream token: the held one while live, else a new sign-in. */
  async of(row: KeyCheckRow, requestId: string): Promise<string> {
    const held = this.held.get(row.id);
    if (held && (held.endsAt === null || held.endsAt > Date.now())) return held.token;
    return this.signIn(row, requestId);
  }

  /** The REST server refused `stale`: sign in again (once, however many calls saw it). */
  async renew(row: KeyCheckRow, requestId: string, stale: string): Promise<string> {
    const held = this.held.get(row.id);
    if (held && held.token !== stale) return held.token;
    this.held.delete(row.id);
    return this.signIn(row, requestId);
  }

  forget(keyId: string): void {
    this.held.delete(keyId);
  }

  private signIn(row: KeyCheckRow, requestId: string): Promise<string> {
    const running = this.pending.get(row.id);
    if (running) return running;
    const signIn = this.login(row, requestId).finally(() => this.pending.delete(row.id));
    this.pending.set(row.id, signIn);
    return signIn;
  }

  private async login(row: KeyCheckRow, requestId: string): Promise<string> {
    const auth = new AuthSource(new RestSession(this.client, requestId, null));
    let password: string;
    try {
      password = this.sealing.open(row.account_password);
    } catch {
      // Sealed under another GATEWAY_SECRET_KEY (or altered): the key cannot be used here.
      throw gatewayError(
        ErrorCode.UNAUTHENTICATED,
        requestId,
        "This gateway cannot read this API key's service account (GATEWAY_SECRET_KEY differs from the one it was created under); create a new key.",
        { reason: 'KEY_ACCOUNT_REFUSED' },
      );
    }
    try {
      const { token, expiresIn } = await auth.login(row.account_email, password);
      const endsAt = expiresIn ? Date.now() + expiresIn * 1000 : null;
      this.held.set(row.id, { token, endsAt });
      return token;
    } catch (error) {
      if (error instanceof GatewayError && ACCOUNT_REFUSED.has(String(error.extensions.code)))
        throw gatewayError(
          ErrorCode.UNAUTHENTICATED,
          requestId,
          "This API key's service account cannot sign in at the booking service (deactivated or deleted there); create a new key.",
          { reason: 'KEY_ACCOUNT_REFUSED' },
        );
      throw error;
    }
  }
}
