import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { Sealing } from './sealing.js';
import { loadSecretKey } from './secret-key.js';
import { hashSecret, keyIdOf, looksLikeKey, newKeyId, newSecret, secretMatches } from './secret.js';

describe('API key secrets', () => {
  it('are prefixed, carry their key id, and match only their hash', () => {
    const id = newKeyId();
    const secret = newSecret(id);
    expect(secret).toMatch(/^dsk_[a-z0-9]{12}_[\w-]{43}$/);
    expect(looksLikeKey(secret)).toBe(true);
    expect(keyIdOf(secret)).toBe(id);
    expect(secretMatches(secret, hashSecret(secret))).toBe(true);
    expect(secretMatches(newSecret(id), hashSecret(secret))).toBe(false);
    expect(hashSecret(secret)).not.toContain(secret.slice(17));
  });

  it('a staff token is not a key; a malformed key has no id', () => {
    expect(looksLikeKey('eyJhbGciOi.x.y')).toBe(false);
    expect(keyIdOf('dsk_short')).toBeNull();
    expect(keyIdOf(`dsk_ABCDEFGHIJKL_${'a'.repeat(43)}`)).toBeNull();
  });
});

describe('sealing the service accounts’ passwords', () => {
  it('opens what it sealed, and refuses another key or an altered text', () => {
    const sealing = new Sealing('a'.repeat(32));
    const sealed = sealing.seal('p4ssword');
    expect(sealed).not.toContain('p4ssword');
    expect(sealing.open(sealed)).toBe('p4ssword');
    expect(sealing.seal('p4ssword')).not.toBe(sealed);
    expect(() => new Sealing('b'.repeat(32)).open(sealed)).toThrow();
    // Its first character: the last one of an 8-byte text carries 2 bits that base64 decoding
    // drops, so changing it there could leave the bytes as they were (1 run in 16).
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const altered = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => sealing.open([version, iv, tag, altered].join('.'))).toThrow();
  });
});

describe('GATEWAY_SECRET_KEY', () => {
  it('is required in production with a store on disk', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toThrow(
      /GATEWAY_SECRET_KEY is required in production/,
    );
    expect(() => loadConfig({ GATEWAY_SECRET_KEY: 'short' })).toThrow(/GATEWAY_SECRET_KEY/);
    const set = loadConfig({ NODE_ENV: 'production', GATEWAY_SECRET_KEY: 'k'.repeat(32) });
    expect(set.secretKey).toEqual({ kind: 'env', value: 'k'.repeat(32) });
  });

  it('is generated once into DATA_DIR otherwise (npm start needs nothing new)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'w33k-secret-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.secretKey).toEqual({ kind: 'file', path: join(dir, 'gateway-secret-key') });
    const first = loadSecretKey(config.secretKey);
    expect(loadSecretKey(config.secretKey)).toBe(first);
    expect(readFileSync(join(dir, 'gateway-secret-key'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'gateway-secret-key')).mode & 0o777).toBe(0o600);
  });
});
