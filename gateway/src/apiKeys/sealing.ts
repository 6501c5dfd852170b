import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the service accounts' passwords with AES-256-GCM under a key derived (HKDF-SHA-256)
 * from GATEWAY_SECRET_KEY: the store alone (a backup, a dump) does not sign anyone in.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export class Sealing {
  private readonly key: Buffer;

  constructor(secretMaterial: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', secretMaterial, 'dogstay-gateway', 'api-key-account-passwords', 32),
    );
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
    return ['v1', ...parts].join('.');
  }

  /** The plain text; throws when the sealed text was made under another key or altered. */
  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined)
      throw new Error('unknown sealed form');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  }
}
