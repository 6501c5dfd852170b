import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Where the secret that encrypts the service accounts' passwords comes from: GATEWAY_SECRET_KEY;
 * else (not in production) a file in DATA_DIR, generated on first start, so `npm start` needs
 * nothing new; else (in-memory stores, the tests) one per process.
 */
export type SecretKeySource =
  { kind: 'env'; value: string } | { kind: 'file'; path: string } | { kind: 'memory' };

let processKey: string | undefined;

/** The secret material; a file source is created (mode 0600) when missing. */
export function loadSecretKey(source: SecretKeySource): string {
  if (source.kind === 'env') return source.value;
  if (source.kind === 'memory') return (processKey ??= randomBytes(32).toString('hex'));
  try {
    return readFileSync(source.path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(source.path), { recursive: true, mode: 0o700 });
    const value = randomBytes(32).toString('hex');
    // 'wx': two processes starting at once keep the first one's key.
    try {
      writeFileSync(source.path, `${value}\n`, { mode: 0o600, flag: 'wx' });
      return value;
    } catch {
      return readFileSync(source.path, 'utf8').trim();
    }
  }
}
