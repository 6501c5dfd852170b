import { afterEach, describe, expect, it, vi } from 'vitest';
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
