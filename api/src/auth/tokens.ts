import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  /** The user's id. */
  sub: string;
  role: string;
  /** The user's token version when signed: a password change or reset bumps it (accounts.ts). */
  tv: number;
}

/** Signs and verifies the HS256 access tokens handed out by POST /admin/login. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Returns the claims, or null for a bad, tampered or expired token, or one without `exp`. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        // A token that never expires is refused even when correctly signed.
        requiredClaims: ['exp'],
      });
      if (typeof payload.sub !== 'string') return null;
      return {
        sub: payload.sub,
        role: typeof payload.role === 'string' ? payload.role : 'staff',
        tv: typeof payload.tv === 'number' ? payload.tv : 0,
      };
    } catch {
      return null;
    }
  }
}
