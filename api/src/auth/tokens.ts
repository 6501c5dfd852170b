import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { checkSecretLength } from '../config.js';

export interface TokenClaims {
  /** The user's id. */
  sub: string;
  role: string;
  /** The user's token version when signed: a password change or reset bumps it (accounts.ts). */
  tv: number;
}

/**
 * Seconds a token's `iat` may lie ahead of this host's clock. `iat` has whole seconds: a token
 * signed at 09:00:01.002 and checked at 09:00:00.998 (another replica whose clock is 5 ms behind, or
 * a virtual machine's clock stepped back) would otherwise be refused as "issued in the future" a
 * moment after sign-in. `exp` stays exact (checked below).
 */
const CLOCK_SKEW_SECONDS = 5;

/** How many verified tokens are remembered (the staff's sessions: tens). */
const MAX_VERIFIED = 10_000;

/**
 * Signs and verifies the HS256 access tokens handed out by POST /admin/login.
 *
 * Every request carries its token, and jose verifies it through WebCrypto (an async job per call:
 * 0.17 ms of CPU and 0.3 ms of wall time per verification on the 2-core bench machine under
 * load, a tenth of a whole list request). A token that verified is remembered with its claims until
 * its `exp`: the same bytes need no second signature check. Only the signature and expiry are
 * remembered; the account's state (status, token version) is still checked on every request.
 */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Verified tokens and when they expire (the wall clock, as jose checks `exp`), bounded by
   * lru-cache: the least recently used go first, and each leaves at its ttl.
   */
  private readonly verified = new LRUCache<string, { claims: TokenClaims; expiresAtMs: number }>({
    max: MAX_VERIFIED,
  });

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(checkSecretLength(secret, 'the token secret'));
  }

  sign(claims: TokenClaims): Promise<string> {
    // One reading of the clock for both: jose reads it again for a relative `exp` ('60s'), and a
    // second's boundary between the two readings signed a token lasting ttl + 1 s, which verify
    // refuses as longer than the lifetime (a sign-in answered with a token refused at once).
    const issuedAt = Math.floor(Date.now() / 1000);
    return new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /**
   * Returns the claims, or null for a bad, tampered or expired token, one without `exp` or `iat`,
   * one issued in the future, or one meant to last longer than this api's token lifetime.
   */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        // A token that never expires is refused even when correctly signed; so is one issued in
        // the future or older than the lifetime (jose's maxTokenAge checks iat both ways).
        requiredClaims: ['exp', 'iat'],
        maxTokenAge: this.ttlSeconds,
        clockTolerance: CLOCK_SKEW_SECONDS,
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      if (payload.exp * 1000 <= Date.now()) return null;
      // Lifetime as signed: exp - iat at most TOKEN_TTL_SECONDS.
      if (typeof payload.iat !== 'number' || payload.exp - payload.iat > this.ttlSeconds)
        return null;
      const claims: TokenClaims = {
        sub: payload.sub,
        role: typeof payload.role === 'string' ? payload.role : 'staff',
        tv: typeof payload.tv === 'number' ? payload.tv : 0,
      };
      const expiresAtMs = payload.exp * 1000;
      this.verified.set(token, { claims, expiresAtMs }, { ttl: expiresAtMs - Date.now() });
      return claims;
    } catch {
      return null;
    }
  }
}
