import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The start of every API key secret: a bearer that starts with it is a key, never a token. */
export const KEY_PREFIX = 'dsk_';

/** Key ids: 12 characters of [a-z0-9] (about 62 bits), the part of the secret after `dsk_`. */
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_FORM = /^dsk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

/** Whether a bearer is meant as an API key (then it must be one; else it is a staff token). */
export const looksLikeKey = (bearer: string): boolean => bearer.startsWith(KEY_PREFIX);

/** A new key id. */
export function newKeyId(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** A new secret for a key: `dsk_<id>_<32 random bytes, base64url>`. */
export const newSecret = (id: string): string =>
  `${KEY_PREFIX}${id}_${randomBytes(32).toString('base64url')}`;

/** What the list shows of a secret: `dsk_<id>`, enough to recognise it in a tool's settings. */
export const prefixOf = (id: string): string => `${KEY_PREFIX}${id}`;

/** The key id of a well-formed secret; null for anything else. */
export function keyIdOf(secret: string): string | null {
  return SECRET_FORM.exec(secret)?.[1] ?? null;
}

/**
 * The stored form of a secret: SHA-256. A slow password hash (scrypt, argon2) protects secrets a
 * person chose, which an attacker can guess; these are 256 random bits, out of reach of guessing
 * with any hash, and a fast hash keeps the check of every request in microseconds.
 */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/** Whether a secret matches a stored hash, in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A random password for a key's service account (never shown; kept encrypted). */
export const newAccountPassword = (): string => randomBytes(24).toString('base64url');
