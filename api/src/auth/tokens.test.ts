import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { loadConfig } from '../config.js';
import { TokenService } from './tokens.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-bytes';
const claims = { sub: 'user-1', role: 'admin', tv: 3 };

describe('TokenService.verify (a verified token is remembered until its exp)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims for the same token, first verified then remembered', async () => {
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('signs a token that lasts exactly its lifetime, even across a second’s boundary', async () => {
    // The clock read 1 ms later at each reading, from 1 ms before a second ends: a signing that
    // reads it twice puts `iat` and `exp` in different seconds.
    const RealDate = Date;
    let now = RealDate.parse('2026-11-21T09:00:00.999Z');
    class TickingDate extends RealDate {
      constructor(...args: [] | [number]) {
        if (args.length === 0) super(now++);
        else super(...args);
      }
      static override now() {
        return now++;
      }
    }
    vi.stubGlobal('Date', TickingDate);
    let token: string;
    try {
      token = await new TokenService(SECRET, 60).sign(claims);
    } finally {
      vi.unstubAllGlobals();
    }
    const { iat, exp } = decodeJwt(token);
    expect(iat).toBe(RealDate.parse('2026-11-21T09:00:00Z') / 1000);
    expect(exp! - iat!).toBe(60);
  });

  it('refuses a remembered token once its exp has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-21T09:00:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-21T09:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature differs from a remembered one', async () => {
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await new TokenService(`${SECRET}-other`, 60).verify(token)).toBeNull();
  });
});

describe('issue 34 item 13: secret length and token lifetime', () => {
  const key = new TextEncoder().encode(SECRET);
  const forged = (iat: number, exp: number) =>
    new SignJWT({ role: 'admin', tv: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses a TOKEN_SECRET under 32 bytes at start, with a clear message', () => {
    expect(() => loadConfig({ TOKEN_SECRET: 'x', DATA_IN_MEMORY: '1' })).toThrow(
      /TOKEN_SECRET is 1 bytes; at least 32/,
    );
    expect(() => new TokenService('short-secret', 60)).toThrow(/at least 32/);
    expect(loadConfig({ TOKEN_SECRET: 'k'.repeat(32), DATA_IN_MEMORY: '1' }).tokenSecret).toBe(
      'k'.repeat(32),
    );
  });

  it('refuses a correctly signed token meant to last longer than TOKEN_TTL_SECONDS', async () => {
    const tokens = new TokenService(SECRET, 60);
    // One reading of the clock: two could fall in different seconds and sign a 61 s token.
    const t = now();
    expect(await tokens.verify(await forged(t, t + 60))).toEqual(claims);
    expect(await tokens.verify(await forged(t, t + 10 * 365 * 86_400))).toBeNull();
  });

  it('takes a token issued up to 5 s ahead of its clock (replicas, a stepped clock), exp exact', async () => {
    const tokens = new TokenService(SECRET, 60);
    expect(await tokens.verify(await forged(now() + 2, now() + 60))).toEqual(claims);
    expect(await tokens.verify(await forged(now() + 30, now() + 60))).toBeNull();
    expect(await tokens.verify(await forged(now() - 30, now() - 1))).toBeNull();
  });

  it('refuses a token issued in the future or without iat', async () => {
    const tokens = new TokenService(SECRET, 60);
    const later = now() + 3600;
    expect(await tokens.verify(await forged(later, later + 60))).toBeNull();
    const noIat = await new SignJWT({ role: 'admin', tv: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setExpirationTime('30s')
      .sign(key);
    expect(await tokens.verify(noIat)).toBeNull();
  });
});
